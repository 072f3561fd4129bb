/**
 * Store API catalogue reads sent as POST (search, cross-selling, CMS …) cannot be keys of the
 * Cache API, so they are stored under a synthetic GET key: URL + hash of body and language.
 */
export async function postCacheKey(request: Request): Promise<string> {
  const body = await request.clone().text();
  const vary = `${request.headers.get('sw-language-id') ?? ''}|${currencyOf(request) ?? ''}|${body}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(vary));
  const hash = [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
  const url = new URL(request.url);
  url.searchParams.set('__post', hash);
  return url.href;
}

/**
 * Key of a GET read: the URL plus the language and currency headers it was sent with. The session
 * (context, cart) is one per device, whatever it was asked with: the app asks for it at start
 * before it knows language or currency, later with both, and a first visit's reads are fetched
 * again by the worker with both — offline the last session seen is the answer, not none.
 */
export function getCacheKey(request: Request): string {
  const url = new URL(request.url);
  if (SESSION_READ.test(url.pathname)) return url.href;
  const lang = request.headers.get('sw-language-id');
  const currency = currencyOf(request);
  if (lang) url.searchParams.set('__lang', lang);
  if (currency) url.searchParams.set('__cur', currency);
  return url.href;
}

/**
 * Reads whose answer carries no price. The app starts the menu before the session (and with it the
 * currency header) has arrived, so whether the header is sent depends on which answer came first:
 * for these reads it is left out of the key, one key per logical request (issue 15: the empty menu).
 */
export const CURRENCY_NEUTRAL = /\/store-api\/(navigation|breadcrumb|seo-url|language|currency|country|salutation)(\/|$|\?)/;

function currencyOf(request: Request): string | null {
  return CURRENCY_NEUTRAL.test(new URL(request.url).pathname) ? null : request.headers.get('sw-currency-id') || null;
}

/** Paths (below /store-api) whose answers are catalogue data, cacheable for offline reading. */
export const CATALOG_READ = /\/store-api\/(product-listing|product|seo-url|language|currency|country|salutation|search|search-suggest|shipping-method|payment-method)(\/|$|\?)/;

/** Content reads: navigation, categories with their CMS layouts (guides, blog), landing pages. */
export const CONTENT_READ = /\/store-api\/(navigation|category|cms|landing-page|breadcrumb)(\/|$|\?)/;

/** Session reads: the context and the cart, shown offline as last known. */
export const SESSION_READ = /\/store-api\/(context|checkout\/cart)$/;

/** The build's own reads (page payloads and route rules): fixed within a build, kept per build. */
export const BUILD_READ = /\/_payload\.json$|^\/builds\/meta\//;

/** The catalogue's images, kept cache-first. */
export const MEDIA = /^\/media\//;

/** Which cache keeps a Store API read for offline reading (catalogue or content), if any: GET and POST reads of those paths. */
export function readKind(method: string, pathname: string): 'catalog' | 'content' | null {
  if (method !== 'GET' && method !== 'POST') return null;
  return CONTENT_READ.test(pathname) ? 'content' : CATALOG_READ.test(pathname) ? 'catalog' : null;
}
