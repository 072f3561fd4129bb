import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
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
});
