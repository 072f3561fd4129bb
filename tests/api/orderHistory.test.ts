import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { paymentMethodId } from '../../server/db/seed/data/checkout';
import { demoCustomerId, ORDER_HISTORY_PLAN, seedOrderHistory, trackingCode } from '../../server/db/seed/orderHistory';
import { loadCustomer } from '../../server/store-api/account/public';
import { customerContextFacts } from '../../server/store-api/account/session';
import { calculateStoredCart } from '../../server/store-api/cart/cartService';
import { emptyCart } from '../../server/store-api/cart/store';
import { buildRequestContext, type RequestContext } from '../../server/store-api/context/public';
import { add, product, type Json } from './cartHelpers';
import { BUSINESS, DEMO, login, mailbox } from './customerHelpers';
import { startTestShop, type TestShop } from './harness';
import { validateResponse } from './schema';

/**
 * The demo customers' order history (server/db/seed/orderHistory.ts), as the template database of
 * this run has it (tests/api/globalSetup.ts seeds it like `npm start` does).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const DAY_MS = 24 * 3600 * 1000;
const LISTING = { sort: [{ field: 'orderDateTime', order: 'DESC' }], associations: { deliveries: {}, documents: {}, lineItems: {} }, 'total-count-mode': 'exact' };

async function ordersOf(credentials: { username: string; password: string }): Promise<{ body: Json; orders: Json[] }> {
  const c = shop.client();
  expect((await login(c, credentials.username, credentials.password)).status).toBe(200);
  const res = await c.json<Json>('POST', '/order', LISTING);
  expect(res.status).toBe(200);
  return { body: res.body, orders: res.body.orders.elements as Json[] };
}

/** The plan of one customer, newest first (as the listing sorts). */
const planOf = (customer: 'demo' | 'business') => ORDER_HISTORY_PLAN.filter((p) => p.customer === customer).sort((a, b) => a.daysAgo - b.daysAgo);

const productNumberOf = (db: Db, id: string) => (db.prepare('SELECT product_number FROM product WHERE id = ?').get(id) as { product_number: string }).product_number;

/** What the cart calculator gives today for the order's goods, customer, methods and day. */
function recalculated(customer: 'demo' | 'business', order: Json) {
  const { db } = shop;
  const row = loadCustomer(db, demoCustomerId(customer))!;
  const channel = db.prepare('SELECT * FROM sales_channel WHERE id = ?').get(row.sales_channel_id) as RequestContext['salesChannel'];
  const payload = { languageId: row.language_id, paymentMethodId: order.transactions[0].paymentMethodId, shippingMethodId: order.deliveries[0].shippingMethodId };
  const ctx = buildRequestContext(db, channel, 'history-check', { customerId: row.id, payload }, customerContextFacts);
  const cart = emptyCart(ctx.token);
  for (const [position, l] of (order.lineItems as Json[]).filter((x) => x.type === 'product').entries()) {
    cart.items.push({ id: l.productId, type: 'product', referencedId: l.productId, quantity: l.quantity, position });
  }
  return calculateStoredCart(shop, ctx, cart, {}, new Date(order.orderDateTime));
}

function expectPlannedOrders(customer: 'demo' | 'business', orders: Json[]): void {
  const plan = planOf(customer);
  expect(orders).toHaveLength(plan.length);
  orders.forEach((order, i) => {
    const planned = plan[i];
    const date = new Date(order.orderDateTime);
    // In the past, `daysAgo` days back at the planned time of day.
    expect(Math.abs((Date.now() - date.getTime()) / DAY_MS - planned.daysAgo)).toBeLessThan(1);
    expect(order.orderDateTime.slice(11, 16)).toBe(planned.at);
    expect(order.createdAt).toBe(order.orderDateTime);
    if (i > 0) expect(order.orderDateTime < orders[i - 1].orderDateTime).toBe(true);

    const states = { delivered: ['completed', 'paid', 'shipped'], shipped: ['in_progress', 'paid', 'shipped'], placed: ['open', 'open', 'open'] }[planned.stage];
    expect([order.stateMachineState.technicalName, order.transactions[0].stateMachineState.technicalName, order.deliveries[0].stateMachineState.technicalName]).toEqual(states);
    expect(order.transactions[0].paymentMethod.technicalName).toBe(planned.payment);
    expect(order.transactions[0].createdAt).toBe(order.orderDateTime);
    const method = order.deliveries[0].shippingMethod.technicalName;
    expect(method).toBe(planned.shipping);
    expect(order.deliveries[0].trackingCodes).toEqual(planned.stage === 'placed' ? [] : [trackingCode(method, order.orderNumber, date)]);
    // Delivery dates counted from the order's day, not from the day of the seed.
    expect(order.deliveries[0].shippingDateEarliest > order.orderDateTime).toBe(true);
    expect(Date.parse(order.deliveries[0].shippingDateEarliest) - date.getTime()).toBeLessThan(15 * DAY_MS);

    expect(order.documents).toHaveLength(1);
    expect(order.documents[0].documentType.technicalName).toBe('invoice');
    expect(order.documents[0].config.documentDate).toBe(order.orderDateTime);
    expect(order.documents[0].createdAt).toBe(order.orderDateTime);

    const goods = (order.lineItems as Json[]).filter((l) => l.type === 'product');
    expect(goods.map((l) => [productNumberOf(shop.db, l.productId), l.quantity])).toEqual(planned.lines.map((l) => [l.productNumber, l.quantity]));

    const calculated = recalculated(customer, order);
    expect(order.amountTotal).toBeGreaterThan(0);
    expect({ total: order.amountTotal, net: order.amountNet, positions: order.positionPrice, shipping: order.shippingTotal, taxStatus: order.taxStatus }).toEqual({
      total: calculated.price.totalPrice,
      net: calculated.price.netPrice,
      positions: calculated.price.positionPrice,
      shipping: calculated.delivery!.costs.totalPrice,
      taxStatus: calculated.price.taxStatus,
    });
    expect(goods.map((l) => l.totalPrice)).toEqual(calculated.lineItems.filter((l) => l.type === 'product').map((l) => l.price.totalPrice));
  });
}

describe('demo order history', () => {
  it('shows the private demo customer her planned orders, delivered and on their way, with invoices of their days', async () => {
    const { body, orders } = await ordersOf(DEMO);
    expect(validateResponse('/order', 'post', body)).toEqual([]);
    expectPlannedOrders('demo', orders);
    expect(orders.every((o) => o.taxStatus === 'gross')).toBe(true);
    expect(body.orders.total).toBe(3);
  });

  it('shows the business customer net-priced pallet orders, the newest on an open invoice', async () => {
    const { body, orders } = await ordersOf(BUSINESS);
    expect(validateResponse('/order', 'post', body)).toEqual([]);
    expectPlannedOrders('business', orders);
    expect(orders.every((o) => o.taxStatus === 'net')).toBe(true);
    expect(orders[0].orderCustomer.vatIds).toEqual(['DE123456789']);
    // The invoice of two days ago is not due yet: its payment can still be changed.
    expect(body.paymentChangeable[orders[0].id]).toBe(true);
  });

  it('preselects the payment each demo customer pays with: card for Lena Hofmann, invoice for the stable', async () => {
    for (const [credentials, method] of [
      [DEMO, 'card'],
      [BUSINESS, 'invoice'],
    ] as const) {
      const c = shop.client();
      expect((await login(c, credentials.username, credentials.password)).status).toBe(200);
      const me = await c.json<Json>('GET', '/account/customer');
      expect(me.body.defaultPaymentMethodId).toBe(paymentMethodId(method));
    }
    expect(planOf('business').every((p) => p.payment === 'invoice')).toBe(true);
  });

  it('numbers orders and invoices in the order of their dates', () => {
    const rows = shop.db
      .prepare(`SELECT o.order_number, d.document_number FROM "order" o JOIN document d ON d.order_id = o.id WHERE o.customer_id IN (?, ?) ORDER BY o.order_date_time`)
      .all(demoCustomerId('demo'), demoCustomerId('business')) as Array<{ order_number: string; document_number: string }>;
    expect(rows).toHaveLength(ORDER_HISTORY_PLAN.length);
    const rising = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]);
    expect(rising(rows.map((r) => Number(r.order_number)))).toBe(true);
    expect(rising(rows.map((r) => Number(r.document_number)))).toBe(true);
  });

  it('sent no mail and queued no order jobs', async () => {
    expect(await mailbox(shop, DEMO.username)).toHaveLength(0);
    expect(await mailbox(shop, BUSINESS.username)).toHaveLength(0);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM order_job').get()).toEqual({ n: 0 });
  });

  it('can be ordered again: the goods of the newest order go into the cart', async () => {
    const { orders } = await ordersOf(DEMO);
    const c = shop.client();
    const goods = (orders[0].lineItems as Json[]).filter((l) => l.type === 'product');
    const cart = await add(
      c,
      goods.map((l) => product(l.productId, l.quantity)),
    );
    expect(cart.status).toBe(200);
    expect((cart.body.lineItems as Json[]).map((l) => [l.referencedId, l.quantity])).toEqual(goods.map((l) => [l.productId, l.quantity]));
  });

  it('adds nothing when run again', async () => {
    const count = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
    const before = count();
    expect(await seedOrderHistory(shop)).toBe(0);
    expect(count()).toBe(before);
  });
});

describe('seedOrderHistory on a demo shop without a history', () => {
  it('places every planned order and gives the catalogue its stock and sales back', async () => {
    const bare = await startTestShop();
    try {
      const { db } = bare;
      // The template's history taken away again (its rows go with the orders): the shop as it was before.
      db.prepare('DELETE FROM "order" WHERE customer_id IN (?, ?)').run(demoCustomerId('demo'), demoCustomerId('business'));
      expect(db.prepare('SELECT COUNT(*) AS n FROM document').get()).toEqual({ n: 0 });
      const catalogue = () => db.prepare('SELECT id, stock, sales FROM product ORDER BY id').all();
      const before = catalogue();

      expect(await seedOrderHistory(bare)).toBe(ORDER_HISTORY_PLAN.length);
      expect(catalogue()).toEqual(before);
      expect(db.prepare('SELECT COUNT(*) AS n FROM document').get()).toEqual({ n: ORDER_HISTORY_PLAN.length });
      expect(await seedOrderHistory(bare)).toBe(0);
      expect(db.prepare('SELECT COUNT(*) AS n FROM "order"').get()).toEqual({ n: ORDER_HISTORY_PLAN.length });
    } finally {
      await bare.close();
    }
  });
});
