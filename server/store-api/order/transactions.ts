import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { errors } from '../errors';
import { cancelTransaction, insertOpenTransaction, newestTransactionId, paymentMethodHandler, touchOrder, updateTransactionColumns } from './orderRepository';
import type { OrderPaymentInfo } from './paymentInfo';
import { loadOrder, primaryTransaction, type OrderRow, type OrderTransactionRow } from './serialize';
import { TRANSACTION_STATES, type TransactionState } from './states';
import { orderLocale } from './documents';

/** The order's payment transactions as payment integrations (Adyen) read and update them. */

export type { OrderPaymentInfo };

const parseJsonColumn = (raw: string | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/** What a payment integration needs to know about an order's current (newest) transaction. */
export function getOrderPaymentInfo(db: Db, orderId: string): OrderPaymentInfo | null {
  const o = loadOrder(db, orderId);
  const tx = o ? primaryTransaction(o) : undefined;
  if (!o || !tx) return null;
  const method = paymentMethodHandler(db, tx.payment_method_id);
  return {
    orderId,
    orderNumber: o.order.order_number,
    orderState: o.order.state,
    customerId: o.order.customer_id,
    email: o.customer?.email ?? null,
    locale: orderLocale(db, o.order),
    transactionId: tx.id,
    transactionState: tx.state,
    paymentMethodId: tx.payment_method_id,
    handler: method?.handler ?? 'unknown',
    adyenType: method?.adyen_type ?? null,
    amount: tx.amount_total,
    amountMinor: tx.amount_minor,
    currency: tx.currency_iso,
    pspReference: tx.psp_reference,
    resultCode: tx.result_code,
    action: parseJsonColumn(tx.action_json),
    adyenOrder: parseJsonColumn(tx.adyen_order_json),
  };
}

export interface TransactionUpdate {
  pspReference?: string | null;
  resultCode?: string | null;
  action?: unknown;
  adyenOrder?: unknown;
}

/**
 * Sets the state of an order's newest transaction (paid, failed, cancelled, authorized …) and
 * stores the payment provider's data with it. Returns the transaction id.
 */
export function setTransactionState(db: Db, orderId: string, state: TransactionState, update: TransactionUpdate = {}): string {
  if (!(TRANSACTION_STATES as readonly string[]).includes(state)) {
    throw errors.stateNotFound(state);
  }
  return db.transaction(() => {
    const txId = newestTransactionId(db, orderId);
    if (!txId) throw errors.orderTransactionNotFound(orderId, { orderId });
    updateTransaction(db, txId, { ...update, state });
    return txId;
  })();
}

/** Updates one transaction by id (state and/or provider data; omitted fields stay). */
export function updateTransaction(db: Db, transactionId: string, update: TransactionUpdate & { state?: TransactionState }): void {
  updateTransactionColumns(db, transactionId, {
    state: update.state,
    psp_reference: update.pspReference,
    result_code: update.resultCode,
    action_json: update.action === undefined ? undefined : update.action === null ? null : JSON.stringify(update.action),
    adyen_order_json: update.adyenOrder === undefined ? undefined : update.adyenOrder === null ? null : JSON.stringify(update.adyenOrder),
  });
}

/**
 * The customer's new payment method for an unpaid order: the current transaction is cancelled and
 * an open one for the new method takes its amount (or the order's total when there was none).
 */
export function switchPaymentMethod(db: Db, order: OrderRow, tx: OrderTransactionRow | undefined, paymentMethodId: string): void {
  db.transaction(() => {
    const now = new Date().toISOString();
    if (tx && tx.state !== 'cancelled') cancelTransaction(db, tx.id, now);
    const source = tx ?? null;
    insertOpenTransaction(db, {
      id: newId(),
      orderId: order.id,
      paymentMethodId,
      amount: source?.amount ?? JSON.stringify({ unitPrice: order.amount_total, totalPrice: order.amount_total, quantity: 1, calculatedTaxes: [], taxRules: [], apiAlias: 'calculated_price' }),
      amountTotal: order.amount_total,
      amountMinor: source?.amount_minor ?? Math.round(order.amount_total * 10 ** order.currency_precision),
      currencyIso: order.currency_iso,
      // a strictly later timestamp keeps "newest transaction" unambiguous
      createdAt: new Date(Math.max(Date.now(), new Date(tx?.created_at ?? 0).getTime() + 1)).toISOString(),
      updatedAt: now,
    });
    touchOrder(db, order.id, now);
  })();
}
