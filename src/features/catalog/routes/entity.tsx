import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { resolvePath } from '../../../api';
import { redirectFor } from '../../../lib/routeRedirects';
import { spreadPreloads } from '../../../lib/spreadPreloads';
import { loadRouteRules } from '../../payloads';
import { lazyWithPreload } from '../../../ui/lazyWithPreload';
import { entityKind, loadEntity, type EntityData } from './entityLoader';

/**
 * Each kind of page is a chunk of its own, loaded alongside the page's data: a product page needs
 * none of a listing’s filters, drawers and pagination (~33 KB of a phone’s download and start-up),
 * a listing none of the gallery and reviews.
 */
const views = {
  product: lazyWithPreload(() => import('../product/ProductPage').then((m) => ({ default: m.ProductPage }))),
  category: lazyWithPreload(() => import('../category/CategoryPage').then((m) => ({ default: m.CategoryPage }))),
  landing: lazyWithPreload(() => import('../landing/LandingPage').then((m) => ({ default: m.LandingPage }))),
};

/** The catch-all route: /{all...} → product, category or landing page via /seo-url. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<EntityData> {
  const path = `/${params['*'] ?? ''}`;
  const resolved = await resolvePath(path);
  if (!resolved) {
    // An alias of the build's route-rule manifest ("/warenkorb") is no page of the catalogue (spec §2).
    const url = new URL(request.url);
    const rule = redirectFor(await loadRouteRules().catch(() => null), url.pathname);
    if (rule) throw redirect(`${rule.to}${url.search}`);
  }
  // Started here so that chunk and data arrive together (its ~30 preload links a few per task);
  // a failure shows with the await below.
  if (resolved) spreadPreloads(() => void views[entityKind(resolved)].preload().catch(() => undefined));
  const page = await loadEntity(request, path, resolved);
  // Loaded before the page renders: the view then renders without suspending (and hydrates).
  await views[page.kind].preload();
  return page;
}

/** Renders whatever the path resolved to. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'product') {
    return <views.product product={page.product} breadcrumbs={page.breadcrumbs} reviews={page.reviews} crossSelling={page.crossSelling} />;
  }
  if (page.kind === 'category') return <views.category category={page.category} listing={page.listing} breadcrumbs={page.breadcrumbs} />;
  return <views.landing page={page.page} />;
}
