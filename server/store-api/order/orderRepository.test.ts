import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { idFor, newId } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import type { RequestContext } from '../context/context';
import { checkGuestAuth, requireOwnOrder } from './orderAccess';
import {
  cancelTransaction,
  countryName,
  customerOrders,
  findInvoiceFile,
  findInvoiceId,
  insertInvoiceDocument,
  languageCode,
  optionNames,
  paymentMethodName,
  productNames,
  shippingMethodName,
  findChannelOrder,
  findDocumentFile,
  findOrder,
  findOrderByDeepLink,
  findOrderCustomerLogin,
  findOrderByIdempotencyKey,
  newestTransactionId,
  paymentMethodHandler,
  recentOrder,
  updateTransactionColumns,
  insertOpenTransaction,
  orderAddressZipcode,
  touchOrder,
  cancelUnpaidTransactions,
  orderProductQuantities,
  returnStock,
  setDeliveryState,
  setOrderStateColumn,
} from './orderRepository';
import { loadOrder, primaryTransaction } from './serialize';
import { switchPaymentMethod } from './transactions';

const channelOf = (db: Db) => (db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string }).id;

let orderNumber = 10000;

/** A minimal order (with its customer, billing address and optionally a transaction) straight into the tables. */
function order(db: Db, o: { customerId?: string | null; guest?: boolean; date?: string; updatedAt?: string; zipcode?: string | null; transaction?: { state: string; createdAt: string } } = {}) {
  const id = newId();
  const addressId = newId();
  const date = o.date ?? '2026-03-01T10:00:00.000Z';
  db.prepare(
    `INSERT INTO "order" (id, order_number, customer_id, sales_channel_id, language_id, currency_id, currency_factor, currency_iso, order_date_time, price, amount_total,
      amount_net, position_price, tax_status, shipping_costs, shipping_total, billing_address_id, deep_link_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, 'EUR', ?, '{}', 119, 100, 119, 'gross', '{}', 0, ?, ?, ?, ?)`,
  ).run(id, String(orderNumber++), o.customerId ?? null, channelOf(db), F.de, F.eur, date, addressId, `dl-${id}`, date, o.updatedAt ?? date);
  db.prepare(`INSERT INTO order_address (id, order_id, country_id, first_name, last_name, street, zipcode, city) VALUES (?, ?, ?, 'Erika', 'Muster', 'Weg 1', ?, 'Heuberg')`).run(
    addressId,
    id,
    F.countryDe,
    o.zipcode === undefined ? '12345' : o.zipcode,
  );
  db.prepare(`INSERT INTO order_customer (id, order_id, customer_id, email, first_name, last_name, guest) VALUES (?, ?, ?, 'Gast@Example.com', 'Erika', 'Muster', ?)`).run(
    newId(),
    id,
    o.customerId ?? null,
    o.guest === false ? 0 : 1,
  );
  if (o.transaction) {
    db.prepare(
      `INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, created_at, updated_at) VALUES (?, ?, ?, '{"unitPrice":119}', 119, 11900, 'EUR', ?, ?, ?)`,
    ).run(newId(), id, newId(), o.transaction.state, o.transaction.createdAt, o.transaction.createdAt);
  }
  return { id, addressId, deepLinkCode: `dl-${id}` };
}

const ctxOf = (db: Db, customerId: string | null) => ({ customerId, salesChannel: { id: channelOf(db) } }) as unknown as RequestContext;

describe('order repository', () => {
  it('finds orders by id, sales channel and customer (newest first)', () => {
    const db = openFixtureDatabase();
    const older = order(db, { customerId: 'c1', date: '2026-01-01T00:00:00.000Z' });
    const newer = order(db, { customerId: 'c1', date: '2026-02-01T00:00:00.000Z' });
    order(db, { customerId: 'c2' });
    expect(findOrder(db, older.id)?.id).toBe(older.id);
    expect(findChannelOrder(db, older.id, channelOf(db))?.id).toBe(older.id);
    expect(findChannelOrder(db, older.id, 'other-channel')).toBeUndefined();
    expect(customerOrders(db, 'c1', channelOf(db)).map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it('finds an order by deep link only when it was created or changed after the given date', () => {
    const db = openFixtureDatabase();
    const o = order(db, { date: '2026-01-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });
    expect(findOrderByDeepLink(db, o.deepLinkCode, channelOf(db), '2026-02-01T00:00:00.000Z')?.id).toBe(o.id);
    expect(findOrderByDeepLink(db, o.deepLinkCode, channelOf(db), '2026-04-01T00:00:00.000Z')).toBeUndefined();
  });

  it('reads the guest login facts: e-mail, guest flag, billing postal code', () => {
    const db = openFixtureDatabase();
    const o = order(db, { zipcode: null });
    expect(findOrderCustomerLogin(db, o.id)).toEqual({ email: 'Gast@Example.com', guest: 1 });
    expect(orderAddressZipcode(db, o.addressId)).toBeNull();
    expect(orderAddressZipcode(db, 'missing')).toBeNull();
    expect(findDocumentFile(db, 'missing')).toBeUndefined();
  });
});

describe('order access', () => {
  it("gives a customer only their own orders of the session's sales channel", () => {
    const db = openFixtureDatabase();
    const o = order(db, { customerId: 'c1' });
    expect(requireOwnOrder(db, ctxOf(db, 'c1'), o.id).id).toBe(o.id);
    expect(() => requireOwnOrder(db, ctxOf(db, 'c2'), o.id)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => requireOwnOrder(db, ctxOf(db, null), o.id)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('lets a guest in with the e-mail (any case) and the billing postal code (any spacing)', () => {
    const db = openFixtureDatabase();
    const o = order(db);
    const row = findOrder(db, o.id);
    expect(() => checkGuestAuth(db, row, ' gast@example.com ', '123 45')).not.toThrow();
    const codeOf = (email: unknown, zipcode: unknown, r = row) => {
      try {
        checkGuestAuth(db, r, email, zipcode);
        return null;
      } catch (e) {
        return (e as { errors: Array<{ code: string }> }).errors[0].code;
      }
    };
    expect(codeOf('gast@example.com', '99999')).toBe('CHECKOUT__GUEST_WRONG_CREDENTIALS');
    expect(codeOf('gast@example.com', '')).toBe('CHECKOUT__GUEST_NOT_AUTHENTICATED');
    expect(() => checkGuestAuth(db, undefined, 'gast@example.com', '12345')).toThrow(expect.objectContaining({ status: 403 }));
    const registered = findOrder(db, order(db, { guest: false }).id);
    expect(codeOf('gast@example.com', '12345', registered)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('switching the payment method of an order', () => {
  it('cancels the current transaction and opens a later one for the new method with its amount', () => {
    const db = openFixtureDatabase();
    const future = new Date(Date.now() + 3600_000).toISOString();
    const o = order(db, { transaction: { state: 'failed', createdAt: future } });
    const before = loadOrder(db, o.id)!;
    switchPaymentMethod(db, before.order, primaryTransaction(before), 'new-method');
    const after = loadOrder(db, o.id)!;
    expect(after.transactions.map((t) => t.state)).toEqual(['cancelled', 'open']);
    const current = primaryTransaction(after)!;
    expect(current).toMatchObject({ payment_method_id: 'new-method', amount: '{"unitPrice":119}', amount_minor: 11900, currency_iso: 'EUR' });
    expect(new Date(current.created_at).getTime()).toBe(new Date(future).getTime() + 1);
    expect(after.order.updated_at > before.order.updated_at).toBe(true);
  });

  it('opens a transaction over the order total when the order had none', () => {
    const db = openFixtureDatabase();
    const o = order(db);
    const before = loadOrder(db, o.id)!;
    switchPaymentMethod(db, before.order, undefined, 'new-method');
    const current = primaryTransaction(loadOrder(db, o.id)!)!;
    expect(current).toMatchObject({ state: 'open', amount_total: 119, amount_minor: 11900 });
    expect(JSON.parse(current.amount)).toEqual({ unitPrice: 119, totalPrice: 119, quantity: 1, calculatedTaxes: [], taxRules: [], apiAlias: 'calculated_price' });
  });
});

describe('transaction rows', () => {
  it('opens a transaction with an Adyen order carried over, or none', () => {
    const db = openFixtureDatabase();
    const o = order(db);
    const base = { orderId: o.id, paymentMethodId: 'm', amount: '{}', amountTotal: 119, amountMinor: 11900, currencyIso: 'EUR', updatedAt: '2026-03-02T00:00:00.000Z' };
    insertOpenTransaction(db, { ...base, id: 'tx-plain', createdAt: '2026-03-02T00:00:00.000Z' });
    insertOpenTransaction(db, { ...base, id: 'tx-adyen', adyenOrderJson: '{"pspReference":"ORDER1"}', createdAt: '2026-03-02T00:00:01.000Z' });
    const rows = db.prepare('SELECT id, state, adyen_order_json FROM order_transaction WHERE order_id = ? ORDER BY created_at').all(o.id);
    expect(rows).toEqual([
      { id: 'tx-plain', state: 'open', adyen_order_json: null },
      { id: 'tx-adyen', state: 'open', adyen_order_json: '{"pspReference":"ORDER1"}' },
    ]);
  });

  it('cancels one transaction and touches its order', () => {
    const db = openFixtureDatabase();
    const o = order(db, { transaction: { state: 'failed', createdAt: '2026-03-01T10:00:00.000Z' } });
    const other = order(db, { transaction: { state: 'failed', createdAt: '2026-03-01T10:00:00.000Z' } });
    const tx = primaryTransaction(loadOrder(db, o.id)!)!;
    cancelTransaction(db, tx.id, '2026-03-05T00:00:00.000Z');
    touchOrder(db, o.id, '2026-03-05T00:00:00.000Z');
    expect(primaryTransaction(loadOrder(db, o.id)!)).toMatchObject({ state: 'cancelled', updated_at: '2026-03-05T00:00:00.000Z' });
    expect(findOrder(db, o.id)?.updated_at).toBe('2026-03-05T00:00:00.000Z');
    expect(primaryTransaction(loadOrder(db, other.id)!)?.state).toBe('failed');
    expect(findOrder(db, other.id)?.updated_at).toBe('2026-03-01T10:00:00.000Z');
  });

  it("finds an order's newest transaction and updates only the columns given", () => {
    const db = openFixtureDatabase();
    const o = order(db, { transaction: { state: 'open', createdAt: '2026-03-01T10:00:00.000Z' } });
    const txId = newestTransactionId(db, o.id)!;
    expect(txId).toBe(primaryTransaction(loadOrder(db, o.id)!)?.id);
    expect(newestTransactionId(db, 'unknown')).toBeUndefined();
    updateTransactionColumns(db, txId, { state: 'in_progress', psp_reference: 'PSP1', action_json: '{"type":"redirect"}' });
    updateTransactionColumns(db, txId, { result_code: 'Pending', action_json: undefined, adyen_order_json: null });
    const tx = primaryTransaction(loadOrder(db, o.id)!)!;
    expect(tx).toMatchObject({ state: 'in_progress', psp_reference: 'PSP1', result_code: 'Pending', action_json: '{"type":"redirect"}', adyen_order_json: null });
    expect(tx.updated_at > '2026-03-01T10:00:00.000Z').toBe(true);
  });

  it("reads a payment method's handler", () => {
    const db = openFixtureDatabase();
    expect(paymentMethodHandler(db, idFor('payment:prepayment'))).toEqual({ handler: 'prepayment', adyen_type: null });
    expect(paymentMethodHandler(db, 'unknown')).toBeUndefined();
  });

  it("finds a session's recent order, by cart hash when given, and an order by idempotency key", () => {
    const db = openFixtureDatabase();
    const o = order(db, { date: '2026-03-01T10:00:00.000Z' });
    db.prepare("UPDATE \"order\" SET context_token = 'tok', cart_hash = 'h1', idempotency_key = 'k1' WHERE id = ?").run(o.id);
    expect(recentOrder(db, 'tok', '2026-03-01T09:00:00.000Z', null)?.id).toBe(o.id);
    expect(recentOrder(db, 'tok', '2026-03-01T09:00:00.000Z', 'h1')?.id).toBe(o.id);
    expect(recentOrder(db, 'tok', '2026-03-01T09:00:00.000Z', 'h2')).toBeUndefined();
    expect(recentOrder(db, 'tok', '2026-03-01T11:00:00.000Z', null)).toBeUndefined();
    expect(findOrderByIdempotencyKey(db, channelOf(db), 'k1')).toEqual({ id: o.id, customer_id: null });
    expect(findOrderByIdempotencyKey(db, 'other-channel', 'k1')).toBeUndefined();
  });
});

describe('order state rows', () => {
  const line = (db: Db, orderId: string, type: string, productId: string | null, quantity: number, position: number) =>
    db
      .prepare("INSERT INTO order_line_item (id, order_id, identifier, type, label, quantity, unit_price, total_price, price, position, product_id) VALUES (?, ?, ?, ?, 'L', ?, 1, 1, '{}', ?, ?)")
      .run(newId(), orderId, newId(), type, quantity, position, productId);

  it('lists the product lines of an order with their quantities', () => {
    const db = openFixtureDatabase();
    const o = order(db);
    line(db, o.id, 'product', F.str, 2, 1);
    line(db, o.id, 'promotion', null, 1, 2);
    line(db, order(db).id, 'product', F.mat, 5, 1);
    expect(orderProductQuantities(db, o.id)).toEqual([{ product_id: F.str, quantity: 2 }]);
  });

  it('returns stock and takes it off the sales (never below zero sales), or takes it again', () => {
    const db = openFixtureDatabase();
    db.prepare('UPDATE product SET stock = 10, sales = 1 WHERE id = ?').run(F.str);
    const row = () => db.prepare('SELECT stock, sales FROM product WHERE id = ?').get(F.str);
    returnStock(db, F.str, 3);
    expect(row()).toEqual({ stock: 13, sales: 0 });
    returnStock(db, F.str, -3);
    expect(row()).toEqual({ stock: 10, sales: 3 });
  });

  it('cancels the unpaid transactions only, moves deliveries between states and sets the order state', () => {
    const db = openFixtureDatabase();
    const o = order(db, { transaction: { state: 'failed', createdAt: '2026-03-01T10:00:00.000Z' } });
    db.prepare(
      "INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, created_at, updated_at) VALUES ('paid-tx', ?, 'm', '{}', 119, 11900, 'EUR', 'paid', '2026-03-01T11:00:00.000Z', '2026-03-01T11:00:00.000Z')",
    ).run(o.id);
    db.prepare(
      "INSERT INTO order_delivery (id, order_id, shipping_order_address_id, shipping_method_id, shipping_date_earliest, shipping_date_latest, shipping_costs, state) VALUES ('d1', ?, ?, 'm', 'x', 'x', '{}', 'open')",
    ).run(o.id, o.addressId);
    const now = '2026-03-05T00:00:00.000Z';
    cancelUnpaidTransactions(db, o.id, now);
    expect(loadOrder(db, o.id)!.transactions.map((t) => [t.state, t.updated_at])).toEqual([
      ['cancelled', now],
      ['paid', '2026-03-01T11:00:00.000Z'],
    ]);
    const delivery = () => (db.prepare("SELECT state FROM order_delivery WHERE id = 'd1'").get() as { state: string }).state;
    setDeliveryState(db, o.id, 'shipped', 'open');
    expect(delivery()).toBe('open');
    setDeliveryState(db, o.id, 'open', 'cancelled');
    expect(delivery()).toBe('cancelled');
    setOrderStateColumn(db, o.id, 'cancelled', now);
    expect(findOrder(db, o.id)).toMatchObject({ state: 'cancelled', updated_at: now });
  });
});

describe('what the invoice and the confirmation mail read', () => {
  it('reads the names of a country, payment and shipping method and the code of a language, none for unknown ids', () => {
    const db = openFixtureDatabase();
    expect(countryName(db, F.countryCh)).toBe('{"de-DE":"Schweiz","en-GB":"Switzerland"}');
    expect(paymentMethodName(db, idFor('payment:prepayment'))).toBe('{"de-DE":"Vorkasse","en-GB":"Prepayment"}');
    expect(shippingMethodName(db, idFor('shipping:parcel'))).toBe('{"de-DE":"Paket","en-GB":"Parcel"}');
    expect(languageCode(db, F.en)).toBe('en-GB');
    expect(countryName(db, 'unknown')).toBeUndefined();
    expect(paymentMethodName(db, 'unknown')).toBeUndefined();
    expect(shippingMethodName(db, 'unknown')).toBeUndefined();
    expect(languageCode(db, 'unknown')).toBeUndefined();
  });

  it("reads a product's name with its parent's, and an option's name with its group's", () => {
    const db = openFixtureDatabase();
    expect(productNames(db, F.misBag)).toEqual({ name: null, parent_name: '{"de-DE":"Miscanthus-Pellets","en-GB":"Miscanthus pellets"}' });
    expect(productNames(db, F.mis)).toEqual({ name: '{"de-DE":"Miscanthus-Pellets","en-GB":"Miscanthus pellets"}', parent_name: null });
    expect(productNames(db, 'unknown')).toBeUndefined();
    expect(optionNames(db, F.bag)).toEqual({ option: '{"de-DE":"Sack","en-GB":"Bag"}', grp: '{"de-DE":"Verpackung","en-GB":"Packaging"}' });
    expect(optionNames(db, 'unknown')).toBeUndefined();
  });

  it("stores an order's invoice and finds it (its id and its file) by order", () => {
    const db = openFixtureDatabase();
    const o = order(db);
    const other = order(db);
    expect(findInvoiceId(db, o.id)).toBeUndefined();
    expect(findInvoiceFile(db, o.id)).toBeUndefined();
    const pdf = Buffer.from('%PDF-1.4 test');
    insertInvoiceDocument(db, {
      id: 'doc-1',
      orderId: o.id,
      documentNumber: '1000',
      deepLinkCode: 'dl-doc-1',
      fileName: 'invoice_1000.pdf',
      content: pdf,
      config: '{"documentNumber":"1000"}',
      createdAt: '2026-03-02T00:00:00.000Z',
    });
    expect(findInvoiceId(db, o.id)).toBe('doc-1');
    expect(findInvoiceId(db, other.id)).toBeUndefined();
    expect(findInvoiceFile(db, o.id)).toEqual({ file_name: 'invoice_1000.pdf', content: pdf });
    expect(db.prepare("SELECT document_type, document_number, deep_link_code, mime_type, config, sent, created_at FROM document WHERE id = 'doc-1'").get()).toEqual({
      document_type: 'invoice',
      document_number: '1000',
      deep_link_code: 'dl-doc-1',
      mime_type: 'application/pdf',
      config: '{"documentNumber":"1000"}',
      sent: 1,
      created_at: '2026-03-02T00:00:00.000Z',
    });
    expect(findDocumentFile(db, 'doc-1')).toMatchObject({ order_id: o.id, file_name: 'invoice_1000.pdf' });
  });
});
