import { useEffect } from 'react';
import { loadNamespaces } from '../../i18n';
import { loadPending, refreshCart, syncOutbox } from './actions';

/**
 * Loads the cart once per locale, replays additions queued offline on start and whenever the
 * connection returns (also when the service worker's Background Sync asks for it).
 */
export function CartBootstrap() {
  useEffect(() => {
    const sync = () => {
      void loadNamespaces('cart')
        .then(loadPending)
        .then(() => (navigator.onLine ? syncOutbox() : undefined))
        .then(refreshCart);
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-sync') sync();
    };
    // After the first paint: the outbox (IndexedDB) is not needed to show the page.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(sync, { timeout: 2000 }) : window.setTimeout(sync, 200);
    window.addEventListener('online', sync);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener('online', sync);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
