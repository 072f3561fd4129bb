import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { verifyNotificationHmac } from '../../adyen';
import { errors } from '../errors';
import { updateTransaction, PAID_TRANSACTION_STATES, type TransactionState } from '../order/public';
import { adyenSettings } from './settings';
import { isPlainObject } from './stateData';
import {
  deleteNotification,
  findAdyenPayment,
  loadTransaction,
  orderNumberOf,
  parkedAuthorisations,
  parseJson,
  readAdyenOrder,
  recordNotification,
  setAdyenPaymentResult,
  setNotificationOutcome,
  setRefusal,
  transactionsOfOrderNumber,
} from './store';

/** Path Adyen posts its standard webhooks to (configure it in the Customer Area). */
export const NOTIFICATION_PATH = '/store-api/adyen/notification';

/** One NotificationRequestItem as Adyen sends it (only the fields this shop reads). */
export interface NotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  eventCode: string;
  success: string;
  amount?: { value?: number; currency?: string };
  reason?: string;
  additionalData?: Record<string, unknown> | null;
}

const isPaid = (state: string): boolean => PAID_TRANSACTION_STATES.includes(state as TransactionState);

/** The items of a webhook body, or a 400 for anything that is not Adyen's shape. */
export function readNotificationItems(body: unknown): NotificationItem[] {
  if (!isPlainObject(body) || !Array.isArray(body.notificationItems) || body.notificationItems.length === 0) {
    throw errors.invalidNotification('The body must be an Adyen notification with notificationItems.');
  }
  return body.notificationItems.map((entry, i) => {
    const item = isPlainObject(entry) ? entry.NotificationRequestItem : undefined;
    if (!isPlainObject(item) || typeof item.pspReference !== 'string' || item.pspReference === '' || typeof item.eventCode !== 'string' || item.eventCode === '') {
      throw errors.invalidNotificationItem(i);
    }
    return item as unknown as NotificationItem;
  });
}

const successOf = (item: NotificationItem): boolean => String(item.success).toLowerCase() === 'true';

export const UNKNOWN_PAYMENT = 'ignored: unknown pspReference';
export const MISMATCH = 'ignored: merchant reference, amount or currency do not match the payment';

/**
 * A notification only counts for the payment it names when everything else it says matches that
 * payment too: the merchant reference (order number), the currency and the amount (exactly, or at
 * most the payment's amount for refunds and cancellations). A validly signed item that pays 1 cent
 * for a 300 EUR order, or names another order, changes nothing.
 */
function matchesPayment(db: Db, item: NotificationItem, payment: { order_id: string; amount_minor: number; currency_iso: string }, amount: 'exact' | 'at-most'): boolean {
  if (!item.merchantReference || item.merchantReference !== orderNumberOf(db, payment.order_id)) return false;
  const value = item.amount?.value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || item.amount?.currency !== payment.currency_iso) return false;
  return amount === 'exact' ? value === payment.amount_minor : value > 0 && value <= payment.amount_minor;
}

/** Applies one (new) notification item; returns what it did, for the log. */
export function applyItem(db: Db, item: NotificationItem, merchantAccount: string): string {
  if (item.merchantAccountCode && merchantAccount && item.merchantAccountCode !== merchantAccount) return 'ignored: other merchant account';
  const success = successOf(item);
  switch (item.eventCode) {
    case 'AUTHORISATION': {
      const payment = findAdyenPayment(db, item.pspReference);
      if (!payment) return UNKNOWN_PAYMENT;
      if (!matchesPayment(db, item, payment, 'exact')) return MISMATCH;
      const tx = loadTransaction(db, payment.transaction_id);
      setAdyenPaymentResult(db, item.pspReference, success ? 'Authorised' : 'Refused', success ? null : (item.reason ?? null));
      if (!tx) return 'recorded: transaction gone';
      if (payment.adyen_order_psp) {
        // Part of an Adyen order: ORDER_CLOSED settles the whole order.
        if (success) return 'recorded: partial payment';
        if (isPaid(tx.state) || tx.psp_reference !== item.pspReference) return 'recorded: partial payment refused';
        updateTransaction(db, tx.id, { state: 'failed', resultCode: 'Refused', action: null });
        setRefusal(db, tx.id, item.reason ?? null, null);
        return 'failed';
      }
      if (success) {
        if (isPaid(tx.state)) return 'unchanged: already paid';
        const current = tx.psp_reference === item.pspReference;
        updateTransaction(db, tx.id, { state: 'paid', ...(current ? { resultCode: 'Authorised', action: null } : {}) });
        if (current) setRefusal(db, tx.id, null, null);
        return 'paid';
      }
      if (isPaid(tx.state)) return 'ignored: transaction already paid';
      if (tx.psp_reference !== item.pspReference) return 'ignored: not the current payment attempt';
      if (tx.state === 'failed' && tx.result_code && tx.result_code !== 'Authorised') return 'unchanged: already failed';
      updateTransaction(db, tx.id, { state: 'failed', resultCode: 'Refused', action: null });
      setRefusal(db, tx.id, item.reason ?? null, null);
      return 'failed';
    }
    case 'ORDER_CLOSED': {
      const tx = (item.merchantReference ? transactionsOfOrderNumber(db, item.merchantReference) : []).find((t) => readAdyenOrder(parseJson(t.adyen_order_json))?.pspReference === item.pspReference);
      if (!tx) return 'ignored: unknown Adyen order';
      const order = readAdyenOrder(parseJson(tx.adyen_order_json))!;
      if (!matchesPayment(db, item, { order_id: tx.order_id, amount_minor: order.amount.value, currency_iso: order.amount.currency }, 'exact')) return MISMATCH;
      if (success) {
        const completed = { ...order, status: 'completed' as const, remainingAmount: { ...order.remainingAmount, value: 0 } };
        if (isPaid(tx.state)) {
          updateTransaction(db, tx.id, { adyenOrder: completed });
          return 'unchanged: already paid';
        }
        updateTransaction(db, tx.id, { state: 'paid', resultCode: 'Authorised', action: null, adyenOrder: completed });
        setRefusal(db, tx.id, null, null);
        return 'paid';
      }
      if (isPaid(tx.state)) return 'ignored: transaction already paid';
      // Cancelled or expired: Adyen refunds the parts; what was in progress has failed.
      updateTransaction(db, tx.id, { adyenOrder: { ...order, status: 'cancelled' }, ...(tx.state === 'in_progress' ? { state: 'failed', action: null } : {}) });
      return tx.state === 'in_progress' ? 'failed: Adyen order closed unpaid' : 'recorded: Adyen order closed';
    }
    case 'CANCELLATION':
    case 'REFUND': {
      if (!success) return 'recorded: not successful';
      const payment = item.originalReference ? findAdyenPayment(db, item.originalReference) : undefined;
      const tx = payment ? loadTransaction(db, payment.transaction_id) : undefined;
      if (!payment || !tx) return 'ignored: unknown originalReference';
      if (!matchesPayment(db, item, payment, 'at-most')) return MISMATCH;
      if (item.eventCode === 'CANCELLATION') {
        if (!isPaid(tx.state) && tx.state !== 'cancelled') return 'ignored: not paid';
        updateTransaction(db, tx.id, { state: 'cancelled' });
        return 'cancelled';
      }
      const full = typeof item.amount?.value === 'number' && item.amount.value >= tx.amount_minor;
      updateTransaction(db, tx.id, { state: full ? 'refunded' : 'refunded_partially' });
      return full ? 'refunded' : 'refunded_partially';
    }
    default:
      return 'recorded';
  }
}

/**
 * A webhook can overtake the answer it reports on (the provider sends it while the shop is still
 * reading the /payments answer). Once the payment is recorded, such parked items are applied.
 */
export function applyParkedNotifications(db: Db, pspReference: string, merchantAccount: string): void {
  for (const row of parkedAuthorisations(db, pspReference, UNKNOWN_PAYMENT)) {
    const outcome = applyItem(db, JSON.parse(row.payload) as NotificationItem, merchantAccount);
    setNotificationOutcome(db, { pspReference, eventCode: row.event_code, success: row.success }, `${outcome} (after the answer)`);
  }
}

/**
 * Processes a verified webhook: each item once (pspReference + eventCode + success); a repeated
 * item changes nothing. Returns the outcome per item.
 */
export function processNotificationItems(db: Db, items: NotificationItem[], merchantAccount: string): string[] {
  return items.map((item) =>
    db.transaction(() => {
      const key = { pspReference: item.pspReference, eventCode: item.eventCode, success: successOf(item) ? 1 : 0 };
      const added = recordNotification(db, {
        ...key,
        merchantReference: item.merchantReference ?? null,
        originalReference: item.originalReference ?? null,
        amountMinor: typeof item.amount?.value === 'number' ? item.amount.value : null,
        currencyIso: item.amount?.currency ?? null,
        payload: JSON.stringify(item),
      });
      if (!added) return 'duplicate';
      const outcome = applyItem(db, item, merchantAccount);
      // A mismatching item must not use up the slot of the genuine one (same pspReference + event).
      if (outcome === MISMATCH) deleteNotification(db, key);
      else setNotificationOutcome(db, key, outcome);
      return outcome;
    })(),
  );
}

/**
 * POST /store-api/adyen/notification on the root app, outside the /store-api scope: Adyen cannot
 * send an sw-access-key. Every item's HMAC must verify (else 401 and nothing changes); the answer
 * is Adyen's `[accepted]`.
 */
export function registerAdyenWebhook(app: FastifyInstance, deps: AppDeps): void {
  app.post(NOTIFICATION_PATH, async (req, reply) => {
    const settings = adyenSettings(deps.config);
    const items = readNotificationItems(req.body);
    if (!settings.hmacKey || items.some((item) => !verifyNotificationHmac(item, settings.hmacKey))) {
      req.log.warn({ pspReferences: items.map((i) => i.pspReference) }, 'Adyen notification with an invalid HMAC signature refused');
      throw errors.notificationHmacInvalid();
    }
    processNotificationItems(deps.db, items, settings.merchantAccount);
    return reply.code(200).type('text/plain; charset=utf-8').send('[accepted]');
  });
}
