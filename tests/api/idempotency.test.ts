import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { P } from './cartHelpers';
import { login, mailbox, problems, registerConfirmed, STOREFRONT, uniqueEmail } from './customerHelpers';

/**
 * The writes the storefront's offline outbox replays honour `Idempotency-Key`: a repeat after a
 * lost answer gets the first answer and does nothing again (no second mail, no second review).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { newsletter_form: { enabled: false }, contact_form: { enabled: false }, registration: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;
const contact = (email: string) => ({ subject: 'press', firstName: 'Ida', lastName: 'Stall', email, comment: 'Eine Nachricht, die nur einmal ankommen soll.' });

describe('Idempotency-Key on outbox writes', () => {
  it('sends a contact message once for a repeated key', async () => {
    const email = uniqueEmail('once');
    const key = randomUUID();
    const c = shop.client();
    const first = await c.json<Json>('POST', '/contact-form', contact(email), { 'idempotency-key': key });
    const again = await c.json<Json>('POST', '/contact-form', contact(email), { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await mailbox(shop, email)).toHaveLength(1);
    // Another key is another message.
    await c.json('POST', '/contact-form', contact(email), { 'idempotency-key': randomUUID() });
    expect(await mailbox(shop, email)).toHaveLength(2);
  });

  it('does not remember a refusal: the corrected message with the same key is sent', async () => {
    const email = uniqueEmail('fix');
    const key = randomUUID();
    const c = shop.client();
    const refused = await c.json('POST', '/contact-form', { ...contact(email), comment: 'kurz' }, { 'idempotency-key': key });
    expect(problems(refused.body)).toEqual([{ code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/comment' }]);
    expect((await c.json('POST', '/contact-form', contact(email), { 'idempotency-key': key })).status).toBe(200);
    expect(await mailbox(shop, email)).toHaveLength(1);
  });

  it('mails one confirmation link for a repeated newsletter sign-up', async () => {
    const email = uniqueEmail('news-once');
    const key = randomUUID();
    const c = shop.client();
    const body = { email, option: 'subscribe', storefrontUrl: STOREFRONT };
    expect((await c.json('POST', '/newsletter/subscribe', body, { 'idempotency-key': key })).status).toBe(200);
    expect((await c.json('POST', '/newsletter/subscribe', body, { 'idempotency-key': key })).status).toBe(200);
    expect(await mailbox(shop, email)).toHaveLength(1);
  });

  it('answers a repeated review with the first answer', async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    await login(c, email, 'Sattelkammer1');
    const productId = (shop.db.prepare('SELECT id FROM product WHERE active = 1 AND parent_id IS NULL ORDER BY product_number LIMIT 1').get() as { id: string }).id;
    const key = randomUUID();
    const review = { title: 'Einmal reicht', content: 'Diese Bewertung darf nur einmal gespeichert werden, auch wenn sie zweimal kommt.', points: 4 };
    expect((await c.call('POST', `/product/${productId}/review`, review, { 'idempotency-key': key })).statusCode).toBe(204);
    const again = await c.call('POST', `/product/${productId}/review`, review, { 'idempotency-key': key });
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = shop.db.prepare('SELECT COUNT(*) AS n FROM product_review WHERE product_id = ? AND title = ?').get(productId, review.title) as { n: number };
    expect(rows.n).toBe(1);
  });

  // Issue 15 item 5: a queued offline addition replayed after its answer was lost counts once.
  it('adds a product to the cart once for a repeated key, and again for a new key', async () => {
    const c = shop.client();
    const productId = P.bag;
    const body = { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] };
    const key = randomUUID();
    const quantity = (cart: Json) => (cart.lineItems as Json[]).find((l) => l.referencedId === productId)?.quantity;
    const first = await c.json<Json>('POST', '/checkout/cart/line-item', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const again = await c.json<Json>('POST', '/checkout/cart/line-item', body, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(quantity(again.body)).toBe(1);
    expect(quantity((await c.json<Json>('GET', '/checkout/cart')).body)).toBe(1);
    await c.json('POST', '/checkout/cart/line-item', body, { 'idempotency-key': randomUUID() });
    expect(quantity((await c.json<Json>('GET', '/checkout/cart')).body)).toBe(2);
    // A late repeat of the first key changes nothing and shows the cart as it is now.
    const late = await c.json<Json>('POST', '/checkout/cart/line-item', body, { 'idempotency-key': key });
    expect(quantity(late.body)).toBe(2);
    // The key belongs to one cart: another visitor using the same key gets its own line item.
    const other = shop.client();
    await other.json('POST', '/checkout/cart/line-item', body, { 'idempotency-key': key });
    expect(quantity((await other.json<Json>('GET', '/checkout/cart')).body)).toBe(1);
  });

  it('answers a repeated wishlist add or removal with its first answer instead of an error', async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    await login(c, email, 'Sattelkammer1');
    const productId = (shop.db.prepare('SELECT id FROM product WHERE active = 1 AND parent_id IS NULL ORDER BY product_number LIMIT 1 OFFSET 3').get() as { id: string }).id;
    const addKey = randomUUID();
    expect((await c.json('POST', `/customer/wishlist/add/${productId}`, undefined, { 'idempotency-key': addKey })).status).toBe(200);
    const repeated = await c.json('POST', `/customer/wishlist/add/${productId}`, undefined, { 'idempotency-key': addKey });
    expect(repeated.status).toBe(200);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    // Without the key the duplicate is still refused, as in Shopware.
    expect((await c.json('POST', `/customer/wishlist/add/${productId}`)).status).toBe(400);
    const removeKey = randomUUID();
    expect((await c.json('DELETE', `/customer/wishlist/delete/${productId}`, undefined, { 'idempotency-key': removeKey })).status).toBe(200);
    expect((await c.json('DELETE', `/customer/wishlist/delete/${productId}`, undefined, { 'idempotency-key': removeKey })).status).toBe(200);
  });
});
