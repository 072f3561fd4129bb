/**
 * Which address shows a prerendered page, and where that page's document is. Shared by the server
 * (which answers a navigation with it), the service worker (which keeps it for the installed app)
 * and the app (which hydrates it).
 */

/**
 * Parameters that only say where a visitor came from: a campaign's `utm_*`, an ad click's id, the
 * installed app's `source=pwa` (its start URL). The page shows the same with them as without.
 */
const ORIGIN_ONLY = /^(?:utm_[a-z_]+|source|gclid|fbclid|msclkid)$/i;

/** Whether an address's query leaves the page as the build prerendered it (none, or only campaign and app-start parameters). */
export function showsPrerenderedPage(search: string): boolean {
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!ORIGIN_ONLY.test(key)) return false;
  return true;
}

/** Written next to a page's payload by the build: `{path}/_page.html`. */
export const PAGE_FILE = '_page.html';

/**
 * The prerendered document of a page path ('/Einstreu/' and '/Einstreu' → '/Einstreu/_page.html',
 * '/' → '/_page.html'), or null for a path no build writes (a segment starting with '.' or '_').
 */
export function pageFileUrl(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.startsWith('_') || /%2f|%5c|%00/i.test(segment))) return null;
  return `/${segments.map((s) => `${s}/`).join('')}${PAGE_FILE}`;
}
