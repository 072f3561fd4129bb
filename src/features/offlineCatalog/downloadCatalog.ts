import { fetchCatalogueProducts, fetchNavigation, type NavItem, type ProductSummary } from '../../api';
import { localizePath, type Locale } from '../../i18n/locales';
import { withoutPayloads } from '../../api/payloads';
import { loadPayload, loadRouteRules } from '../payloads';
import { runPool } from './pool';
import { imageUrls, warmRoute } from './warmRoute';

export interface DownloadProgress {
  phase: 'list' | 'pages' | 'images' | 'done';
  done: number;
  total: number;
  failed: number;
}

export interface DownloadResult {
  pages: number;
  images: number;
  failed: number;
  products: ProductSummary[];
}

/** Spec §9: up to 4 concurrent route preloads. */
const CONCURRENCY = 4;

function internalPaths(items: NavItem[]): string[] {
  return items.flatMap((i) => [...(i.url && !i.external ? [i.url] : []), ...internalPaths(i.children)]);
}

async function allProducts(): Promise<ProductSummary[]> {
  const first = await fetchCatalogueProducts(1);
  const products = [...first.products];
  for (let page = 2; products.length < first.total && page <= 100; page++) {
    const next = await fetchCatalogueProducts(page);
    if (!next.products.length) break;
    products.push(...next.products);
  }
  return products;
}

/**
 * "Shop offline verfügbar machen": walks every page a stable operator can reach from the menu —
 * home, every category and guide of the main, footer and service navigation, every product page
 * (variants included) — running each page's loader so the service worker stores its Store API
 * answers, then fetches the images those pages show, in all the sizes their srcset offers.
 */
export async function downloadCatalog(locale: Locale, routes: Parameters<typeof warmRoute>[0], onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadResult> {
  onProgress({ phase: 'list', done: 0, total: 0, failed: 0 });
  const [main, footer, service, products] = await Promise.all([
    fetchNavigation('main-navigation', 4),
    fetchNavigation('footer-navigation', 2).catch(() => []),
    fetchNavigation('service-navigation', 1).catch(() => []),
    allProducts(),
  ]);
  const paths = [...new Set(['/', ...internalPaths([...main, ...footer, ...service]), ...products.map((p) => p.url)])].map((p) => localizePath(locale, p));

  const images = new Set<string>(products.flatMap((p) => imageUrls(p.image)));
  let done = 0;
  let failed = 0;
  await runPool(
    paths,
    CONCURRENCY,
    async (path) => {
      try {
        // The page's Store API answers (what an offline visit asks first) and its build payload,
        // both kept by the service worker.
        const [data] = await Promise.all([withoutPayloads(() => warmRoute(routes, window.location.origin, path)), loadRouteRules().then(() => loadPayload(path))]);
        for (const url of imageUrls(data)) images.add(url);
      } catch {
        failed += 1;
      }
      done += 1;
      onProgress({ phase: 'pages', done, total: paths.length, failed });
    },
    signal,
  );

  const imageList = [...images];
  let imagesDone = 0;
  await runPool(
    imageList,
    CONCURRENCY,
    async (url) => {
      try {
        // The service worker's image route keeps it (cache first).
        const response = await fetch(url, { signal });
        if (!response.ok) failed += 1;
        await response.arrayBuffer();
      } catch {
        failed += 1;
      }
      imagesDone += 1;
      onProgress({ phase: 'images', done: imagesDone, total: imageList.length, failed });
    },
    signal,
  );

  onProgress({ phase: 'done', done: paths.length + imageList.length, total: paths.length + imageList.length, failed });
  return { pages: paths.length, images: imageList.length, failed, products };
}
