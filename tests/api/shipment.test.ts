/**
 * Shipping an order with tracking codes: the admin API sets the delivery's state and codes, the
 * customer is mailed a link per code to the carrier's page, and the Store API's order carries the
 * codes and the shipping method's trackingUrl (Shopware's fields), so the account can show them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingLink } from '../../server/store-api/order/shipment';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse, validateResponse } from './schema';
import { admin, mailbox, problems } from './customerHelpers';
import { add, P, PAYMENT, product, registerGuest, SHIPPING } from './cartHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { registration: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;
const DHL = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=';

async function placedOrder(items: Parameters<typeof add>[1], shippingMethodId?: string) {
  const c = shop.client();
  const guest = await registerGuest(shop, c);
  await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.prepayment, ...(shippingMethodId ? { shippingMethodId } : {}) });
  expect((await add(c, items)).status).toBe(200);
  const placed = await c.json<Json>('POST', '/checkout/order', { tos: true, revocation: true });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { c, email: guest.email as string, id: placed.body.id as string, orderNumber: placed.body.orderNumber as string };
}

async function delivery(c: ReturnType<TestShop['client']>, id: string): Promise<Json> {
  const res = await c.json<Json>('POST', '/order', { filter: [{ type: 'equals', field: 'id', value: id }], associations: { deliveries: { associations: { shippingMethod: {} } } } });
  expect(res.status).toBe(200);
  expect(validateResponse('/order', 'post', res.body)).toEqual([]);
  return res.body.orders.elements[0].deliveries[0];
}

describe('tracking links', () => {
  it("put the code into the carrier's address, encoded, and only for web addresses", () => {
    expect(trackingLink(`${DHL}%s`, '00340434161094012345')).toBe(`${DHL}00340434161094012345`);
    expect(trackingLink('https://track.example/?id=%s&c=%s', 'A B')).toBe('https://track.example/?id=A%20B&c=A%20B');
    expect(trackingLink(null, '1')).toBeNull();
    expect(trackingLink('https://track.example/', '1')).toBeNull();
    expect(trackingLink('javascript:alert(%s)', '1')).toBeNull();
  });
});

describe('shipping an order (admin API)', () => {
  it('validates state, codes and order, in the error format', async () => {
    const none = '0'.repeat(32);
    expectError((await admin(shop, 'POST', `/admin-api/orders/${none}/delivery`, { state: 'sent' })).body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    expectError((await admin(shop, 'POST', `/admin-api/orders/${none}/delivery`, { state: 'shipped' })).body, 404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND');
    expectError((await admin(shop, 'POST', '/admin-api/orders/nope/delivery', { state: 'shipped' })).body, 400);
    const bad = await admin(shop, 'POST', `/admin-api/orders/${none}/delivery`, { state: 'shipped', trackingCodes: ['00340434161094012345', '<script>'] });
    expect(problems(bad.body)).toEqual([{ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', pointer: '/trackingCodes/1' }]);
    const many = await admin(shop, 'POST', `/admin-api/orders/${none}/delivery`, { state: 'shipped', trackingCodes: Array.from({ length: 11 }, (_, i) => `CODE${i}`) });
    expect(problems(many.body)).toEqual([{ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', pointer: '/trackingCodes' }]);
    expect((await admin(shop, 'POST', `/admin-api/orders/${none}/delivery`, { state: 'shipped' }, null)).status).toBe(401);
  });

  it('ships a parcel with its code: the order shows code and trackingUrl, the customer gets a mail with the link once', async () => {
    const { c, email, id, orderNumber } = await placedOrder([product(P.bag, 2)]);
    const before = await delivery(c, id);
    expect(before.stateMachineState.technicalName).toBe('open');
    expect(before.trackingCodes).toEqual([]);
    expect(before.shippingMethod.trackingUrl).toBe(`${DHL}%s`);

    const shipped = await admin(shop, 'POST', `/admin-api/orders/${id}/delivery`, { state: 'shipped', trackingCodes: [' 00340434161094012345 '] });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toEqual({ orderId: id, orderNumber, state: 'shipped', trackingCodes: ['00340434161094012345'] });
    const after = await delivery(c, id);
    expect(after.stateMachineState.technicalName).toBe('shipped');
    expect(after.trackingCodes).toEqual(['00340434161094012345']);

    const mails = (await mailbox(shop, email)).filter((m) => m.template === 'order_delivery_shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Ihre Bestellung ${orderNumber} ist unterwegs`);
    expect(mails[0].text).toContain('Sendungsnummer: 00340434161094012345');
    expect(mails[0].text).toContain(`${DHL}00340434161094012345`);
    expect(mails[0].text).toContain('Paketversand');

    // The same again changes nothing and mails nothing; a second code is news.
    await admin(shop, 'POST', `/admin-api/orders/${id}/delivery`, { state: 'shipped', trackingCodes: ['00340434161094012345'] });
    expect((await mailbox(shop, email)).filter((m) => m.template === 'order_delivery_shipped')).toHaveLength(1);
    await admin(shop, 'POST', `/admin-api/orders/${id}/delivery`, { state: 'shipped', trackingCodes: ['00340434161094012345', '00340434161094012346'], notify: false });
    expect((await mailbox(shop, email)).filter((m) => m.template === 'order_delivery_shipped')).toHaveLength(1);
    expect((await delivery(c, id)).trackingCodes).toHaveLength(2);
  });

  it('ships a pallet by freight: codes without a link (the forwarder has no tracking page), a partial delivery says so', async () => {
    const { c, email, id, orderNumber } = await placedOrder([product(P.halfPallet, 1)], SHIPPING.pallet);
    const res = await admin(shop, 'POST', `/admin-api/orders/${id}/delivery`, { state: 'shipped_partially', trackingCodes: ['SPD-2026-104877'] });
    expect(res.status).toBe(200);
    const d = await delivery(c, id);
    expect(d.shippingMethod.technicalName).toBe('pallet_freight');
    expect(d.shippingMethod.trackingUrl).toBeUndefined();
    const [mail] = (await mailbox(shop, email)).filter((m) => m.template === 'order_delivery_shipped');
    expect(mail.subject).toBe(`Ein Teil Ihrer Bestellung ${orderNumber} ist unterwegs`);
    expect(mail.text).toContain('Sendungsnummer: SPD-2026-104877');
    expect(mail.text).not.toContain('verfolgen');
  });

  it('refuses a download-only order (nothing to deliver) and a cancelled order being shipped', async () => {
    const download = await placedOrder([product(P.download, 1)]);
    const res = await admin(shop, 'POST', `/admin-api/orders/${download.id}/delivery`, { state: 'shipped' });
    expect(problems(res.body)).toEqual([{ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', pointer: '/id' }]);

    const cancelled = await placedOrder([product(P.bag, 1)]);
    expect((await cancelled.c.json<Json>('POST', '/order/state/cancel', { orderId: cancelled.id })).status).toBe(200);
    const refused = await admin(shop, 'POST', `/admin-api/orders/${cancelled.id}/delivery`, { state: 'shipped', trackingCodes: ['00340434161094012399'] });
    expect(problems(refused.body)).toEqual([{ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', pointer: '/state' }]);
    expect((await delivery(cancelled.c, cancelled.id)).stateMachineState.technicalName).toBe('cancelled');
  });

  it('lists the trackingUrl on shipping methods in the language of the request', async () => {
    const c = shop.client();
    const res = await c.json<Json>('POST', '/shipping-method', {});
    expectResponse('/shipping-method', 'post', res.body);
    const byName = Object.fromEntries((res.body.elements as Json[]).map((m) => [m.technicalName, m.trackingUrl ?? null]));
    expect(byName).toEqual({ parcel: `${DHL}%s`, pallet_freight: null, express: 'https://www.dhl.com/de-de/home/sendungsverfolgung.html?tracking-id=%s' });
  });
});
