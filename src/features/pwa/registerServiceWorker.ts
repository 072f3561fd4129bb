import { appStore } from '../../app/store';
import { updateReadyAtom } from './atoms';

let registration: ServiceWorkerRegistration | undefined;

const DEV_SW = import.meta.env.DEV && import.meta.env.VITE_SW_DEV === 'true';

/**
 * Registers sw.js (production builds; in `npm run dev` only with VITE_SW_DEV=true). Every new
 * build whose worker has installed while an older one controls the page is offered: "new
 * version — reload"; accepting activates it and reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !(import.meta.env.PROD || DEV_SW)) return;
  // workbox-window is not needed to paint: it loads as its own chunk (the browser registers the
  // worker after the page's load event anyway).
  void import('workbox-window').then(({ Workbox }) => register(Workbox)).catch(() => undefined);
}

function register(Workbox: typeof import('workbox-window').Workbox): void {
  if (!navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener('controllerchange', keepFirstVisitReads, { once: true });
  const wb = DEV_SW ? new Workbox('/dev-sw.js?dev-sw', { scope: '/', type: 'module' }) : new Workbox('/sw.js', { scope: '/' });
  void wb
    .register()
    .then((r) => {
      if (r) watchForUpdates(r);
    })
    .catch(() => undefined);
}

/**
 * The worker took over a page that started without one (a first visit): it fetches again, into its
 * caches, what the page read before (workbox's CACHE_URLS) and a prerendered page's document, so
 * that page opens offline too, painted from HTML.
 */
function keepFirstVisitReads(): void {
  void Promise.all([import('./firstVisitReads'), import('../../api/client')])
    .then(([{ documentPastTheWorker, readsPastTheWorker }, { storeApiHeaders }]) => {
      const urlsToCache = [
        ...documentPastTheWorker(document.getElementById('root'), window.location),
        ...readsPastTheWorker(performance.getEntriesByType('resource') as PerformanceResourceTiming[], window.location.origin, storeApiHeaders()),
      ];
      if (urlsToCache.length) navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    })
    .catch(() => undefined);
}

/**
 * Watches the registration itself: workbox-window stops listening after the first update it did
 * not trigger, so a second new build in the same page session would never be offered.
 */
export function watchForUpdates(r: ServiceWorkerRegistration, container: ServiceWorkerContainer = navigator.serviceWorker): void {
  registration = r;
  if (r.waiting && container.controller) offer(r.waiting, container);
  r.addEventListener('updatefound', () => {
    const worker = r.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker, container);
    });
  });
}

let reloading = false;

function offer(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  appStore.set(updateReadyAtom, {
    build: worker.scriptURL,
    apply: () => {
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
  });
}

/** Asks the browser to look for a new service worker (after the build poll saw a new id). */
export async function checkServiceWorkerUpdate(): Promise<boolean> {
  if (!registration) return false;
  await registration.update().catch(() => undefined);
  return true;
}

/**
 * Tells the service worker which locale this device uses: it keeps every translation chunk of it
 * (this build and the next), so screens first opened offline are not raw keys.
 */
export function announceLocale(locale: string): void {
  if (!('serviceWorker' in navigator) || !(import.meta.env.PROD || DEV_SW)) return;
  void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: 'LOCALE_USED', locale })).catch(() => undefined);
}
