/**
 * Build time only (run by scripts/payloads.ts through Vite's SSR module loader, never bundled):
 * runs the catalogue pages' real loaders against a backend and hands each page's Store API
 * answers to `write`, so a visit reads `{path}/_payload.json` instead of asking again.
 */
import { fetchCatalogueProducts, fetchNavigation, fetchSession, type NavItem } from '../api';
import { forget } from '../api/memo';
import { recordPayloads } from '../api/payloads';
import { warmRoute } from '../features/offlineCatalog';
import { LOCALE_COOKIE, LOCALES, localizePath, type Locale } from '../i18n/locales';
import { ensureLocale } from './localeLoader';
import { routes } from './router';

export interface RecordedPage {
  locale: Locale;
  /** The page path, locale prefix included; '_navigation' for the shared reads of a locale. */
  path: string;
  entries: Record<string, unknown>;
  /** The page's prerendered HTML parts, when the recording rendered it. */
  html?: unknown;
}

export interface RecordOptions {
  origin: string;
  locales?: readonly Locale[];
  write: (page: RecordedPage) => void;
  currencyId?: (id: string) => void;
  log?: (line: string) => void;
  /**
   * Renders a page (src/app/prerender.tsx) instead of only running its loader: the render runs
   * every loader of the page through the router, so the same reads are recorded.
   */
  render?: (url: string) => Promise<unknown>;
}

/** Where a locale's shared reads (languages, the three navigations) are written. */
export const NAVIGATION_PAYLOAD = '_navigation';

function internalPaths(items: NavItem[]): string[] {
  return items.flatMap((i) => [...(i.url && !i.external ? [i.url] : []), ...internalPaths(i.children)]);
}

async function productPaths(): Promise<string[]> {
  const first = await fetchCatalogueProducts(1);
  const paths = first.products.map((p) => p.url);
  for (let page = 2; paths.length < first.total && page <= 200; page++) {
    const next = await fetchCatalogueProducts(page);
    if (!next.products.length) break;
    paths.push(...next.products.map((p) => p.url));
  }
  return paths;
}

async function recording(run: () => Promise<unknown>): Promise<Record<string, unknown> | null> {
  const entries: Record<string, unknown> = {};
  recordPayloads((key, data) => {
    entries[key] = data;
  });
  try {
    await run();
    return entries;
  } catch (e) {
    if (process.env.STALLWERK_DEBUG) console.error(e);
    // A page whose loader fails (404, redirect) gets no payload: visits ask the Store API.
    return null;
  } finally {
    recordPayloads(null);
  }
}

/** Records home, every category, guide and blog page of the navigations and every product, per locale. */
export async function recordSite(options: RecordOptions): Promise<number> {
  let pages = 0;
  for (const locale of options.locales ?? LOCALES) {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/`;
    const root = localizePath(locale, '/');
    // Every locale's navigation payload holds the languages read too (memoised after the first).
    forget();
    const shared = await recording(async () => {
      await ensureLocale(locale, new Request(new URL(root, options.origin)));
      // The shell's three navigations, with the depths the header, drawer and footer ask for.
      await Promise.all([fetchNavigation('main-navigation'), fetchNavigation('service-navigation', 0), fetchNavigation('footer-navigation', 1)]);
    });
    if (!shared) throw new Error(`The ${locale} shell could not be loaded from ${options.origin}`);
    options.write({ locale, path: localizePath(locale, `/${NAVIGATION_PAYLOAD}`), entries: shared });
    const session = await fetchSession();
    options.currencyId?.(session.currency.id);

    const [main, footer, service, products] = await Promise.all([
      fetchNavigation('main-navigation', 4),
      fetchNavigation('footer-navigation', 2),
      fetchNavigation('service-navigation', 1),
      productPaths(),
    ]);
    const paths = [...new Set(['/', ...internalPaths([...main, ...footer, ...service]), ...products])].map((p) => localizePath(locale, p));
    for (const path of paths) {
      let html: unknown;
      const { render } = options;
      const entries = await recording(async () => {
        if (render) {
          try {
            html = await render(new URL(path, options.origin).href);
            return;
          } catch (error) {
            // The page keeps the client-rendered path; its payload is still recorded.
            options.log?.(`${path}: not prerendered (${error instanceof Error ? error.message : String(error)})`);
          }
        }
        await warmRoute(routes, options.origin, path);
      });
      if (!entries || !Object.keys(entries).length) continue;
      options.write({ locale, path, entries, html: html ?? undefined });
      pages += 1;
    }
    options.log?.(`${locale}: ${paths.length} pages`);
  }
  return pages;
}
