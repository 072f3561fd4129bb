import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomers, DEMO_CUSTOMER } from '../../server/db/seed/customers';
import { getOrderPaymentInfo, setTransactionState } from '../../server/store-api/order/transactions';
import { startTestShop, type StoreClient, type TestShop } from './harness';
import { expectError, validateResponse } from './schema';
import { add, code, expectComponent, P, PAYMENT, prepareShop, product, registerGuest, type Json } from './cartHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  prepareShop(shop);
  await seedCustomers(shop.db);
});
afterAll(async () => shop?.close());

const stockOf = (id: string) => (shop.db.prepare('SELECT stock FROM product WHERE id = ?').get(id) as { stock: number }).stock;
const orderCount = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;

/** Validates an Order against the schema (promotion payloads are Shopware's, not products'). */
function expectOrder(body: unknown): void {
  expectComponent('Order', body);
}

async function guestWithCart(items: Array<Record<string, unknown>>): Promise<{ c: StoreClient; guest: Json }> {
  const c = shop.client();
  const guest = await registerGuest(shop, c);
  await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.prepayment });
  const res = await add(c, items);
  expect(res.status).toBe(200);
  return { c, guest };
}

async function order(c: StoreClient, body: Record<string, unknown> = { tos: true }, headers: Record<string, string> = {}) {
  return c.json<Json>('POST', '/checkout/order', body, headers);
}

describe('POST /checkout/order', () => {
  it('needs a logged-in or guest customer', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 1)]);
    const res = await order(c);
    expect(res.status).toBe(403);
    expectError(res.body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('refuses an empty cart; the terms are checked by the client, not by the Store API (as in Shopware)', async () => {
    const c = shop.client();
    await registerGuest(shop, c);
    // The demo customers' order history is there from the start.
    const before = orderCount();
    const empty = await order(c);
    expect(empty.status).toBe(400);
    expectError(empty.body, 400, 'CHECKOUT__CART_EMPTY');
    expect(orderCount()).toBe(before);
    await add(c, [product(P.bag, 1)]);
    // Changed with issue 14: `{}` used to answer 400 at /tos; Shopware's CartOrderRoute does not check tos.
    const res = await order(c, {});
    expect(res.status).toBe(200);
    expect(orderCount()).toBe(before + 1);
  });

  it('places a guest order with a promotion: prices, stock, empty cart, invoice, mail', async () => {
    const { c, guest } = await guestWithCart([product(P.bag, 2), product(P.fork, 1), code('STALL10')]);
    const before = { bag: stockOf(P.bag), fork: stockOf(P.fork) };
    const cart = await c.json<Json>('GET', '/checkout/cart');
    const res = await order(c, { tos: true, customerComment: 'Bitte an der Scheune abstellen', affiliateCode: 'vergleich', campaignCode: 'fruehling' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectOrder(res.body);
    expect(validateResponse('/checkout/order', 'post', res.body)).toEqual([]);
    const o = res.body;
    expect(Number(o.orderNumber)).toBeGreaterThanOrEqual(10000);
    expect(o.stateMachineState).toMatchObject({ technicalName: 'open', name: 'Offen' });
    expect(o.amountTotal).toBe(cart.body.price.totalPrice);
    expect(o.price.totalPrice).toBe(cart.body.price.totalPrice);
    expect(o.shippingTotal).toBe(cart.body.deliveries[0].shippingCosts.totalPrice);
    expect(o.customerComment).toBe('Bitte an der Scheune abstellen');
    expect(o.affiliateCode).toBe('vergleich');
    expect(o.campaignCode).toBe('fruehling');
    expect(o.orderCustomer).toMatchObject({ email: guest.email, firstName: 'Greta', lastName: 'Gast' });
    expect(o.billingAddress).toMatchObject({ street: 'Weideweg 5', zipcode: '21335', city: 'Lüneburg' });
    expect(o.lineItems.map((l: Json) => l.type).sort()).toEqual(['product', 'product', 'promotion']);
    const bag = o.lineItems.find((l: Json) => l.productId === P.bag);
    expect(bag).toMatchObject({ referencedId: P.bag, quantity: 2, unitPrice: 12.9, totalPrice: 25.8 });
    expect(o.lineItems.find((l: Json) => l.type === 'promotion')).toMatchObject({ referencedId: 'STALL10', totalPrice: -((25.8 + 34.9) / 10) });
    expect(o.transactions[0]).toMatchObject({ paymentMethodId: PAYMENT.prepayment, stateMachineState: { technicalName: 'open' } });
    expect(o.transactions[0].paymentMethod.technicalName).toBe('prepayment');
    expect(o.deliveries[0].shippingMethod.technicalName).toBe('parcel');
    expect(o.deliveries[0].positions).toHaveLength(2);
    expect(o.documents).toHaveLength(1);
    expect(o.documents[0]).toMatchObject({ documentType: { technicalName: 'invoice' }, fileType: 'pdf' });
    // stock, cart, mail
    expect(stockOf(P.bag)).toBe(before.bag - 2);
    expect(stockOf(P.fork)).toBe(before.fork - 1);
    const after = await c.json<Json>('GET', '/checkout/cart');
    expect(after.body.lineItems).toEqual([]);
    const mail = shop.db.prepare("SELECT subject, attachments FROM mail_outbox WHERE to_address = ? AND template = 'order_confirmation'").get(guest.email) as
      | { subject: string; attachments: string }
      | undefined;
    expect(mail?.subject).toContain(o.orderNumber);
    expect(mail?.attachments).toContain('.pdf');
    // the payment data the Adyen integration needs
    const info = getOrderPaymentInfo(shop.db, o.id)!;
    expect(info).toMatchObject({ amount: o.amountTotal, amountMinor: Math.round(o.amountTotal * 100), currency: 'EUR', handler: 'prepayment', transactionState: 'open' });
  });

  it('returns the same order for a double submission, also when both arrive at once', async () => {
    const { c } = await guestWithCart([product(P.bag, 1)]);
    const count = orderCount();
    const [a, b] = await Promise.all([order(c), order(c)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const again = await order(c);
    expect(again.body.id).toBe(a.body.id);
    expect(orderCount()).toBe(count + 1);
  });

  it('returns the same order for the same Idempotency-Key', async () => {
    const { c } = await guestWithCart([product(P.bag, 1)]);
    const first = await order(c, { tos: true }, { 'idempotency-key': 'checkout-attempt-42' });
    await add(c, [product(P.fork, 1)]);
    const second = await order(c, { tos: true }, { 'idempotency-key': 'checkout-attempt-42' });
    expect(second.body.id).toBe(first.body.id);
    // the new cart stays for a new order
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(cart.body.lineItems).toHaveLength(1);
  });

  it('refuses a cart that changed since it was shown and reports why', async () => {
    const { c } = await guestWithCart([product(P.closeout, 3)]);
    shop.db.prepare('UPDATE product SET stock = 1 WHERE id = ?').run(P.closeout);
    const res = await order(c);
    expect(res.status).toBe(400);
    expectError(res.body, 400, 'CHECKOUT__CART_INVALID');
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(Object.values(cart.body.errors as Json).map((e: Json) => e.messageKey)).toContain('product-stock-reached');
    expect(cart.body.lineItems[0].quantity).toBe(1);
    // seen now: the order goes through
    expect((await order(c)).status).toBe(200);
  });

  it('redeems an individual code once', async () => {
    const { c } = await guestWithCart([product(P.bag, 2), code('DANKE-STALL-2')]);
    const placed = await order(c);
    expect(placed.body.lineItems.find((l: Json) => l.type === 'promotion')).toMatchObject({ referencedId: 'DANKE-STALL-2', totalPrice: -10 });
    const { c: other } = await guestWithCart([product(P.bag, 2)]);
    const res = await add(other, [code('DANKE-STALL-2')]);
    expect(Object.values(res.body.errors as Json).map((e: Json) => e.messageKey)).toEqual(['promotion-not-found']);
  });

  it('orders downloads without a delivery (the withdrawal waiver is checked by the client, as in Shopware)', async () => {
    const { c } = await guestWithCart([product(P.download, 1)]);
    // Changed with issue 14: an order without `revocation` used to answer 400 at /revocation.
    const ok = await order(c, { tos: true });
    expect(ok.status).toBe(200);
    expect(ok.body.deliveries).toEqual([]);
    expect(ok.body.lineItems[0].states).toEqual(['is-download']);
  });
});

describe('orders after checkout: list, payment, documents, cancel', () => {
  let c: StoreClient;
  let guest: Json;
  let placed: Json;
  beforeAll(async () => {
    ({ c, guest } = await guestWithCart([product(P.bag, 3), code('WILLKOMMEN5')]));
    placed = (await order(c)).body;
  });

  it('lists the own orders (POST /order) with line items for "order again"', async () => {
    const res = await c.json<Json>('POST', '/order', { associations: { lineItems: {} }, 'total-count-mode': 'exact' });
    expect(res.status).toBe(200);
    expect(validateResponse('/order', 'post', res.body)).toEqual([]);
    expect(res.body.orders.elements.map((o: Json) => o.id)).toEqual([placed.id]);
    expect(res.body.orders.total).toBe(1);
    const li = res.body.orders.elements[0].lineItems.find((l: Json) => l.type === 'product');
    expect(li).toMatchObject({ productId: P.bag, referencedId: P.bag, quantity: 3 });
    expect(res.body.paymentChangeable[placed.id]).toBe(true);
    // someone else sees nothing of it
    const stranger = shop.client();
    expectError((await stranger.json('POST', '/order', {})).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('lets guests read their order by deep link code, e-mail and postal code', async () => {
    const other = shop.client();
    const filter = [{ type: 'equals', field: 'deepLinkCode', value: placed.deepLinkCode }];
    const ok = await other.json<Json>('POST', '/order', { filter, email: guest.email, zipcode: '21335' });
    expect(ok.status).toBe(200);
    expect(ok.body.orders.elements[0].orderNumber).toBe(placed.orderNumber);
    expectError((await other.json('POST', '/order', { filter, email: guest.email, zipcode: '99999' })).body, 403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS');
    expectError((await other.json('POST', '/order', { filter })).body, 403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED');
  });

  it('finishes prepayment at once: POST /handle-payment', async () => {
    const res = await c.json<Json>('POST', '/handle-payment', { orderId: placed.id, finishUrl: 'http://localhost:3999/checkout/success', errorUrl: 'http://localhost:3999/checkout/success/x/unpaid' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirectUrl: null });
    expect(getOrderPaymentInfo(shop.db, placed.id)!.transactionState).toBe('open');
    expectError((await c.json('POST', '/handle-payment', {})).body, 400);
    expectError((await shop.client().json('POST', '/handle-payment', { orderId: placed.id })).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('changes the payment method of an unpaid order (POST /order/payment)', async () => {
    // invoice is for registered customers only
    const invoice = await c.json<Json>('POST', '/order/payment', { orderId: placed.id, paymentMethodId: PAYMENT.invoice });
    expectError(invoice.body, 404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE');
    const card = await c.json<Json>('POST', '/order/payment', { orderId: placed.id, paymentMethodId: PAYMENT.card });
    expect(card.status).toBe(200);
    expect(card.body).toEqual({ success: true });
    expect(getOrderPaymentInfo(shop.db, placed.id)).toMatchObject({ handler: 'adyen', transactionState: 'open', amountMinor: Math.round(placed.amountTotal * 100) });
    // card payments go to the Adyen integration, which needs the SDK's stateData (tests/api/adyen.test.ts)
    expectError((await c.json('POST', '/handle-payment', { orderId: placed.id })).body, 400, 'VIOLATION::IS_BLANK_ERROR');
    const back = await c.json<Json>('POST', '/order/payment', { orderId: placed.id, paymentMethodId: PAYMENT.prepayment });
    expect(back.status).toBe(200);
    const list = await c.json<Json>('POST', '/order', {});
    const o = list.body.orders.elements[0];
    expect(o.transactions.map((t: Json) => t.stateMachineState.technicalName)).toEqual(['cancelled', 'cancelled', 'open']);
    expect(o.primaryOrderTransaction.paymentMethodId).toBe(PAYMENT.prepayment);
  });

  it('serves the invoice PDF by document id and deep link code', async () => {
    const list = await c.json<Json>('POST', '/order', {});
    const doc = list.body.orders.elements[0].documents[0];
    expectComponent('Document', doc);
    const res = await c.call('GET', `/document/download/${doc.id}/${doc.deepLinkCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await c.call('GET', `/document/download/${doc.id}/wrong-code`)).statusCode).toBe(404);
    expect((await c.call('GET', `/document/download/${'0'.repeat(32)}/${doc.deepLinkCode}`)).statusCode).toBe(404);
    // another session needs the guest's e-mail and postal code
    const other = shop.client();
    expect((await other.call('GET', `/document/download/${doc.id}/${doc.deepLinkCode}`)).statusCode).toBe(403);
    const post = await other.call('POST', `/document/download/${doc.id}/${doc.deepLinkCode}`, { email: guest.email, zipcode: '21335' });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-type']).toBe('application/pdf');
  });

  it('grants the files of a digital product only once the order is paid', async () => {
    const { c: buyer } = await guestWithCart([product(P.download, 1)]);
    const placedDownload = (await order(buyer, { tos: true, revocation: true })).body;
    const read = async () => (await buyer.json<Json>('POST', '/order', {})).body.orders.elements[0];
    const line = (await read()).lineItems[0];
    expect(line.downloads).toHaveLength(1);
    expect(line.downloads[0]).toMatchObject({ accessGranted: false, media: { mimeType: 'application/pdf' } });
    const path = `/order/download/${placedDownload.id}/${line.downloads[0].id}`;
    const unpaid = await buyer.call('GET', path);
    expect(unpaid.statusCode).toBe(403);
    expect(JSON.parse(unpaid.payload).errors[0].code).toBe('CHECKOUT__ORDER_DOWNLOAD_NOT_GRANTED');
    setTransactionState(shop.db, placedDownload.id, 'paid');
    expect((await read()).lineItems[0].downloads[0].accessGranted).toBe(true);
    const file = await buyer.call('GET', path);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not for anybody else, and not for ids that are not the order's.
    expect((await shop.client().call('GET', path)).statusCode).toBe(403);
    expect((await buyer.call('GET', `/order/download/${placedDownload.id}/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('tells prepayment orders where to transfer the money (order extension)', async () => {
    const { c: buyer } = await guestWithCart([product(P.bag, 1)]);
    const placedPrepayment = (await order(buyer)).body;
    const o = (await buyer.json<Json>('POST', '/order', {})).body.orders.elements[0];
    expect(o.extensions.stallwerkTransfer).toMatchObject({
      kind: 'prepayment',
      recipient: 'Stallwerk GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      amount: placedPrepayment.amountTotal,
      reference: placedPrepayment.orderNumber,
      paymentDays: 7,
    });
  });

  it('refuses to change the payment of a paid order', async () => {
    const { c: c2 } = await guestWithCart([product(P.bag, 1)]);
    const paid = (await order(c2)).body;
    setTransactionState(shop.db, paid.id, 'paid', { pspReference: 'PSP123', resultCode: 'Authorised' });
    expect(getOrderPaymentInfo(shop.db, paid.id)).toMatchObject({ transactionState: 'paid', pspReference: 'PSP123', resultCode: 'Authorised' });
    const res = await c2.json<Json>('POST', '/order/payment', { orderId: paid.id, paymentMethodId: PAYMENT.card });
    expectError(res.body, 400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID');
    expect(res.body.errors[0].detail).toContain(paid.orderNumber);
    const list = await c2.json<Json>('POST', '/order', {});
    expect(list.body.paymentChangeable[paid.id]).toBe(false);
  });

  it('cancels an open order of the customer, once, and puts the stock back', async () => {
    const stock = stockOf(P.bag);
    expectError((await shop.client().json('POST', '/order/state/cancel', { orderId: placed.id })).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const res = await c.json<Json>('POST', '/order/state/cancel', { orderId: placed.id });
    expect(res.status).toBe(200);
    expect(validateResponse('/order/state/cancel', 'post', res.body)).toEqual([]);
    expect(res.body).toMatchObject({ technicalName: 'cancelled', name: 'Abgebrochen' });
    expect(stockOf(P.bag)).toBe(stock + 3);
    const again = await c.json<Json>('POST', '/order/state/cancel', { orderId: placed.id });
    expect(again.status).toBe(403);
    expectError((await c.json('POST', '/order/state/cancel', {})).body, 400);
    expectError((await c.json('POST', '/order/state/cancel', { orderId: '0'.repeat(32) })).body, 404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND');
  });
});

describe('registered customer: cart with promotion → order → list → cancel', () => {
  it('runs the whole flow with invoice payment', async () => {
    const c = shop.client();
    const login = await c.json('POST', '/account/login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.invoice, languageId: (shop.db.prepare("SELECT id FROM language WHERE code = 'en-GB'").get() as { id: string }).id });
    const cart = await add(c, [product(P.halfPallet, 2), code('FREIVERSAND')]);
    expect(cart.body.deliveries[0].shippingCosts.totalPrice).toBe(0);
    const placed = await order(c, { tos: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expectOrder(placed.body);
    expect(placed.body.transactions[0].paymentMethod.technicalName).toBe('invoice');
    expect(placed.body.stateMachineState.name).toBe('Open');
    // the code and the automatic bedding promotion (473.80 € bedding)
    const discounts = placed.body.lineItems.filter((l: Json) => l.type === 'promotion');
    expect(discounts.map((l: Json) => l.referencedId ?? null).sort()).toEqual(['FREIVERSAND', null]);
    expect(discounts.every((l: Json) => typeof l.promotionId === 'string')).toBe(true);
    expect((await c.json<Json>('POST', '/handle-payment', { orderId: placed.body.id })).body).toEqual({ redirectUrl: null });

    const list = await c.json<Json>('POST', '/order', { limit: 1, page: 1, sort: [{ field: 'orderDateTime', order: 'DESC' }] });
    expect(list.body.orders.elements[0].id).toBe(placed.body.id);
    expect(list.body.orders.limit).toBe(1);
    const cancel = await c.json<Json>('POST', '/order/state/cancel', { orderId: placed.body.id });
    expect(cancel.body.technicalName).toBe('cancelled');
    const mail = shop.db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ? AND template = 'order_state_changed'").get(DEMO_CUSTOMER.email) as { n: number };
    expect(mail.n).toBe(1);
  });
});
