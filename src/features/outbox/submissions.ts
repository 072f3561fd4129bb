/**
 * Contact messages, newsletter sign-ups, reviews and a customer's wishlist changes that could not
 * be sent (offline) wait in the Dexie outbox with an idempotency key. They are replayed on
 * `online`, on app start and on demand; a refusal stays listed with the server's message and the
 * typed content (the forms offer it back), it is never dropped silently.
 */
import { atom } from 'jotai';
import {
  addToServerWishlist,
  isNetworkError,
  removeFromServerWishlist,
  sendContactForm,
  submitReview,
  subscribeNewsletter,
  toFailure,
  type ContactInput,
  type NewsletterInput,
  type ReviewInput,
} from '../../api';
import { appStore } from '../../app/store';
import { i18n } from '../../i18n';
import type { OutboxEntry, OutboxKind } from '../../offline/db';
import { offlineDbMayHoldData } from '../../offline/presence';
import { violationMessage } from '../customer';
import { notify } from '../notifications';
import { rateLimitMessage } from '../errors';

const outbox = () => import('../../offline/outbox');

export interface SubmissionPayloads {
  'contact.send': ContactInput;
  'newsletter.subscribe': NewsletterInput;
  'review.save': ReviewInput & { productId: string; productName: string };
  'wishlist.add': { productId: string; name: string };
  'wishlist.remove': { productId: string; name: string };
}
export type SubmissionKind = keyof SubmissionPayloads;
export type Submission<K extends SubmissionKind = SubmissionKind> = OutboxEntry<SubmissionPayloads[K]> & { kind: K; seq: number };

export const SUBMISSION_KINDS: SubmissionKind[] = ['contact.send', 'newsletter.subscribe', 'review.save', 'wishlist.add', 'wishlist.remove'];
const isSubmission = (e: OutboxEntry): e is Submission => (SUBMISSION_KINDS as OutboxKind[]).includes(e.kind);

/** Queued and refused submissions, oldest first. */
export const submissionsAtom = atom<Submission[]>([]);

/** Listeners told after a replay sent wishlist changes (the wishlist reloads from the server). */
const afterSync = new Set<(sentKinds: Set<SubmissionKind>) => void>();
export function onSubmissionsSent(listener: (sentKinds: Set<SubmissionKind>) => void): () => void {
  afterSync.add(listener);
  return () => void afterSync.delete(listener);
}

export async function loadSubmissions(): Promise<Submission[]> {
  try {
    if (!(await offlineDbMayHoldData())) return appStore.get(submissionsAtom);
    const list = (await (await outbox()).listOutbox()).filter(isSubmission);
    appStore.set(submissionsAtom, list);
    return list;
  } catch {
    return appStore.get(submissionsAtom);
  }
}

/** The user-facing text of a refusal: rate limit with its seconds, the violations, or the default. */
export function refusalText(error: unknown): string {
  const failure = toFailure(error);
  if (!failure) return i18n.t('errors:default');
  const limited = rateLimitMessage(failure);
  if (limited) return String(i18n.t(limited.key as never, limited.values as never));
  const violations = failure.errors.filter((e) => e.code?.startsWith('VIOLATION::') || e.pointer);
  if (violations.length > 0) {
    const texts = violations.map((v) => {
      const m = violationMessage(v);
      return String(i18n.t(m.key as never, m.values as never));
    });
    return [...new Set(texts)].join(' ');
  }
  return failure.detail ?? i18n.t('errors:default');
}

/** Offline right now (the browser says so): the caller queues instead of sending. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Queues a submission; `idempotencyKey`: the key of an online attempt whose answer was lost. */
export async function queueSubmission<K extends SubmissionKind>(kind: K, payload: SubmissionPayloads[K], idempotencyKey?: string): Promise<void> {
  await (await outbox()).enqueue(kind, payload, idempotencyKey);
  await loadSubmissions();
  void navigator.serviceWorker?.ready.then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('stallwerk-outbox')).catch(() => undefined);
}

export async function cancelSubmission(seq: number): Promise<void> {
  await (await outbox()).removeFromOutbox(seq);
  await loadSubmissions();
}

/** Sends a submission now; the outbox calls the same functions with the entry's key. */
const SENDERS: { [K in SubmissionKind]: (payload: SubmissionPayloads[K], key?: string) => Promise<void> } = {
  'contact.send': (p, key) => sendContactForm(p, key),
  'newsletter.subscribe': async (p, key) => void (await subscribeNewsletter(p, key)),
  'review.save': ({ productId, productName: _name, ...review }, key) => submitReview(productId, review, key),
  'wishlist.add': async (p, key) => {
    try {
      await addToServerWishlist(p.productId, key);
    } catch (error) {
      // Already there (a repeated replay or another device): the wish is fulfilled.
      if (toFailure(error)?.code !== 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT') throw error;
    }
  },
  'wishlist.remove': async (p, key) => {
    try {
      await removeFromServerWishlist(p.productId, key);
    } catch (error) {
      if (toFailure(error)?.status !== 404) throw error;
    }
  },
};

export function sendSubmission<K extends SubmissionKind>(kind: K, payload: SubmissionPayloads[K], key?: string): Promise<void> {
  return (SENDERS[kind] as (p: SubmissionPayloads[K], k?: string) => Promise<void>)(payload, key);
}

/** Replays the queued submissions (in order); tells the user what was sent and what was refused. */
export async function syncSubmissions(): Promise<{ sent: number; failed: number }> {
  if (!(await offlineDbMayHoldData())) return { sent: 0, failed: 0 };
  const { replayOutbox, RefusedError } = await outbox();
  const sentKinds = new Set<SubmissionKind>();
  const refused: string[] = [];
  const handler = async (entry: OutboxEntry) => {
    const kind = entry.kind as SubmissionKind;
    try {
      await sendSubmission(kind, entry.payload as never, entry.idempotencyKey);
      sentKinds.add(kind);
    } catch (error) {
      if (isNetworkError(error)) throw error;
      const text = refusalText(error);
      refused.push(text);
      throw new RefusedError(text);
    }
  };
  const handlers = Object.fromEntries(SUBMISSION_KINDS.map((k) => [k, handler]));
  const result = await replayOutbox(handlers).catch(() => ({ sent: 0, failed: 0 }));
  await loadSubmissions();
  if (result.sent > 0) notify('success', i18n.t('forms:outbox.sent', { count: result.sent }));
  for (const text of refused) notify('danger', i18n.t('forms:outbox.refused', { reason: text }), { persistent: true });
  if (sentKinds.size > 0) for (const listener of afterSync) listener(sentKinds);
  return result;
}
