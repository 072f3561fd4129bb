import { dropEarlierStandIns, flushRefreshes, nextPageView, onPayloadStale, payloadsApply, pricesWithheld, releaseRefreshes, setPayloadEligibility } from '../../api/payloads';
import { appStore } from '../../app/store';
import { splitLocalePath, localizePath } from '../../i18n/locales';
import { hasOwnPrices, sessionAtom } from '../session';
import { loadRouteRules, preloadPayloads } from './payloadLoader';

/** Spec §9: the route-rule manifest is fetched 1000 ms after the browser is idle. */
export const MANIFEST_DELAY_MS = 1000;

interface RevalidatingRouter {
  revalidate: () => unknown;
  subscribe: (listener: (state: { navigation: { state: string } }) => void) => () => void;
}

/** The first page's background refreshes go out at the latest this long after the router starts (an app that never reports ready). */
export const REFRESH_AT_LATEST_MS = 10_000;

let started = false;

function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(run, { timeout: 5000 });
  else setTimeout(run, 0);
}

function sameOriginPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return null;
  return link.pathname;
}

/** Links on screen: their payloads load while the user reads (at most 4 at a time). */
function watchVisibleLinks(): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const paths = entries
      .filter((e) => e.isIntersecting)
      .map((e) => sameOriginPath(e.target))
      .filter((p): p is string => Boolean(p));
    entries.forEach((e) => e.isIntersecting && observer.unobserve(e.target));
    preloadPayloads(paths);
  });
  return () => {
    observer.disconnect();
    document.querySelectorAll('main a[href], nav a[href]').forEach((a) => observer.observe(a));
  };
}

/**
 * Offline, a signed-in customer's pages are read from the payloads with prices withheld (the
 * payloads' stand-ins, src/api/payloads.ts). Those belong to the page they were read for, and back
 * online the page on screen reads the customer's own data.
 */
function followStandIns(router: RevalidatingRouter): void {
  let loading = false;
  router.subscribe((state) => {
    const now = state.navigation.state !== 'idle';
    if (now && !loading) nextPageView();
    if (!now && loading) dropEarlierStandIns();
    loading = now;
  });
  window.addEventListener('online', () => {
    if (pricesWithheld()) void router.revalidate();
  });
}

/**
 * Payloads in the app: guests read pages from the build's payloads (signed-in customers and net
 * prices always ask the Store API), a changed price or stock found online reloads the page's data,
 * and the manifest and likely next pages load when the browser is idle.
 */
export function startPayloads(router: RevalidatingRouter): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // The build's payloads carry a guest's prices: the same test as the prerendered page's prices.
  setPayloadEligibility(() => {
    const session = appStore.get(sessionAtom);
    return !session || !hasOwnPrices(session);
  });
  setTimeout(() => releaseRefreshes(), REFRESH_AT_LATEST_MS);
  followStandIns(router);
  // Leaving before they went out (closed, reloaded, or a phone switching apps, which may be the
  // last chance): they go now, outliving the page.
  window.addEventListener('pagehide', () => flushRefreshes('unloading'), { once: true });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushRefreshes('hidden'));
  let pending = false;
  onPayloadStale(() => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      void router.revalidate();
    });
  });

  const rescan = watchVisibleLinks();
  const intent = (event: Event) => {
    const path = sameOriginPath(event.target);
    if (path) preloadPayloads([path]);
  };
  whenIdle(() =>
    setTimeout(() => {
      void loadRouteRules().then((rules) => {
        if (!rules) return;
        const { locale } = splitLocalePath(window.location.pathname);
        preloadPayloads([localizePath(locale, '/_navigation')]);
        for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, intent, { passive: true, capture: true });
        rescan();
        router.subscribe((state) => {
          if (state.navigation.state === 'idle') rescan();
        });
      });
    }, MANIFEST_DELAY_MS),
  );
}

/**
 * The first page is on screen (hydrated or rendered): the Store API is asked for its catalogue
 * reads (prices, stock) once the browser is idle, each request in a task of its own.
 */
export function refreshWhenIdle(): void {
  whenIdle(() => releaseRefreshes());
}

/** Whether this visitor's catalogue pages are read from the build's payloads (so they match the prerendered HTML). */
export function readsFromPayloads(): boolean {
  return started && payloadsApply(appStore.get(sessionAtom)?.currency.id);
}
