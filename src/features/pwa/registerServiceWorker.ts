import { appStore } from '../../app/store';
import { updateReadyAtom } from './atoms';

let registration: ServiceWorkerRegistration | undefined;

const DEV_SW = import.meta.env.DEV && import.meta.env.VITE_SW_DEV === 'true';

/**
 * Registers sw.js (production builds; in `npm run dev` only with VITE_SW_DEV=true). A waiting
 * worker means a new build: the app offers "new version — reload"; accepting activates it and
 * reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !(import.meta.env.PROD || DEV_SW)) return;
  // workbox-window is not needed to paint: it loads as its own chunk (the browser registers the
  // worker after the page's load event anyway).
  void import('workbox-window').then(({ Workbox }) => register(Workbox)).catch(() => undefined);
}

function register(Workbox: typeof import('workbox-window').Workbox): void {
  const wb = DEV_SW ? new Workbox('/dev-sw.js?dev-sw', { scope: '/', type: 'module' }) : new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    appStore.set(updateReadyAtom, {
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  void wb.register().then((r) => {
    registration = r;
  }).catch(() => undefined);
}

/** Asks the browser to look for a new service worker (after the build poll saw a new id). */
export async function checkServiceWorkerUpdate(): Promise<boolean> {
  if (!registration) return false;
  await registration.update().catch(() => undefined);
  return true;
}
