import { useEffect } from 'react';
import { loadNamespaces } from '../../i18n';
import { preloadOfflineCode } from '../../offline/preloadOfflineCode';
import { offlineDbMayHoldData } from '../../offline/presence';
import { OUTBOX_QUEUED_EVENT, retrySchedule } from '../../offline/retrySchedule';
import { loadPending, refreshCart, syncOutbox } from './actions';
import { onIdle } from '../../ui/idle';

/**
 * Loads the cart once per locale, replays additions queued offline on start and whenever the
 * connection returns (also when the service worker's Background Sync asks for it), and again on a
 * backoff while additions wait although the browser is online (a lost answer).
 */
export function CartBootstrap() {
  useEffect(() => {
    const retry = retrySchedule(async () => {
      await loadNamespaces('cart');
      await loadPending();
      if (navigator.onLine) await syncOutbox();
      await refreshCart();
      if (!(await offlineDbMayHoldData())) {
        // Nothing stored yet: the outbox's code is only loaded, not run, for a first action queued offline.
        preloadOfflineCode();
        return false;
      }
      const { hasWaiting } = await import('../../offline/outbox');
      return hasWaiting(['cart.add']);
    });
    const sync = () => void retry.now();
    const queued = (event: Event) => {
      const kind = (event as CustomEvent<string>).detail;
      if (kind === 'cart.add') retry.soon();
    };
    window.addEventListener(OUTBOX_QUEUED_EVENT, queued);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-sync') sync();
    };
    // After the first paint: the outbox (IndexedDB) is not needed to show the page.
    const cancelIdle = onIdle(sync, 2000);
    window.addEventListener('online', sync);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      cancelIdle();
      window.removeEventListener('online', sync);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.removeEventListener(OUTBOX_QUEUED_EVENT, queued);
      retry.stop();
    };
  }, []);
  return null;
}
