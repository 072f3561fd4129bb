/**
 * Contract tests of the Adyen routes (advanced flow, the official plugin's paths) against an
 * in-process payment simulator on a free port: every result code's transaction state, partial
 * payments with gift cards, paying again, webhooks with HMAC and idempotency, and Shopware's error
 * format for every bad input — also when the payment service is down.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { idFor } from '../../server/lib/ids';
import { simulatorKeys } from '../../server/store-api/adyen/simKeys';
import { SIM_DEFAULTS, buildNotificationBody, buildNotificationItem, buildPaymentSimulator, simulatorContext } from '../../server/payment-sim';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { startTestShop, type StoreClient, type TestShop } from './harness';
import { expectError } from './schema';
import { add, P, product, registerGuest, type Json } from './cartHelpers';
import { DEMO, login } from './customerHelpers';

const PM = {
  card: idFor('payment:card'),
  sepa: idFor('payment:sepa'),
  ideal: idFor('payment:redirect'),
  giftcard: idFor('payment:giftcard'),
  prepayment: idFor('payment:prepayment'),
} as const;

const CARD = (number: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});
const GIFT_CARD = (number = '6036280000000000000') => ({ type: 'giftcard', brand: 'givex', encryptedCardNumber: `test_${number}`, encryptedSecurityCode: 'test_123' });
const SEPA = { type: 'sepadirectdebit', ownerName: 'A. Schmidt', iban: 'DE89370400440532013000' };
const BROWSER_INFO = {
  acceptHeader: '*/*',
  colorDepth: 24,
  language: 'de-DE',
  javaEnabled: false,
  screenHeight: 900,
  screenWidth: 1440,
  userAgent: 'vitest',
  timeZoneOffset: -60,
};
const FINISH = 'http://localhost:3000/checkout/success';

let sim: FastifyInstance;
let simPort: number;
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  // The simulator shares the keys of the shop's data directory (generated there, never the defaults).
  sim = await buildPaymentSimulator({ ...SIM_DEFAULTS, ...simulatorKeys(shop.config.dataDir), port: 0, notificationUrl: null });
  await sim.listen({ port: 0, host: 'localhost' });
  simPort = (sim.server.address() as { port: number }).port;
  simulatorContext(sim)!.opts.publicUrl = `http://localhost:${simPort}`;
  shop.config.paymentSimPort = simPort;
});
afterAll(async () => {
  await shop?.close();
  await sim?.close();
});

/** A guest with a cart paid by `method`, ordered: the client (logged in) and the order JSON. */
async function guestOrder(method: keyof typeof PM, quantity = 2): Promise<{ c: StoreClient; order: Json }> {
  const c = shop.client();
  await registerGuest(shop, c);
  expect((await c.json('PATCH', '/context', { paymentMethodId: PM[method] })).status).toBe(200);
  expect((await add(c, [product(P.bag, quantity)])).status).toBe(200);
  const placed = await c.json<Json>('POST', '/checkout/order', { tos: true });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { c, order: placed.body };
}

const pay = (c: StoreClient, orderId: string, stateData: unknown, extra: Record<string, unknown> = {}) =>
  c.json<Json>('POST', '/handle-payment', { orderId, finishUrl: FINISH, errorUrl: `${FINISH}/unpaid`, stateData, ...extra });

/** Gives the test gift cards their full balance again (the simulator remembers what was spent). */
function refillGiftCards(): void {
  const store = simulatorContext(sim)!.store;
  for (const card of ['6036280000000000000', '6036280000000000001']) store.addGiftSpent(card, 'EUR', -store.giftSpent(card, 'EUR'));
}

/** The order as the customer sees it through POST /order. */
async function orderOf(c: StoreClient, orderId: string): Promise<Json> {
  const res = await c.json<Json>('POST', '/order', { filter: [{ type: 'equals', field: 'id', value: orderId }] });
  expect(res.status).toBe(200);
  return res.body.orders.elements[0];
}
const txState = async (c: StoreClient, orderId: string): Promise<string> => (await orderOf(c, orderId)).transactions.at(-1).stateMachineState.technicalName;

/** Follows a simulator redirect action like a shopper: the issuer page decides, the return URL gets redirectResult. */
async function completeRedirect(action: Json, decision: 'approve' | 'refuse' | 'cancel'): Promise<URL> {
  const id = new URL(action.url).searchParams.get('id')!;
  const res = await fetch(`http://localhost:${simPort}/hpp/redirect/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, decision }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('configuration for the SDK', () => {
  it('GET /context carries adyenData with the simulator URLs; payment methods carry their Adyen type', async () => {
    const c = shop.client();
    const ctx = await c.json<Json>('GET', '/context');
    const base = `http://localhost:${simPort}/`;
    expect(ctx.body.extensions.adyenData).toEqual({
      clientKey: 'sim_local_stallwerk',
      environment: 'test',
      environmentUrls: { api: base, analytics: base, cdnImages: base, cdnTranslations: base },
    });
    const methods = await c.json<Json>('POST', '/payment-method', {});
    const types = Object.fromEntries(methods.body.elements.map((m: Json) => [m.technicalName, m.extensions?.adyenData?.type ?? null]));
    expect(types).toMatchObject({ card: 'scheme', sepa: 'sepadirectdebit', redirect: 'ideal', giftcard: 'giftcard', prepayment: null });
  });

  it('real Adyen mode: public keys only, no simulator URLs, no test page; incomplete configuration answers 503', async () => {
    const real = await startTestShop({ ADYEN_API_KEY: 'AQE_secret', ADYEN_CLIENT_KEY: 'test_ABC', ADYEN_ENVIRONMENT: 'live' });
    try {
      const c = real.client();
      const ctx = await c.json<Json>('GET', '/context');
      expect(ctx.body.extensions.adyenData).toEqual({ clientKey: 'test_ABC', environment: 'live' });
      expect(JSON.stringify(ctx.body)).not.toContain('AQE_secret');
      const methods = await c.json<Json>('GET', '/adyen/payment-methods');
      expect(methods.status).toBe(503);
      expectError(methods.body, 503, 'ADYEN__NOT_CONFIGURED');
      expect(methods.body.errors[0].detail).toContain('ADYEN_MERCHANT_ACCOUNT');
      expect(methods.body.errors[0].detail).toContain('ADYEN_LIVE_URL_PREFIX');
      expect((await real.app.inject({ method: 'GET', url: '/__dev/adyen-test' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });

  it('the SDK test page exists in simulator mode and serves the SDK bundle', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/__dev/adyen-test' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEMO_ACCESS_KEY);
    const css = await shop.app.inject({ method: 'GET', url: '/__dev/adyen.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});

describe('GET /adyen/payment-methods', () => {
  it('asks Adyen for the cart total in minor units, the context country and language, only active Adyen methods', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 3)]);
    const cart = await c.json<Json>('GET', '/checkout/cart');
    const res = await c.json<Json>('GET', '/adyen/payment-methods');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paymentMethods.map((m: Json) => m.type).sort()).toEqual(['giftcard', 'ideal', 'scheme', 'sepadirectdebit']);
    expect(res.body.paymentMethods.find((m: Json) => m.type === 'scheme').name).toBe('Kredit- oder Debitkarte'); // shopperLocale de-DE
    expect(cart.body.price.totalPrice).toBeGreaterThan(0);

    shop.db.prepare('UPDATE payment_method SET active = 0 WHERE id = ?').run(PM.sepa);
    try {
      const without = await c.json<Json>('GET', '/adyen/payment-methods');
      expect(without.body.paymentMethods.map((m: Json) => m.type)).not.toContain('sepadirectdebit');
    } finally {
      shop.db.prepare('UPDATE payment_method SET active = 1 WHERE id = ?').run(PM.sepa);
    }
  });

  it('for an order to pay again (?orderId) the order decides; a foreign order does not exist', async () => {
    const { c, order } = await guestOrder('card');
    const res = await c.json<Json>('GET', `/adyen/payment-methods?orderId=${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body.paymentMethods.length).toBeGreaterThan(0);
    const other = shop.client();
    await registerGuest(shop, other);
    expectError((await other.json('GET', `/adyen/payment-methods?orderId=${order.id}`)).body, 404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND');
    expectError((await c.json('GET', '/adyen/payment-methods?orderId=nope')).body, 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
  });
});

describe('POST /handle-payment with an Adyen method', () => {
  it("card, frictionless → paid; the amount is the order's; paying again is refused", async () => {
    const { c, order } = await guestOrder('card');
    const res = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), browserInfo: BROWSER_INFO, origin: 'http://localhost:3000', clientStateDataIndicator: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ redirectUrl: null, isFinal: true, resultCode: 'Authorised' });
    expect(await txState(c, order.id)).toBe('paid');
    const row = shop.db.prepare('SELECT * FROM adyen_payment WHERE order_id = ?').get(order.id) as Json;
    expect(row).toMatchObject({ payment_method_type: 'scheme', currency_iso: 'EUR', amount_minor: Math.round(order.amountTotal * 100), result_code: 'Authorised' });
    const tx = shop.db.prepare('SELECT psp_reference, result_code FROM order_transaction WHERE order_id = ?').get(order.id) as Json;
    expect(tx.psp_reference).toBe(row.psp_reference);
    // the simulator saw the order number as reference and the amount from the order
    const simPayment = simulatorContext(sim)!.store.getPayment(row.psp_reference)!;
    expect(simPayment.merchantReference).toBe(order.orderNumber);
    expect(simPayment.amount).toEqual({ currency: 'EUR', value: Math.round(order.amountTotal * 100) });

    const again = await pay(c, order.id, { paymentMethod: CARD('4111111111111111') });
    expectError(again.body, 400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID');
    const status = await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id });
    expect(status.body).toEqual({ isFinal: true, resultCode: 'Authorised' });
    const setAgain = await c.json<Json>('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: PM.card });
    expectError(setAgain.body, 400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID');
    expect(setAgain.body.errors[0].detail).toContain(order.orderNumber);
  });

  it('refused card → failed with the refusal reason; set-payment + a good card → paid', async () => {
    const { c, order } = await guestOrder('card');
    const refused = await pay(c, order.id, { paymentMethod: CARD('4000020000000000') });
    expect(refused.body).toMatchObject({ isFinal: true, resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });
    expect(await txState(c, order.id)).toBe('failed');
    expect((await c.json<Json>('POST', '/order', {})).body.paymentChangeable[order.id]).toBe(true);
    const status = await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id });
    expect(status.body).toEqual({ isFinal: true, resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });

    const set = await c.json<Json>('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: PM.card });
    expect(set.body).toEqual({ success: true });
    const fresh = await orderOf(c, order.id);
    expect(fresh.transactions.map((t: Json) => t.stateMachineState.technicalName)).toEqual(['cancelled', 'open']);
    expect((await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id })).body).toEqual({ isFinal: false });

    const paid = await pay(c, order.id, { paymentMethod: CARD('5555555555554444') });
    expect(paid.body).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    expect(await txState(c, order.id)).toBe('paid');
  });

  it("the client's Idempotency-Key makes a retried /handle-payment the same Adyen payment", async () => {
    const { c, order } = await guestOrder('card');
    const headers = { 'idempotency-key': 'pay-attempt-1' };
    const body = { orderId: order.id, finishUrl: FINISH, stateData: { paymentMethod: CARD('4000020000000000') } };
    const first = await c.json<Json>('POST', '/handle-payment', body, headers);
    const second = await c.json<Json>('POST', '/handle-payment', body, headers);
    expect(first.body.resultCode).toBe('Refused');
    expect(second.body).toEqual(first.body);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM adyen_payment WHERE order_id = ?').get(order.id)).toEqual({ n: 1 });
    const third = await c.json<Json>('POST', '/handle-payment', body, { 'idempotency-key': 'pay-attempt-2' });
    expect(third.body.resultCode).toBe('Refused');
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM adyen_payment WHERE order_id = ?').get(order.id)).toEqual({ n: 2 });
  });

  it('a cancelled order cannot be paid', async () => {
    const { c, order } = await guestOrder('card');
    expect((await c.json('POST', '/order/state/cancel', { orderId: order.id })).status).toBe(200);
    expectError((await pay(c, order.id, { paymentMethod: CARD('4111111111111111') })).body, 400, 'CHECKOUT__ORDER_ORDER_CANCELLED');
    expectError((await c.json('POST', '/adyen/orders', { orderId: order.id })).body, 400, 'CHECKOUT__ORDER_ORDER_CANCELLED');
    expectError((await c.json('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: PM.card })).body, 403, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE');
  });

  it('error card → failed; set-payment to another method works', async () => {
    const { c, order } = await guestOrder('card');
    const res = await pay(c, order.id, { paymentMethod: CARD('4000030000000009') });
    expect(res.body).toMatchObject({ isFinal: true, resultCode: 'Error', refusalReason: 'Acquirer Error' });
    expect(await txState(c, order.id)).toBe('failed');
    expect((await c.json<Json>('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: PM.sepa })).body).toEqual({ success: true });
    const sepa = await pay(c, order.id, { paymentMethod: SEPA });
    expect(sepa.body.resultCode).toMatch(/^(Authorised|Received)$/);
    expect(['paid', 'in_progress']).toContain(await txState(c, order.id));
  });

  it('3DS2 card → IdentifyShopper: open with the action stored; payment-status hands the action out', async () => {
    const { c, order } = await guestOrder('card');
    const res = await pay(c, order.id, { paymentMethod: CARD('4917610000000000'), browserInfo: BROWSER_INFO });
    expect(res.body).toMatchObject({ isFinal: false, resultCode: 'IdentifyShopper', action: { type: 'threeDS2', subtype: 'fingerprint' } });
    expect(await txState(c, order.id)).toBe('open');
    const status = await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id });
    expect(status.body).toEqual({ isFinal: false, resultCode: 'IdentifyShopper', action: res.body.action });
    // a fingerprint result sent by the merchant leads to the challenge
    const fingerprint = Buffer.from(JSON.stringify({ threeDSCompInd: 'Y' })).toString('base64');
    const details = await c.json<Json>('POST', '/adyen/payment-details', { orderId: order.id, stateData: { details: { threeDSResult: fingerprint } } });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body).toMatchObject({ isFinal: false, resultCode: 'ChallengeShopper', action: { subtype: 'challenge' } });
    expect(await txState(c, order.id)).toBe('open');
  });

  it('iDEAL: RedirectShopper, the return URL carries the order id; approved → paid, cancelled → failed', async () => {
    const approved = await guestOrder('ideal');
    const res = await pay(approved.c, approved.order.id, { paymentMethod: { type: 'ideal', issuer: '1121' } });
    expect(res.body).toMatchObject({ isFinal: false, resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET' } });
    expect(await txState(approved.c, approved.order.id)).toBe('open');
    const back = await completeRedirect(res.body.action, 'approve');
    expect(back.origin + back.pathname).toBe(FINISH);
    expect(back.searchParams.get('orderId')).toBe(approved.order.id);
    const details = await approved.c.json<Json>('POST', '/adyen/payment-details', {
      orderId: approved.order.id,
      stateData: JSON.stringify({ details: { redirectResult: back.searchParams.get('redirectResult') } }), // the plugin's storefront sends a JSON string
    });
    expect(details.body).toEqual({ isFinal: true, resultCode: 'Authorised' });
    expect(await txState(approved.c, approved.order.id)).toBe('paid');
    // the return page reloaded: nothing happens twice
    const reload = await approved.c.json<Json>('POST', '/adyen/payment-details', { orderId: approved.order.id, stateData: { details: { redirectResult: back.searchParams.get('redirectResult') } } });
    expect(reload.body).toEqual({ isFinal: true, resultCode: 'Authorised' });

    const cancelled = await guestOrder('ideal');
    const r2 = await pay(cancelled.c, cancelled.order.id, { paymentMethod: { type: 'ideal', issuer: '1121' } });
    const back2 = await completeRedirect(r2.body.action, 'cancel');
    const d2 = await cancelled.c.json<Json>('POST', '/adyen/payment-details', { orderId: cancelled.order.id, stateData: { details: { redirectResult: back2.searchParams.get('redirectResult') } } });
    expect(d2.body).toMatchObject({ isFinal: true, resultCode: 'Cancelled' });
    expect(await txState(cancelled.c, cancelled.order.id)).toBe('failed');
  });

  it("finish and error URLs outside the sales channel's domains get a 400 in Shopware's format", async () => {
    const { c, order } = await guestOrder('card');
    for (const [key, value] of [
      ['finishUrl', 'https://evil.example/checkout/success'],
      ['errorUrl', 'https://evil.example/x'],
      ['finishUrl', 'javascript:alert(1)'],
      ['finishUrl', '//evil.example/a'],
      ['finishUrl', 'http://user:pw@localhost:3000/'],
    ]) {
      const res = await c.json<Json>('POST', '/handle-payment', {
        orderId: order.id,
        finishUrl: FINISH,
        errorUrl: `${FINISH}/unpaid`,
        stateData: { paymentMethod: CARD('4111111111111111'), browserInfo: BROWSER_INFO },
        [key]: value,
      });
      expect(res.status, value).toBe(400);
      expectError(res.body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
      expect(res.body.errors[0].source.pointer).toBe(`/${key}`);
    }
    expect(await txState(c, order.id)).toBe('open');
    // A redirect payment's return URL can only lead back there either: the browser's Origin is no base.
    const ideal = await guestOrder('ideal');
    const res = await ideal.c.json<Json>('POST', '/handle-payment', { orderId: ideal.order.id, stateData: { paymentMethod: { type: 'ideal', issuer: '1121' } } }, { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    const back = await completeRedirect(res.body.action, 'approve');
    expect(back.origin).toBe(shop.config.publicUrl);
  });

  it('SEPA direct debit → paid or in progress', async () => {
    const { c, order } = await guestOrder('sepa');
    const res = await pay(c, order.id, { paymentMethod: SEPA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultCode).toMatch(/^(Authorised|Received|Pending)$/);
    expect(['paid', 'in_progress']).toContain(await txState(c, order.id));
  });
});

describe('gift cards and partial payments', () => {
  it('balance, Adyen order, gift card part, card remainder → paid', async () => {
    refillGiftCards();
    const { c, order } = await guestOrder('giftcard', 10);
    const total = Math.round(order.amountTotal * 100);
    expect(total).toBeGreaterThan(5000);
    const balance = await c.json<Json>('POST', '/adyen/payment-methods/balance', { orderId: order.id, paymentMethod: GIFT_CARD() });
    expect(balance.body).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { currency: 'EUR', value: 5000 } });

    const created = await c.json<Json>('POST', '/adyen/orders', { orderId: order.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ resultCode: 'Success', remainingAmount: { currency: 'EUR', value: total }, amount: { value: total } });
    expect(typeof created.body.orderData).toBe('string');
    // asked again (the SDK may): the same Adyen order
    expect((await c.json<Json>('POST', '/adyen/orders', { orderId: order.id })).body.pspReference).toBe(created.body.pspReference);

    const sdkOrder = { orderData: created.body.orderData, pspReference: created.body.pspReference };
    const gift = await pay(c, order.id, { paymentMethod: GIFT_CARD(), order: sdkOrder });
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    expect(gift.body).toMatchObject({ isFinal: false, resultCode: 'Authorised', order: { pspReference: sdkOrder.pspReference, remainingAmount: { value: total - 5000 } } });
    expect(await txState(c, order.id)).toBe('in_progress');
    const status = await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id });
    expect(status.body).toMatchObject({ isFinal: false, resultCode: 'Authorised', order: { remainingAmount: { value: total - 5000 } } });

    // the rest with a refused card first: failed, but the gift card part stays on the Adyen order
    const refused = await pay(c, order.id, { paymentMethod: CARD('4000040000000008'), order: sdkOrder });
    expect(refused.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
    expect(await txState(c, order.id)).toBe('failed');

    const card = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), order: sdkOrder });
    expect(card.body).toMatchObject({ isFinal: true, resultCode: 'Authorised', order: { remainingAmount: { value: 0 } } });
    expect(await txState(c, order.id)).toBe('paid');
    const parts = shop.db.prepare("SELECT payment_method_type, amount_minor FROM adyen_payment WHERE order_id = ? AND result_code = 'Authorised' ORDER BY created_at").all(order.id) as Json[];
    expect(parts).toEqual([
      { payment_method_type: 'giftcard', amount_minor: 5000 },
      { payment_method_type: 'scheme', amount_minor: total - 5000 },
    ]);
  });

  it('cancelling the Adyen order gives the gift card money back and leaves the order payable', async () => {
    refillGiftCards();
    const { c, order } = await guestOrder('giftcard', 10);
    const card = GIFT_CARD('6036280000000000001'); // 5000.00 — covers everything, but paid inside an order here
    const created = await c.json<Json>('POST', '/adyen/orders', { orderId: order.id });
    const gift = await pay(c, order.id, { paymentMethod: card, order: { orderData: created.body.orderData, pspReference: created.body.pspReference } });
    expect(gift.body).toMatchObject({ resultCode: 'Authorised', isFinal: true });
    expect(await txState(c, order.id)).toBe('paid');

    const other = await guestOrder('giftcard', 10);
    const small = GIFT_CARD('6036280000000000000');
    const before = (await other.c.json<Json>('POST', '/adyen/payment-methods/balance', { paymentMethod: small })).body.balance.value;
    const o2 = await other.c.json<Json>('POST', '/adyen/orders', { orderId: other.order.id });
    await pay(other.c, other.order.id, { paymentMethod: small, order: { orderData: o2.body.orderData, pspReference: o2.body.pspReference } });
    expect((await other.c.json<Json>('POST', '/adyen/payment-methods/balance', { paymentMethod: small })).body.resultCode).toBe('NotEnoughBalance');
    const cancelled = await other.c.json<Json>('POST', '/adyen/orders/cancel', { orderId: other.order.id });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ resultCode: 'Received' });
    expect(await txState(other.c, other.order.id)).toBe('open');
    expect((await other.c.json<Json>('POST', '/adyen/payment-methods/balance', { paymentMethod: small })).body.balance.value).toBe(before);
    expectError((await other.c.json('POST', '/adyen/orders/cancel', { orderId: other.order.id })).body, 404, 'ADYEN__ADYEN_ORDER_NOT_FOUND');
    // stale Adyen order data from the browser is refused
    const stale = await pay(other.c, other.order.id, { paymentMethod: CARD('4111111111111111'), order: { orderData: o2.body.orderData, pspReference: o2.body.pspReference } });
    expectError(stale.body, 400, 'ADYEN__INVALID_ADYEN_ORDER');
    // a card is not this order's method without an open Adyen order: switch first
    expectError((await pay(other.c, other.order.id, { paymentMethod: CARD('4111111111111111') })).body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    expect((await other.c.json<Json>('POST', '/adyen/set-payment', { orderId: other.order.id, paymentMethodId: PM.card })).body).toEqual({ success: true });
    const full = await pay(other.c, other.order.id, { paymentMethod: CARD('4111111111111111') });
    expect(full.body.resultCode).toBe('Authorised');
    expect(await txState(other.c, other.order.id)).toBe('paid');
  });
});

describe("bad input gets Shopware's error format", () => {
  let c: StoreClient;
  let order: Json;
  beforeAll(async () => {
    ({ c, order } = await guestOrder('card'));
  });

  it('missing or malformed orderId on every route', async () => {
    for (const path of ['/adyen/payment-status', '/adyen/payment-details', '/adyen/set-payment', '/adyen/orders', '/adyen/orders/cancel', '/handle-payment']) {
      const missing = await c.json<Json>('POST', path, {});
      expect(missing.status, path).toBe(400);
      expectError(missing.body, 400);
      expect(missing.body.errors[0].source.pointer, path).toMatch(/^\/(orderId|stateData)/);
      const bad = await c.json<Json>('POST', path, { orderId: 'x"; DROP TABLE', paymentMethodId: PM.card, stateData: { details: { a: 'b' } } });
      expect(bad.status, path).toBe(400);
      expectError(bad.body, 400);
    }
    const notJson = await c.call('POST', '/adyen/payment-status', undefined, { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    const garbage = await shop.app.inject({
      method: 'POST',
      url: '/store-api/adyen/payment-status',
      headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expectError(garbage.json(), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
    const array = await c.json<Json>('POST', '/adyen/payment-status', [order.id]);
    expectError(array.body, 400);
  });

  it("someone else's order or no login", async () => {
    const stranger = shop.client();
    await registerGuest(shop, stranger);
    for (const [path, body] of [
      ['/adyen/payment-status', { orderId: order.id }],
      ['/adyen/payment-details', { orderId: order.id, stateData: { details: { redirectResult: 'x' } } }],
      ['/adyen/set-payment', { orderId: order.id, paymentMethodId: PM.card }],
      ['/adyen/orders', { orderId: order.id }],
      ['/adyen/orders/cancel', { orderId: order.id }],
      ['/adyen/payment-methods/balance', { orderId: order.id, paymentMethod: GIFT_CARD() }],
      ['/handle-payment', { orderId: order.id, stateData: { paymentMethod: CARD('4111111111111111') } }],
    ] as const) {
      const res = await stranger.json<Json>('POST', path, body);
      expect(res.status, path).toBe(404);
      expectError(res.body, 404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND');
      const anonymous = await shop.client().json<Json>('POST', path, body);
      expect(anonymous.status, path).toBe(403);
      expectError(anonymous.body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
    expect(await txState(c, order.id)).toBe('open');
  });

  it('unknown payment methods', async () => {
    const unknown = await c.json<Json>('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: idFor('payment:bitcoin') });
    expectError(unknown.body, 404, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD');
    expect(unknown.body.errors[0].source.pointer).toBe('/paymentMethodId');
    const missing = await c.json<Json>('POST', '/adyen/set-payment', { orderId: order.id });
    expectError(missing.body, 400, 'VIOLATION::IS_BLANK_ERROR');
    const paypal = await pay(c, order.id, { paymentMethod: { type: 'paypal' } });
    expectError(paypal.body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    expect(paypal.body.errors[0].source.pointer).toBe('/stateData/paymentMethod/type');
    // SEPA data for a card order: not this order's method
    expectError((await pay(c, order.id, { paymentMethod: SEPA })).body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    const notGift = await c.json<Json>('POST', '/adyen/payment-methods/balance', { paymentMethod: CARD('4111111111111111') });
    expectError(notGift.body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    expectError((await c.json<Json>('POST', '/adyen/payment-methods/balance', {})).body, 400, 'VIOLATION::IS_BLANK_ERROR');
  });

  it('malformed stateData', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, '/stateData'],
      ['{not json', '/stateData'],
      [42, '/stateData'],
      [[1, 2], '/stateData'],
      [{}, '/stateData/paymentMethod'],
      [{ paymentMethod: 'scheme' }, '/stateData/paymentMethod'],
      [{ paymentMethod: { type: '' } }, '/stateData/paymentMethod/type'],
      [{ paymentMethod: CARD('4111111111111111'), browserInfo: 'chrome' }, '/stateData/browserInfo'],
      [{ paymentMethod: CARD('4111111111111111'), order: { orderData: 1 } }, '/stateData/order'],
      [{ paymentMethod: { ...CARD('4111111111111111'), blob: 'x'.repeat(70_000) } }, '/stateData'],
    ];
    for (const [stateData, pointer] of cases) {
      const res = await pay(c, order.id, stateData);
      expect(res.status, JSON.stringify(stateData)?.slice(0, 80)).toBe(400);
      expectError(res.body, 400);
      expect(res.body.errors.map((e: Json) => e.source?.pointer)).toContain(pointer);
    }
    const badFinish = await c.json<Json>('POST', '/handle-payment', { orderId: order.id, finishUrl: 'javascript:alert(1)', stateData: { paymentMethod: CARD('4111111111111111') } });
    expectError(badFinish.body, 400);
    expect(badFinish.body.errors[0].source.pointer).toBe('/finishUrl');
    // details
    for (const stateData of [undefined, {}, { details: {} }, { details: { redirectResult: 5 } }, { details: { redirectResult: 'x' }, paymentData: 5 }]) {
      const res = await c.json<Json>('POST', '/adyen/payment-details', { orderId: order.id, stateData });
      expect(res.status).toBe(400);
      expectError(res.body, 400);
    }
    // nothing waiting for details yet
    expectError((await c.json<Json>('POST', '/adyen/payment-details', { orderId: order.id, stateData: { details: { redirectResult: 'x' } } })).body, 400, 'ADYEN__NO_PAYMENT_IN_PROGRESS');
    expect(await txState(c, order.id)).toBe('open');
  });

  it('amount tampering: the client cannot name another amount', async () => {
    const wrong = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), amount: { currency: 'EUR', value: 1 } });
    expectError(wrong.body, 400, 'ADYEN__AMOUNT_MISMATCH');
    expect(wrong.body.errors[0].source.pointer).toBe('/stateData/amount');
    const top = await pay(c, order.id, { paymentMethod: CARD('4111111111111111') }, { amount: { currency: 'EUR', value: 1 } });
    expectError(top.body, 400, 'ADYEN__AMOUNT_MISMATCH');
    const currency = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), amount: { currency: 'JPY', value: Math.round(order.amountTotal * 100) } });
    expectError(currency.body, 400, 'ADYEN__AMOUNT_MISMATCH');
    const foreign = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), order: { orderData: 'Ab02b4c0!BQABAgB', pspReference: 'XYZ' } });
    expectError(foreign.body, 400, 'ADYEN__INVALID_ADYEN_ORDER');
    expect(await txState(c, order.id)).toBe('open');
    // the right amount named explicitly is fine
    const right = await pay(c, order.id, { paymentMethod: CARD('4111111111111111'), amount: { currency: 'EUR', value: Math.round(order.amountTotal * 100) } });
    expect(right.body.resultCode).toBe('Authorised');
  });

  it("a payment method the provider rejects (422) becomes a 400 with Adyen's code", async () => {
    const { c: c2, order: o2 } = await guestOrder('card');
    const res = await pay(c2, o2.id, { paymentMethod: { ...CARD('4111111111111112') } });
    expect(res.status).toBe(400);
    expectError(res.body, 400, 'ADYEN__INVALID_PAYMENT_REQUEST');
    expect(res.body.errors[0].meta.parameters.errorCode).toBe('101');
    expect(await txState(c2, o2.id)).toBe('open');
  });

  it("prepayment orders are not Adyen's business", async () => {
    const { c: c2, order: o2 } = await guestOrder('prepayment');
    expectError((await c2.json('POST', '/adyen/orders', { orderId: o2.id })).body, 400, 'ADYEN__NOT_AN_ADYEN_PAYMENT');
    expectError((await c2.json('POST', '/adyen/payment-details', { orderId: o2.id, stateData: { details: { redirectResult: 'x' } } })).body, 400, 'ADYEN__NOT_AN_ADYEN_PAYMENT');
  });
});

describe('payment service down', () => {
  it("answers 503 in Shopware's format, never crashes", async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, 'localhost', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const down = await startTestShop({ PAYMENT_SIM_PORT: String(port) });
    try {
      const c = down.client();
      await registerGuest(down, c);
      const methods = await c.json<Json>('GET', '/adyen/payment-methods');
      expect(methods.status).toBe(503);
      expectError(methods.body, 503, 'ADYEN__PAYMENT_SERVICE_UNAVAILABLE');
      expect(methods.body.errors[0].detail).toContain(`http://localhost:${port}`);
      await c.json('PATCH', '/context', { paymentMethodId: PM.card });
      await add(c, [product(P.bag, 1)]);
      const placed = await c.json<Json>('POST', '/checkout/order', { tos: true });
      const res = await c.json<Json>('POST', '/handle-payment', { orderId: placed.body.id, stateData: { paymentMethod: CARD('4111111111111111') } });
      expectError(res.body, 503, 'ADYEN__PAYMENT_SERVICE_UNAVAILABLE');
      const tx = down.db.prepare('SELECT state FROM order_transaction WHERE order_id = ?').get(placed.body.id) as Json;
      expect(tx.state).toBe('open');
    } finally {
      await down.close();
    }
  });
});

describe('POST /store-api/adyen/notification (webhooks)', () => {
  const notify = (body: unknown) => shop.app.inject({ method: 'POST', url: '/store-api/adyen/notification', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const item = (over: Partial<Parameters<typeof buildNotificationItem>[0]>, key: string = simulatorKeys(shop.config.dataDir).hmacKey) =>
    buildNotificationItem(
      {
        eventCode: 'AUTHORISATION',
        success: true,
        pspReference: 'UNKNOWN0000000000',
        merchantAccountCode: SIM_DEFAULTS.merchantAccount,
        merchantReference: '0',
        amount: { currency: 'EUR', value: 100 },
        ...over,
      },
      key,
    );

  /** A redirect payment left open (the shopper never came back): only the webhook can settle it. */
  async function pendingRedirect(): Promise<{ c: StoreClient; order: Json; psp: string }> {
    const { c, order } = await guestOrder('ideal');
    const res = await pay(c, order.id, { paymentMethod: { type: 'ideal', issuer: '1121' } });
    expect(res.body.resultCode).toBe('RedirectShopper');
    const psp = (shop.db.prepare('SELECT psp_reference FROM order_transaction WHERE order_id = ?').get(order.id) as Json).psp_reference;
    return { c, order, psp };
  }

  it('a signed AUTHORISATION marks the transaction paid; the same item again changes nothing', async () => {
    const { c, order, psp } = await pendingRedirect();
    const signed = item({ pspReference: psp, merchantReference: order.orderNumber, amount: { currency: 'EUR', value: Math.round(order.amountTotal * 100) } });
    const res = await notify(buildNotificationBody([signed]));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[accepted]');
    expect(await txState(c, order.id)).toBe('paid');
    expect((await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id })).body).toEqual({ isFinal: true, resultCode: 'Authorised' });

    // someone changes the transaction meanwhile; the repeated webhook must not touch it
    shop.db.prepare("UPDATE order_transaction SET state = 'in_progress' WHERE order_id = ?").run(order.id);
    const again = await notify(buildNotificationBody([signed]));
    expect(again.body).toBe('[accepted]');
    expect(await txState(c, order.id)).toBe('in_progress');
    const log = shop.db.prepare('SELECT outcome FROM adyen_notification WHERE psp_reference = ?').all(psp) as Json[];
    expect(log).toEqual([{ outcome: 'paid' }]);
  });

  it('a failed AUTHORISATION fails the current attempt; unknown references are accepted and ignored', async () => {
    const { c, order, psp } = await pendingRedirect();
    const amount = { currency: 'EUR', value: Math.round(order.amountTotal * 100) };
    const res = await notify(buildNotificationBody([item({ pspReference: psp, success: false, reason: 'Refused', merchantReference: order.orderNumber, amount })]));
    expect(res.body).toBe('[accepted]');
    expect(await txState(c, order.id)).toBe('failed');
    expect((await c.json<Json>('POST', '/adyen/payment-status', { orderId: order.id })).body).toMatchObject({ isFinal: true, resultCode: 'Refused', refusalReason: 'Refused' });
    const unknown = await notify(buildNotificationBody([item({ pspReference: 'NOPE000000000000' }), item({ eventCode: 'CAPTURE' as never, pspReference: 'REPORT0000000000' })]));
    expect(unknown.body).toBe('[accepted]');
  });

  it('refuses a tampered, unsigned or wrongly keyed item with 401 — and changes nothing, also for the valid items beside it', async () => {
    const { c, order, psp } = await pendingRedirect();
    const good = item({ pspReference: psp, merchantReference: order.orderNumber });
    const tampered = { ...good, amount: { currency: 'EUR', value: 1 } };
    const unsigned = { ...good, additionalData: {} };
    const otherKey = item({ pspReference: psp, merchantReference: order.orderNumber }, 'AA'.repeat(32));
    for (const bad of [tampered, unsigned, otherKey]) {
      const res = await notify(buildNotificationBody([good, bad]));
      expect(res.statusCode).toBe(401);
      expectError(res.json(), 401, 'ADYEN__NOTIFICATION_HMAC_INVALID');
    }
    expect(await txState(c, order.id)).toBe('open');
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM adyen_notification WHERE psp_reference = ?').get(psp)).toEqual({ n: 0 });
  });

  it("the repository's published simulator key signs nothing: the keys belong to the data directory", async () => {
    const { c, order, psp } = await pendingRedirect();
    const amount = { currency: 'EUR', value: Math.round(order.amountTotal * 100) };
    const forged = item({ pspReference: psp, merchantReference: order.orderNumber, amount }, SIM_DEFAULTS.hmacKey);
    const res = await notify(buildNotificationBody([forged]));
    expect(res.statusCode).toBe(401);
    expectError(res.json(), 401, 'ADYEN__NOTIFICATION_HMAC_INVALID');
    expect(await txState(c, order.id)).toBe('open');
  });

  it('a validly signed item changes the order only when merchant reference, PSP reference, amount and currency match its payment', async () => {
    const { c, order, psp } = await pendingRedirect();
    const other = await pendingRedirect();
    const amount = { currency: 'EUR', value: Math.round(order.amountTotal * 100) };
    const wrong = [
      item({ pspReference: psp, merchantReference: order.orderNumber, amount: { currency: 'EUR', value: 1 } }),
      item({ pspReference: psp, merchantReference: order.orderNumber, amount: { currency: 'CHF', value: amount.value } }),
      item({ pspReference: psp, merchantReference: other.order.orderNumber, amount }),
      item({ pspReference: other.psp, merchantReference: order.orderNumber, amount }),
      item({ eventCode: 'ORDER_CLOSED', pspReference: psp, merchantReference: order.orderNumber, amount }),
    ];
    for (const forged of wrong) {
      expect((await notify(buildNotificationBody([forged]))).body).toBe('[accepted]');
      expect(await txState(c, order.id)).toBe('open');
      expect(await txState(other.c, other.order.id)).toBe('open');
    }
    // The genuine item still pays afterwards.
    await notify(buildNotificationBody([item({ pspReference: psp, merchantReference: order.orderNumber, amount })]));
    expect(await txState(c, order.id)).toBe('paid');
    expect(await txState(other.c, other.order.id)).toBe('open');
  });

  it("needs no sw-access-key; malformed bodies get a 400 in Shopware's format", async () => {
    for (const body of [{}, { notificationItems: [] }, { notificationItems: [{ NotificationRequestItem: { eventCode: 'AUTHORISATION' } }] }, [1]]) {
      const res = await notify(body);
      expect(res.statusCode).toBe(400);
      expectError(res.json(), 400, 'ADYEN__INVALID_NOTIFICATION');
    }
    const garbage = await shop.app.inject({ method: 'POST', url: '/store-api/adyen/notification', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(garbage.statusCode).toBe(400);
    expectError(garbage.json(), 400);
  });

  it('ORDER_CLOSED settles a partial payment', async () => {
    refillGiftCards();
    const { c, order } = await guestOrder('giftcard', 10);
    const created = await c.json<Json>('POST', '/adyen/orders', { orderId: order.id });
    await pay(c, order.id, { paymentMethod: GIFT_CARD(), order: { orderData: created.body.orderData, pspReference: created.body.pspReference } });
    expect(await txState(c, order.id)).toBe('in_progress');
    const closed = item({ eventCode: 'ORDER_CLOSED', pspReference: created.body.pspReference, merchantReference: order.orderNumber, amount: created.body.amount });
    expect((await notify(buildNotificationBody([closed]))).body).toBe('[accepted]');
    expect(await txState(c, order.id)).toBe('paid');
  });
});

describe('the demo customer', () => {
  it('pays an order with a card after logging in', async () => {
    const c = shop.client();
    const res = await login(c, DEMO.username, DEMO.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await c.json('PATCH', '/context', { paymentMethodId: PM.card });
    await add(c, [product(P.bag, 4)]);
    const placed = await c.json<Json>('POST', '/checkout/order', { tos: true });
    expect(placed.status).toBe(200);
    const paid = await pay(c, placed.body.id, { paymentMethod: CARD('4111111111111111') });
    expect(paid.body.resultCode).toBe('Authorised');
    expect(await txState(c, placed.body.id)).toBe('paid');
  });
});
