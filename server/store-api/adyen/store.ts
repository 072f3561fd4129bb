import type { Db } from '../../db/connection';
import { isPlainObject } from './stateData';

/** An Adyen amount: minor units and ISO currency. */
export interface Amount {
  currency: string;
  value: number;
}

/** The Adyen order of a partial payment, as kept in order_transaction.adyen_order_json. */
export interface StoredAdyenOrder {
  pspReference: string;
  orderData: string;
  amount: Amount;
  remainingAmount: Amount;
  expiresAt: string | null;
  status: 'open' | 'completed' | 'cancelled';
}

export const isAmount = (v: unknown): v is Amount => isPlainObject(v) && typeof v.currency === 'string' && typeof v.value === 'number' && Number.isSafeInteger(v.value) && v.value >= 0;

/** Reads the stored Adyen order (tolerates anything else as "none"). */
export function readAdyenOrder(raw: unknown): StoredAdyenOrder | null {
  if (!isPlainObject(raw) || typeof raw.pspReference !== 'string' || typeof raw.orderData !== 'string' || !isAmount(raw.remainingAmount)) return null;
  const status = raw.status === 'completed' || raw.status === 'cancelled' ? raw.status : 'open';
  return {
    pspReference: raw.pspReference,
    orderData: raw.orderData,
    amount: isAmount(raw.amount) ? raw.amount : raw.remainingAmount,
    remainingAmount: raw.remainingAmount,
    expiresAt: typeof raw.expiresAt === 'string' ? raw.expiresAt : null,
    status,
  };
}

/** The stored Adyen order when money can still be paid on it (open, not expired). */
export function openAdyenOrder(raw: unknown, now = Date.now()): StoredAdyenOrder | null {
  const o = readAdyenOrder(raw);
  if (!o || o.status !== 'open' || o.remainingAmount.value <= 0) return null;
  if (o.expiresAt && Date.parse(o.expiresAt) < now) return null;
  return o;
}

/** An Adyen order answer (/orders, or `order` in a /payments answer) merged into what is stored. */
export function mergeAdyenOrder(previous: StoredAdyenOrder | null, answer: unknown): StoredAdyenOrder | null {
  if (!isPlainObject(answer)) return previous;
  const remaining = isAmount(answer.remainingAmount) ? answer.remainingAmount : previous?.remainingAmount;
  const psp = typeof answer.pspReference === 'string' ? answer.pspReference : previous?.pspReference;
  const data = typeof answer.orderData === 'string' ? answer.orderData : previous?.orderData;
  if (!remaining || !psp || !data) return previous;
  return {
    pspReference: psp,
    orderData: data,
    amount: isAmount(answer.amount) ? answer.amount : (previous?.amount ?? remaining),
    remainingAmount: remaining,
    expiresAt: typeof answer.expiresAt === 'string' ? answer.expiresAt : (previous?.expiresAt ?? null),
    status: remaining.value === 0 ? 'completed' : 'open',
  };
}

/** The order object the SDK understands (onOrderRequest, actions.resolve({order})). */
export function sdkOrder(o: StoredAdyenOrder): Record<string, unknown> {
  return {
    orderData: o.orderData,
    pspReference: o.pspReference,
    amount: o.amount,
    remainingAmount: o.remainingAmount,
    ...(o.expiresAt ? { expiresAt: o.expiresAt } : {}),
  };
}

export interface AdyenPaymentRow {
  psp_reference: string;
  order_id: string;
  transaction_id: string;
  payment_method_type: string;
  amount_minor: number;
  currency_iso: string;
  result_code: string;
  refusal_reason: string | null;
  adyen_order_psp: string | null;
}

export function findAdyenPayment(db: Db, pspReference: string): AdyenPaymentRow | undefined {
  return db.prepare('SELECT * FROM adyen_payment WHERE psp_reference = ?').get(pspReference) as AdyenPaymentRow | undefined;
}

/** Records (or updates) one payment attempt Adyen answered. */
export function saveAdyenPayment(db: Db, row: AdyenPaymentRow): void {
  db.prepare(
    `INSERT INTO adyen_payment (psp_reference, order_id, transaction_id, payment_method_type, amount_minor, currency_iso, result_code, refusal_reason, adyen_order_psp)
     VALUES (@psp_reference, @order_id, @transaction_id, @payment_method_type, @amount_minor, @currency_iso, @result_code, @refusal_reason, @adyen_order_psp)
     ON CONFLICT(psp_reference) DO UPDATE SET result_code = excluded.result_code, refusal_reason = excluded.refusal_reason,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run(row);
}

/** What a webhook says about a recorded payment attempt: its result and refusal reason. */
export function setAdyenPaymentResult(db: Db, pspReference: string, resultCode: string, refusalReason: string | null): void {
  db.prepare("UPDATE adyen_payment SET result_code = ?, refusal_reason = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE psp_reference = ?").run(resultCode, refusalReason, pspReference);
}

/** One webhook item as kept in adyen_notification (its key: pspReference, event code, success). */
export interface NotificationRecord {
  pspReference: string;
  eventCode: string;
  /** 1 or 0. */
  success: number;
  merchantReference: string | null;
  originalReference: string | null;
  amountMinor: number | null;
  currencyIso: string | null;
  /** The item as JSON. */
  payload: string;
}

/** Records a webhook item as being processed; false when the same item was recorded before. */
export function recordNotification(db: Db, n: NotificationRecord): boolean {
  return (
    db
      .prepare(
        `INSERT OR IGNORE INTO adyen_notification (psp_reference, event_code, success, merchant_reference, original_reference, amount_minor, currency_iso, outcome, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'processing', ?)`,
      )
      .run(n.pspReference, n.eventCode, n.success, n.merchantReference, n.originalReference, n.amountMinor, n.currencyIso, n.payload).changes > 0
  );
}

type NotificationKey = Pick<NotificationRecord, 'pspReference' | 'eventCode' | 'success'>;

export function setNotificationOutcome(db: Db, key: NotificationKey, outcome: string): void {
  db.prepare('UPDATE adyen_notification SET outcome = ? WHERE psp_reference = ? AND event_code = ? AND success = ?').run(outcome, key.pspReference, key.eventCode, key.success);
}

/** Forgets a recorded item (so a mismatching one does not use up the slot of the genuine one). */
export function deleteNotification(db: Db, key: NotificationKey): void {
  db.prepare('DELETE FROM adyen_notification WHERE psp_reference = ? AND event_code = ? AND success = ?').run(key.pspReference, key.eventCode, key.success);
}

/** AUTHORISATION items of a pspReference that arrived before the payment was recorded (outcome `unknownOutcome`). */
export const parkedAuthorisations = (db: Db, pspReference: string, unknownOutcome: string): Array<{ event_code: string; success: number; payload: string }> =>
  db.prepare("SELECT event_code, success, payload FROM adyen_notification WHERE psp_reference = ? AND event_code = 'AUTHORISATION' AND outcome = ?").all(pspReference, unknownOutcome) as Array<{
    event_code: string;
    success: number;
    payload: string;
  }>;

export interface TransactionRow {
  id: string;
  order_id: string;
  payment_method_id: string;
  amount: string;
  amount_total: number;
  amount_minor: number;
  currency_iso: string;
  state: string;
  psp_reference: string | null;
  result_code: string | null;
  action_json: string | null;
  adyen_order_json: string | null;
  refusal_reason: string | null;
  refusal_reason_code: string | null;
  created_at: string;
}

export function loadTransaction(db: Db, id: string): TransactionRow | undefined {
  return db.prepare('SELECT * FROM order_transaction WHERE id = ?').get(id) as TransactionRow | undefined;
}

/** The newest transaction of an order (the one a payment refers to, as Shopware's primary transaction). */
export function newestTransaction(db: Db, orderId: string): TransactionRow | undefined {
  return db.prepare('SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(orderId) as TransactionRow | undefined;
}

/** The transactions of the order a merchant reference (order number) names, newest first. */
export function transactionsOfOrderNumber(db: Db, orderNumber: string): TransactionRow[] {
  return db.prepare('SELECT t.* FROM order_transaction t JOIN "order" o ON o.id = t.order_id WHERE o.order_number = ? ORDER BY t.created_at DESC, t.rowid DESC').all(orderNumber) as TransactionRow[];
}

export const orderNumberOf = (db: Db, orderId: string): string | undefined =>
  (db.prepare('SELECT order_number FROM "order" WHERE id = ?').get(orderId) as { order_number: string } | undefined)?.order_number;

/** Whether a payment method exists and is active (undefined: unknown id). */
export const paymentMethodActivity = (db: Db, id: string): { id: string; active: number } | undefined =>
  db.prepare('SELECT id, active FROM payment_method WHERE id = ?').get(id) as { id: string; active: number } | undefined;

export function setRefusal(db: Db, transactionId: string, reason: string | null, code: string | null): void {
  db.prepare('UPDATE order_transaction SET refusal_reason = ?, refusal_reason_code = ? WHERE id = ?').run(reason, code, transactionId);
}

export const parseJson = (raw: string | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/** Adyen types of the active Adyen payment methods (scheme, sepadirectdebit, ideal, giftcard …). */
export function activeAdyenTypes(db: Db): string[] {
  return (
    db.prepare("SELECT DISTINCT adyen_type FROM payment_method WHERE active = 1 AND handler = 'adyen' AND adyen_type IS NOT NULL ORDER BY position").all() as Array<{
      adyen_type: string;
    }>
  ).map((r) => r.adyen_type);
}

/** Who pays and where: what /payments needs about the shopper, from the order (never from the browser). */
export interface OrderParty {
  email: string | null;
  firstName: string;
  lastName: string;
  billing: AdyenAddress | null;
  delivery: AdyenAddress | null;
  countryCode: string | null;
}

export interface AdyenAddress {
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  city: string;
  country: string;
  stateOrProvince?: string;
}

/** "Reitweg 5a" → street "Reitweg", house number "5a" (Adyen wants them apart); no number → the whole line. */
export function splitStreet(line: string): { street: string; houseNumberOrName: string } {
  const trimmed = line.trim();
  const trailing = trimmed.match(/^(.*?[^\d\s,])[\s,]+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/);
  if (trailing) return { street: trailing[1].trim(), houseNumberOrName: trailing[2].replace(/\s+/g, '') };
  const leading = trimmed.match(/^(\d+\s?[a-zA-Z]?)[\s,]+(.+)$/);
  if (leading) return { street: leading[2].trim(), houseNumberOrName: leading[1].replace(/\s+/g, '') };
  return { street: trimmed, houseNumberOrName: '' };
}

interface AddressJoinRow {
  street: string;
  zipcode: string | null;
  city: string;
  iso: string;
  state_code: string | null;
}

function loadAddress(db: Db, addressId: string | null | undefined): AdyenAddress | null {
  if (!addressId) return null;
  const a = db
    .prepare(
      `SELECT oa.street, oa.zipcode, oa.city, c.iso, cs.short_code AS state_code FROM order_address oa
       JOIN country c ON c.id = oa.country_id LEFT JOIN country_state cs ON cs.id = oa.country_state_id WHERE oa.id = ?`,
    )
    .get(addressId) as AddressJoinRow | undefined;
  if (!a) return null;
  const state = a.state_code?.includes('-') ? a.state_code.split('-').pop() : a.state_code;
  return {
    ...splitStreet(a.street),
    postalCode: a.zipcode ?? '',
    city: a.city,
    country: a.iso,
    ...(state ? { stateOrProvince: state } : {}),
  };
}

export function loadOrderParty(db: Db, orderId: string): OrderParty {
  const o = db.prepare('SELECT billing_address_id FROM "order" WHERE id = ?').get(orderId) as { billing_address_id: string } | undefined;
  const c = db.prepare('SELECT email, first_name, last_name FROM order_customer WHERE order_id = ?').get(orderId) as { email: string; first_name: string; last_name: string } | undefined;
  const d = db.prepare('SELECT shipping_order_address_id FROM order_delivery WHERE order_id = ? LIMIT 1').get(orderId) as { shipping_order_address_id: string } | undefined;
  const billing = loadAddress(db, o?.billing_address_id);
  return {
    email: c?.email ?? null,
    firstName: c?.first_name ?? '',
    lastName: c?.last_name ?? '',
    billing,
    delivery: loadAddress(db, d?.shipping_order_address_id) ?? billing,
    countryCode: billing?.country ?? null,
  };
}
