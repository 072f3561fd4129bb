/// <reference lib="webworker" />
/**
 * Stallwerk service worker (vite-plugin-pwa injectManifest). Precaches the app shell of this
 * build; runtime caches are named with the build id and other builds' caches are removed on
 * activation. Catalogue reads are network-first with a short timeout (bad signal in the barn)
 * and fall back to what was seen before; images are cache-first and bounded.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { outdatedCaches, runtimeCaches } from './cacheNames';
import { CATALOG_READ, CONTENT_READ, getCacheKey, SESSION_READ } from './postCache';
import { networkFirstPost } from './networkFirstPost';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const CACHES = runtimeCaches(__BUILD_ID__);
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the SPA is the shell; the backend's own paths are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/store-api/, /^\/media\//, /^\/mailbox/, /^\/admin-api/, /^\/builds\//] }));

const keyByHeaders = { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => getCacheKey(request) };

registerRoute(
  ({ url, request }) => request.method === 'GET' && CATALOG_READ.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.catalog,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keyByHeaders, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 14 * 86400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && CONTENT_READ.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.content,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keyByHeaders, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 86400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && SESSION_READ.test(url.pathname),
  new NetworkFirst({ cacheName: CACHES.session, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [keyByHeaders] }),
);

registerRoute(
  ({ url, request }) => request.method === 'POST' && (CATALOG_READ.test(url.pathname) || CONTENT_READ.test(url.pathname)),
  ({ request, url }) => networkFirstPost(request, CONTENT_READ.test(url.pathname) ? CACHES.content : CACHES.catalog, NETWORK_TIMEOUT_SECONDS),
  'POST',
);

registerRoute(
  ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: CACHES.images, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url }) => /\/assets\/locale-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.locales, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);

// Hashed chunks left out of the precache (payment SDK): kept once loaded.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(outdatedCaches(names, __BUILD_ID__).map((n) => caches.delete(n)))));
});
clientsClaim();

// Background Sync: ask open pages to replay the outbox (they own the session token).
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== 'stallwerk-outbox') return;
  sync.waitUntil(self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((c) => c.postMessage({ type: 'outbox-sync' }))));
});
