import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { idFor, newId } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import {
  deleteNotification,
  findAdyenPayment,
  orderNumberOf,
  parkedAuthorisations,
  paymentMethodActivity,
  recordNotification,
  saveAdyenPayment,
  setAdyenPaymentResult,
  setNotificationOutcome,
  transactionsOfOrderNumber,
  type NotificationRecord,
} from './store';

let orderNumber = 20000;

/** A minimal order with transactions (created at the given times) straight into the tables. */
function order(db: Db, transactionTimes: string[] = []): { id: string; number: string; transactions: string[] } {
  const id = newId();
  const number = String(orderNumber++);
  const channel = (db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string }).id;
  db.prepare(
    `INSERT INTO "order" (id, order_number, sales_channel_id, language_id, currency_id, currency_factor, currency_iso, order_date_time, price, amount_total,
      amount_net, position_price, tax_status, shipping_costs, shipping_total, billing_address_id, deep_link_code)
     VALUES (?, ?, ?, ?, ?, 1, 'EUR', '2026-03-01T10:00:00.000Z', '{}', 119, 100, 119, 'gross', '{}', 0, ?, ?)`,
  ).run(id, number, channel, F.de, F.eur, newId(), `dl-${id}`);
  const transactions = transactionTimes.map((at) => {
    const txId = newId();
    db.prepare(
      `INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, created_at, updated_at) VALUES (?, ?, ?, '{}', 119, 11900, 'EUR', 'open', ?, ?)`,
    ).run(txId, id, newId(), at, at);
    return txId;
  });
  return { id, number, transactions };
}

const notification = (n: Partial<NotificationRecord> = {}): NotificationRecord => ({
  pspReference: 'PSP1',
  eventCode: 'AUTHORISATION',
  success: 1,
  merchantReference: '10001',
  originalReference: null,
  amountMinor: 11900,
  currencyIso: 'EUR',
  payload: '{"pspReference":"PSP1"}',
  ...n,
});

const notificationRow = (db: Db, psp: string) => db.prepare('SELECT * FROM adyen_notification WHERE psp_reference = ? ORDER BY event_code, success').all(psp);

describe('Adyen repository', () => {
  it("lists an order number's transactions newest first and finds the number of an order", () => {
    const db = openFixtureDatabase();
    const o = order(db, ['2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z']);
    order(db, ['2026-03-01T12:00:00.000Z']);
    expect(transactionsOfOrderNumber(db, o.number).map((t) => t.id)).toEqual([o.transactions[1], o.transactions[0]]);
    expect(transactionsOfOrderNumber(db, 'unknown')).toEqual([]);
    expect(orderNumberOf(db, o.id)).toBe(o.number);
    expect(orderNumberOf(db, 'unknown')).toBeUndefined();
  });

  it('tells whether a payment method exists and is active', () => {
    const db = openFixtureDatabase();
    const id = idFor('payment:prepayment');
    expect(paymentMethodActivity(db, id)).toEqual({ id, active: 1 });
    db.prepare('UPDATE payment_method SET active = 0 WHERE id = ?').run(id);
    expect(paymentMethodActivity(db, id)).toEqual({ id, active: 0 });
    expect(paymentMethodActivity(db, 'unknown')).toBeUndefined();
  });

  it("records a webhook's result on a payment attempt and leaves the others", () => {
    const db = openFixtureDatabase();
    const o = order(db, ['2026-03-01T10:00:00.000Z']);
    const attempt = {
      order_id: o.id,
      transaction_id: o.transactions[0],
      payment_method_type: 'scheme',
      amount_minor: 11900,
      currency_iso: 'EUR',
      result_code: 'Pending',
      refusal_reason: null,
      adyen_order_psp: null,
    };
    saveAdyenPayment(db, { ...attempt, psp_reference: 'PSP1' });
    saveAdyenPayment(db, { ...attempt, psp_reference: 'PSP2' });
    setAdyenPaymentResult(db, 'PSP1', 'Refused', 'Not enough balance');
    expect(findAdyenPayment(db, 'PSP1')).toMatchObject({ result_code: 'Refused', refusal_reason: 'Not enough balance', payment_method_type: 'scheme' });
    expect(findAdyenPayment(db, 'PSP2')).toMatchObject({ result_code: 'Pending', refusal_reason: null });
  });

  it('records a webhook item once, with its outcome, and forgets it on request', () => {
    const db = openFixtureDatabase();
    expect(recordNotification(db, notification())).toBe(true);
    expect(recordNotification(db, notification({ payload: '{"again":true}' }))).toBe(false);
    expect(recordNotification(db, notification({ success: 0 }))).toBe(true);
    expect(notificationRow(db, 'PSP1')).toMatchObject([
      { event_code: 'AUTHORISATION', success: 0, outcome: 'processing' },
      { event_code: 'AUTHORISATION', success: 1, merchant_reference: '10001', amount_minor: 11900, currency_iso: 'EUR', outcome: 'processing', payload: '{"pspReference":"PSP1"}' },
    ]);
    setNotificationOutcome(db, { pspReference: 'PSP1', eventCode: 'AUTHORISATION', success: 1 }, 'paid');
    deleteNotification(db, { pspReference: 'PSP1', eventCode: 'AUTHORISATION', success: 0 });
    expect(notificationRow(db, 'PSP1')).toMatchObject([{ success: 1, outcome: 'paid' }]);
  });

  it('finds the parked AUTHORISATION items of a pspReference by their outcome', () => {
    const db = openFixtureDatabase();
    recordNotification(db, notification());
    recordNotification(db, notification({ eventCode: 'REFUND' }));
    recordNotification(db, notification({ pspReference: 'PSP2' }));
    for (const [psp, event] of [
      ['PSP1', 'AUTHORISATION'],
      ['PSP1', 'REFUND'],
    ])
      setNotificationOutcome(db, { pspReference: psp, eventCode: event, success: 1 }, 'unknown');
    expect(parkedAuthorisations(db, 'PSP1', 'unknown')).toEqual([{ event_code: 'AUTHORISATION', success: 1, payload: '{"pspReference":"PSP1"}' }]);
    expect(parkedAuthorisations(db, 'PSP2', 'unknown')).toEqual([]);
  });
});
