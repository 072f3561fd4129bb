import { useEffect } from 'react';
import { loadNamespaces } from '../../i18n';
import { loadSubmissions, syncSubmissions } from './submissions';

/**
 * Replays queued submissions after the first paint (app start), whenever the connection returns
 * and when the service worker's Background Sync asks for it.
 */
export function OutboxBootstrap() {
  useEffect(() => {
    const sync = () => {
      void loadNamespaces('forms', 'validations')
        .then(loadSubmissions)
        .then((list) => (navigator.onLine && list.some((e) => !e.error) ? syncSubmissions() : undefined));
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-sync') sync();
    };
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
