import { data, redirect } from 'react-router';
import {
  fetchBreadcrumb,
  fetchCategory,
  fetchCrossSelling,
  fetchLandingPage,
  fetchListing,
  fetchProduct,
  fetchReviews,
  type BreadcrumbItem,
  type CategoryPage,
  type CrossSellingGroup,
  type LandingPageView,
  type ListingView,
  type ProductDetail,
  type ResolvedPath,
  type ReviewsView,
} from '../../../api';
import { appStore } from '../../../app/store';
import { loadNamespaces } from '../../../i18n';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { DEFAULT_LISTING_LIMIT, parseListingQuery } from '../../../lib/listingQuery';
import { sessionAtom } from '../../session';
import type { EntityRef } from '../../shell';

export type EntityData =
  | { kind: 'category'; entity: EntityRef; category: CategoryPage; listing: ListingView | null; breadcrumbs: BreadcrumbItem[] }
  | { kind: 'product'; entity: EntityRef; product: ProductDetail; breadcrumbs: BreadcrumbItem[]; reviews: Promise<ReviewsView | null>; crossSelling: Promise<CrossSellingGroup[]> }
  | { kind: 'landing'; entity: EntityRef; page: LandingPageView };

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });
const isTechnical = (path: string) => /^\/(navigation|detail|landingPage)\//i.test(path);

/** Sends old or technical paths to the entity's canonical SEO path. */
function canonicalRedirect(request: Request, requested: string, canonical: string) {
  const url = new URL(request.url);
  const norm = (p: string) => decodeURIComponent(p).replace(/\/+$/, '').toLowerCase();
  if (norm(requested) === norm(canonical)) return;
  throw redirect(`${localizePath(splitLocalePath(url.pathname).locale, canonical)}${url.search}`);
}

/** Which kind of page a resolved path shows. */
export function entityKind(resolved: ResolvedPath): EntityData['kind'] {
  if (resolved.routeName === 'frontend.detail.page') return 'product';
  if (resolved.routeName === 'frontend.landing.page') return 'landing';
  return 'category';
}

/** Critical data of an entity page: throws 404 when the path or entity does not exist. */
export async function loadEntity(request: Request, path: string, resolved: ResolvedPath | null): Promise<EntityData> {
  if (!resolved) throw notFound();
  if (resolved.canonicalPath) canonicalRedirect(request, path, resolved.canonicalPath);
  const entity: EntityRef = { routeName: resolved.routeName, foreignKey: resolved.foreignKey };
  const id = resolved.foreignKey;
  const kind = entityKind(resolved);
  if (kind === 'product') {
    const product = await fetchProduct(id);
    if (isTechnical(path)) canonicalRedirect(request, path, product.url);
    return {
      kind: 'product',
      entity,
      product,
      breadcrumbs: await fetchBreadcrumb(id).catch(() => []),
      reviews: fetchReviews(product.parentId ?? id).catch(() => null),
      crossSelling: fetchCrossSelling(product.parentId ?? id).catch(() => []),
    };
  }
  if (kind === 'landing') {
    await loadNamespaces('cms');
    const page = await fetchLandingPage(id);
    if (isTechnical(path)) canonicalRedirect(request, path, page.url);
    return { kind: 'landing', entity, page };
  }
  await loadNamespaces('cms');
  const query = parseListingQuery(new URL(request.url).searchParams);
  const limit = appStore.get(sessionAtom)?.shop.listingLimit ?? DEFAULT_LISTING_LIMIT;
  // The listing is requested alongside the category (most categories list products); its
  // answer is used only when the category's layout lists products.
  const listingRead = fetchListing(id, query, limit).then(
    (l) => l,
    (error: unknown) => ({ error }),
  );
  const [category, breadcrumbs] = await Promise.all([fetchCategory(id), fetchBreadcrumb(id).catch(() => [])]);
  if (isTechnical(path)) canonicalRedirect(request, path, category.url);
  let listing: ListingView | null = null;
  if (category.listsProducts) {
    const result = await listingRead;
    if ('error' in result) throw result.error;
    listing = result;
  }
  return { kind: 'category', entity, category, listing, breadcrumbs };
}
