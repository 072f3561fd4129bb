import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { add, code, product, P, PAYMENT, type Json } from './cartHelpers';
import { DE, linkIn, mailbox, registration, STOREFRONT, uniqueEmail } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

/**
 * Issue 3's scenario in one go, as a new customer experiences it: register → confirm through the
 * link in the mail → login → add an address → cart with a promotion → order → order list → cancel.
 */
describe('a new customer from registration to a cancelled order', () => {
  it('walks the whole journey through the Store API', async () => {
    const c = shop.client();
    const email = uniqueEmail('journey');

    const registered = await c.json<Json>('POST', '/account/register', registration(email));
    expect(registered.status).toBe(200);
    expect(registered.body.active).toBe(false); // double opt-in: not active before the link

    const refused = await c.json<Json>('POST', '/account/login', { username: email, password: 'Sattelkammer1' });
    expect(refused.status).toBe(401);

    const [mail] = await mailbox(shop, email);
    const link = linkIn(mail, `${STOREFRONT}/registration/confirm`);
    const confirmed = await c.json('POST', '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
    expect(confirmed.status).toBe(200);

    const before = c.token;
    const login = await c.json('POST', '/account/login', { username: email, password: 'Sattelkammer1' });
    expect(login.status).toBe(200);
    expect(c.token).not.toBe(before); // a new session token after login

    const address = await c.json<Json>('POST', '/account/address', {
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Stallgasse 2',
      zipcode: '27283',
      city: 'Verden',
      countryId: DE,
    });
    expect(address.status).toBe(200);
    expect([200, 204]).toContain((await c.json('PATCH', `/account/address/default-shipping/${address.body.id}`)).status);

    await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.prepayment });
    const cart = await add(c, [product(P.bag, 3), code('STALL10')]);
    expect(cart.status).toBe(200);
    expect(cart.body.lineItems.some((l: Json) => l.type === 'promotion' && l.referencedId === 'STALL10')).toBe(true);

    const placed = await c.json<Json>('POST', '/checkout/order', { tos: true, customerComment: 'Bitte an der Scheune abladen.' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.customerComment).toBe('Bitte an der Scheune abladen.');
    expect(placed.body.deliveries[0].shippingOrderAddress.street).toBe('Stallgasse 2');

    const list = await c.json<Json>('POST', '/order', {});
    expect(list.body.orders.elements.map((o: Json) => o.id)).toEqual([placed.body.id]);

    const cancelled = await c.json<Json>('POST', '/order/state/cancel', { orderId: placed.body.id });
    expect(cancelled.body.technicalName).toBe('cancelled');
    const again = await c.json<Json>('POST', '/order', {});
    expect(again.body.orders.elements[0].stateMachineState.technicalName).toBe('cancelled');
  });
});
