import { isNetworkError, sendBeddingLead, toFailure, type BeddingLead } from '../../api';
import { i18n } from '../../i18n';
import type { OutboxEntry } from '../../offline/db';
import { enqueue, RefusedError, replayOutbox } from '../../offline/outbox';
import { notify } from '../notifications';

/**
 * The PDF's e-mail address goes to the shop as a lead. It is always written to the outbox first
 * (its idempotency key makes a replay count once on the server) and sent right away when online;
 * offline it waits for the connection (the `online` event, Background Sync or the next visit).
 */
export async function submitLead(lead: BeddingLead): Promise<'sent' | 'queued'> {
  await enqueue('calculator.lead', lead);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    requestBackgroundSync();
    return 'queued';
  }
  const { sent } = await syncLeads(false);
  if (sent > 0) return 'sent';
  requestBackgroundSync();
  return 'queued';
}

const send = async (entry: OutboxEntry) => {
  try {
    await sendBeddingLead(entry.payload as BeddingLead, entry.idempotencyKey);
  } catch (error) {
    if (isNetworkError(error)) throw error;
    throw new RefusedError(toFailure(error)?.detail ?? i18n.t('errors:default'));
  }
};

/** Sends queued leads in order; says so when some were waiting (`announce`). */
export async function syncLeads(announce = true): Promise<{ sent: number; failed: number }> {
  const result = await replayOutbox({ 'calculator.lead': send }).catch(() => ({ sent: 0, failed: 0 }));
  if (announce && result.sent > 0) notify('success', i18n.t('calculator:pdf.sent'));
  return result;
}

function requestBackgroundSync(): void {
  void navigator.serviceWorker?.ready.then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('stallwerk-outbox')).catch(() => undefined);
}

let listening = false;
/** From the first use of the calculator in this tab on, leads go out when the connection returns. */
export function listenForConnection(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void syncLeads());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'outbox-sync') void syncLeads();
  });
}
