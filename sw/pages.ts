/**
 * The installed app's pages. Every navigation used to get the shell, so the app rendered each
 * page itself, styles inserted one by one, before anything but the header showed. A page the
 * build prerendered is kept by this worker once seen (its `_page.html`, for this build only) and
 * answers the next navigation to it: the page paints from HTML and the app hydrates it, as on a
 * first visit from the network — and offline.
 */
import { DEFAULT_LOCALE, detectLocale, LOCALE_COOKIE, type Locale } from '../src/i18n/locales';
import { manifestPath } from '../src/features/payloads/routeRules';
import { pageFileUrl, showsPrerenderedPage } from '../src/lib/pageUrl';

/** The paths a build prerendered, as its route-rule manifest lists them. */
export interface PrerenderedList {
  prerendered: string[];
}

/** One spelling of a page path: decoded as the manifest lists it, without trailing slash ('' for the root). */
const pageKey = (pathname: string) => manifestPath(pathname).replace(/\/+$/, '');

/** Whether the manifest lists a page path (with or without its trailing slash, encoded or not). */
export function isPrerendered(manifest: PrerenderedList, pathname: string): boolean {
  const wanted = pageKey(pathname);
  return manifest.prerendered.some((path) => pageKey(path) === wanted);
}

/**
 * The prerendered document a navigation may be answered with, or null (a query that changes the
 * page, a path no build writes). The root is the German home only for a visitor who stays on it
 * (spec §2: the locale cookie, else the browser's languages); `rootLocale` is null when the worker
 * cannot read the cookie, and the shell then decides as before.
 */
export function pageFileFor(url: URL, rootLocale: Locale | null): string | null {
  if (!showsPrerenderedPage(url.search)) return null;
  if (url.pathname === '/' && rootLocale !== DEFAULT_LOCALE) return null;
  return pageFileUrl(url.pathname);
}

/** The locale the root shows this visitor: the cookie the storefront writes, else the browser's languages; null without a cookie store. */
export async function rootLocaleOf(scope: { cookieStore?: { get(name: string): Promise<{ value?: string } | null> }; navigator: { languages: readonly string[] } }): Promise<Locale | null> {
  if (!scope.cookieStore) return null;
  try {
    const cookie = await scope.cookieStore.get(LOCALE_COOKIE);
    return detectLocale(cookie?.value, scope.navigator.languages);
  } catch {
    return null;
  }
}
