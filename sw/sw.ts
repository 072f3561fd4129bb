/// <reference lib="webworker" />
/**
 * Stallwerk service worker (vite-plugin-pwa injectManifest). Precaches the app shell of this
 * build and the translations of the locales this device uses; runtime caches are named with the
 * build id, and on activation the older build's data is carried over before its caches go (an
 * update keeps the offline shop complete). Catalogue reads are network-first with a short timeout (bad signal in the barn)
 * and fall back to what was seen before; images are cache-first and bounded.
 */
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { carryOver, LOCALE_CHUNK, outdatedCaches, PREFS_CACHE, runtimeCaches } from './cacheNames';
import { BUILD_READ, getCacheKey, MEDIA, readKind, SESSION_READ } from './postCache';
import { keptRead, type KeepReadMessage } from './keptRead';
import { networkFirstPost } from './networkFirstPost';
import { isPrerendered, pageFileFor, rootLocaleOf, type PrerenderedList } from './pages';
import { PAGE_FILE } from '../src/lib/pageUrl';
import { imageFallback } from './imageFallback';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const CACHES = runtimeCaches(__BUILD_ID__);
const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Files that never change under their name (hashed chunks, a build's payloads and pages): the
 * server's `Vary: Origin` must not split them. A module script's request carries `Origin`, the
 * worker's own `cache.add` (install, LOCALE_USED) does not, so offline the app's import of a
 * translation the worker had fetched itself missed the cache and failed.
 */
const IMMUTABLE = { ignoreVary: true };

// Translation chunks of all four locales are listed, but only the locales this device uses are
// fetched (install, and when the page reports a locale): every namespace of them works offline.
const MANIFEST = self.__WB_MANIFEST as Array<{ url: string; revision: string | null }>;
const LOCALE_FILES = MANIFEST.filter((e) => LOCALE_CHUNK.test(e.url)).map((e) => new URL(e.url, self.location.href).href);
precacheAndRoute(MANIFEST.filter((e) => !LOCALE_CHUNK.test(e.url)));
cleanupOutdatedCaches();

const PREFS_LOCALES = new URL('/__stallwerk/locales', self.location.href).href;

async function usedLocales(): Promise<string[]> {
  const stored = await (await caches.open(PREFS_CACHE)).match(PREFS_LOCALES);
  return stored ? ((await stored.json()) as string[]) : [];
}

async function cacheLocaleChunks(locales: readonly string[]): Promise<void> {
  if (!locales.length) return;
  const cache = await caches.open(CACHES.locales);
  const wanted = LOCALE_FILES.filter((url) => locales.includes(LOCALE_CHUNK.exec(url)?.[1] ?? ''));
  await Promise.all(wanted.map(async (url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined)));
}

async function rememberLocale(locale: string): Promise<void> {
  const locales = await usedLocales();
  if (!locales.includes(locale)) {
    await (await caches.open(PREFS_CACHE)).put(PREFS_LOCALES, new Response(JSON.stringify([...locales, locale]), { headers: { 'content-type': 'application/json' } }));
  }
  await cacheLocaleChunks([locale]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(usedLocales().then(cacheLocaleChunks));
});

// The build's payloads and route rules never change within a build: cache first, per build.
const buildReads = new CacheFirst({ cacheName: CACHES.payloads, matchOptions: IMMUTABLE, plugins: [new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true })] });

// A prerendered page's document, kept for this build only; never a shell or an error page.
const pageFiles = new CacheFirst({
  cacheName: CACHES.pages,
  matchOptions: IMMUTABLE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html') ? response : null) },
    // A page is ~150 KB once decoded: the pages a device opens as documents (the app's start, links from elsewhere), not the catalogue.
    new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.endsWith(`/${PAGE_FILE}`), pageFiles);

let manifest: Promise<PrerenderedList | null> | null = null;

/** This build's list of prerendered pages (its route-rule manifest, kept with the payloads). */
function prerenderedList(event: ExtendableEvent): Promise<PrerenderedList | null> {
  manifest ??= buildReads
    .handle({ request: new Request(`/builds/meta/${encodeURIComponent(__BUILD_ID__)}.json`), event })
    .then(async (response) => (response.ok ? ((await response.json()) as PrerenderedList) : null))
    .catch(() => null)
    .then((list) => {
      if (!list || !Array.isArray(list.prerendered)) {
        manifest = null;
        return null;
      }
      return list;
    });
  return manifest;
}

const shell = createHandlerBoundToURL('/index.html');

/**
 * A navigation: the page's prerendered document when this worker has kept it (it paints without
 * the app and is hydrated), else the shell — and, when the build prerendered the page, its
 * document is fetched for the next time.
 */
async function navigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { url, event } = options;
  const file = pageFileFor(url, url.pathname === '/' ? await rootLocaleOf(self) : null);
  if (file) {
    const kept = await caches
      .open(CACHES.pages)
      .then((cache) => cache.match(file, IMMUTABLE))
      .catch(() => undefined);
    if (kept) return kept;
    event.waitUntil(
      prerenderedList(event)
        .then((list) => (list && isPrerendered(list, url.pathname) ? pageFiles.handle({ request: new Request(file), event }) : undefined))
        .catch(() => undefined),
    );
  }
  return shell(options);
}

// Every page of the SPA is a prerendered document or the shell; the backend's own paths are not.
registerRoute(new NavigationRoute(navigation, { denylist: [/^\/store-api/, /^\/media\//, /^\/mailbox/, /^\/admin-api/, /^\/builds\//] }));

const keyByHeaders = { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => getCacheKey(request) };

const catalogReads = new NetworkFirst({
  cacheName: CACHES.catalog,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keyByHeaders, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 14 * 86400, purgeOnQuotaError: true })],
});
const contentReads = new NetworkFirst({
  cacheName: CACHES.content,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keyByHeaders, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 86400, purgeOnQuotaError: true })],
});

/** A catalogue or content read: the page's own requests, and those a page hands over as it goes (`KEEP_READ`). */
function storeApiRead(request: Request, event: ExtendableEvent): Promise<Response> {
  const kind = readKind(request.method, new URL(request.url).pathname) ?? 'catalog';
  if (request.method === 'POST') return networkFirstPost(request, CACHES[kind], NETWORK_TIMEOUT_SECONDS);
  return (kind === 'content' ? contentReads : catalogReads).handle({ request, event });
}

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ request, url }) => request.method === method && readKind(method, url.pathname) !== null,
    ({ request, event }) => storeApiRead(request, event),
    method,
  );
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && SESSION_READ.test(url.pathname),
  new NetworkFirst({ cacheName: CACHES.session, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [keyByHeaders] }),
);

registerRoute(({ url }) => url.origin === self.location.origin && BUILD_READ.test(url.pathname), buildReads);

registerRoute(
  ({ request, url }) => request.destination === 'image' || MEDIA.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true }), imageFallback(CACHES.images)],
  }),
);

registerRoute(
  ({ url }) => /\/assets\/locale-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.locales, matchOptions: IMMUTABLE, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);

// Hashed chunks left out of the precache (payment SDK, the calculator's PDF worker): kept once loaded.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && ['script', 'style', 'worker'].includes(request.destination),
  new CacheFirst({ cacheName: CACHES.assets, matchOptions: IMMUTABLE, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; locale?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'LOCALE_USED' && data.locale) event.waitUntil(rememberLocale(data.locale));
  // Which build a worker carries (a waiting one included): the same script URL serves every build.
  if (data?.type === 'GET_BUILD') event.ports[0]?.postMessage({ build: __BUILD_ID__ });
  // A page being unloaded hands over its last catalogue reads (src/api/workerReads.ts): read and kept here.
  if (data?.type === 'KEEP_READ') {
    const request = keptRead(data as Partial<KeepReadMessage>, self.location.origin);
    if (request) event.waitUntil(storeApiRead(request, event).catch(() => undefined));
  }
});

/** Moves what the old build had seen into this build's caches, then deletes the old caches. */
async function carryOverAndClean(): Promise<void> {
  const names = await caches.keys();
  for (const { from, to } of carryOver(names, __BUILD_ID__)) {
    const [source, target] = await Promise.all([caches.open(from), caches.open(to)]);
    for (const request of await source.keys()) {
      if (await target.match(request)) continue;
      const response = await source.match(request);
      if (response) await target.put(request, response);
    }
  }
  await Promise.all(outdatedCaches(names, __BUILD_ID__).map((n) => caches.delete(n)));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(carryOverAndClean());
});
clientsClaim();

// Background Sync: ask open pages to replay the outbox (they own the session token).
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== 'stallwerk-outbox') return;
  sync.waitUntil(self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((c) => c.postMessage({ type: 'outbox-sync' }))));
});
