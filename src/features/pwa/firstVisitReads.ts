import { BUILD_READ, CATALOG_READ, CONTENT_READ, MEDIA, SESSION_READ } from '../../../sw/postCache';
import { pageFileUrl, showsPrerenderedPage } from '../../lib/pageUrl';

/** An entry of workbox's CACHE_URLS message: a URL, or a URL with the request's options. */
export type CacheUrlsEntry = string | [string, RequestInit];

/** What the worker keeps for offline use (its routes' own patterns): Store API reads, the build's payloads and route rules, catalogue images. */
function kept(path: string): boolean {
  return [CATALOG_READ, CONTENT_READ, SESSION_READ, BUILD_READ, MEDIA].some((pattern) => pattern.test(path));
}

function parse(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/**
 * The reads a page made that its service worker never saw, as entries for workbox's CACHE_URLS
 * message. On a first visit the worker installs after the page's load, so the first page's data,
 * payloads and images all went past it, and that page would not open offline. Store API reads
 * carry the client's headers: the worker keys them by language and currency, as the page's later
 * reads will be.
 */
export function readsPastTheWorker(entries: readonly PerformanceResourceTiming[], origin: string, storeApiHeaders: Record<string, string>): CacheUrlsEntry[] {
  const seen = new Set<string>();
  const reads: CacheUrlsEntry[] = [];
  for (const entry of entries) {
    // Answered through the worker: it has had its chance to keep it.
    if (entry.workerStart > 0) continue;
    const url = parse(entry.name);
    if (!url || url.origin !== origin || !kept(url.pathname) || seen.has(url.href)) continue;
    seen.add(url.href);
    reads.push(url.pathname.startsWith('/store-api/') ? [url.href, { headers: storeApiHeaders }] : url.href);
  }
  return reads;
}

/**
 * The document of a first visit, when it was a prerendered page: the worker keeps it, so the next
 * visit (the installed app's next start) paints that page from HTML instead of the shell.
 */
export function documentPastTheWorker(root: HTMLElement | null, location: Pick<Location, 'origin' | 'pathname' | 'search'>): CacheUrlsEntry[] {
  if (root?.dataset.prerendered === undefined || !showsPrerenderedPage(location.search)) return [];
  const file = pageFileUrl(location.pathname);
  return file ? [`${location.origin}${file}`] : [];
}
