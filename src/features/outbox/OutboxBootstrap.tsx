import { useEffect } from 'react';
import { loadNamespaces } from '../../i18n';
import { OUTBOX_QUEUED_EVENT, retrySchedule } from '../../offline/retrySchedule';
import { loadSubmissions, syncSubmissions } from './submissions';
import { onIdle } from '../../ui/idle';

/**
 * Replays queued submissions after the first paint (app start), whenever the connection returns,
 * when the service worker's Background Sync asks for it, and on a backoff while some wait although
 * the browser is online (a lost answer).
 */
export function OutboxBootstrap() {
  useEffect(() => {
    const retry = retrySchedule(async () => {
      await loadNamespaces('forms', 'validations');
      const list = await loadSubmissions();
      if (navigator.onLine && list.some((e) => !e.error)) await syncSubmissions();
      return (await loadSubmissions()).some((e) => !e.error);
    });
    const sync = () => void retry.now();
    const queued = (event: Event) => {
      const kind = (event as CustomEvent<string>).detail;
      if (kind !== 'cart.add' && kind !== 'calculator.lead') retry.soon();
    };
    window.addEventListener(OUTBOX_QUEUED_EVENT, queued);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-sync') sync();
    };
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
