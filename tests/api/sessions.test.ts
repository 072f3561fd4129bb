import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { purgeExpiredSessions, SESSION_LIFETIME_MS } from '../../server/store-api/context/sessions';
import { startTestShop, type TestShop } from './harness';
import { DEMO, login } from './customerHelpers';

type Json = Record<string, any>;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const rows = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context').get() as { n: number }).n;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const age = (token: string, ms: number) => shop.db.prepare('UPDATE sales_channel_context SET updated_at = ? WHERE token = ?').run(ago(ms), token);
const BAG = idFor('product:SW-MIS-100.1');

describe('sessions (context tokens)', () => {
  it('anonymous reads store nothing: 200 first contacts leave no row behind', async () => {
    const before = rows();
    for (let i = 0; i < 200; i++) {
      const res = await shop.client().call('GET', '/context');
      expect(res.statusCode).toBe(200);
    }
    expect(rows()).toBe(before);
  });

  it('a visitor keeps the token it was given; the row appears with the first cart', async () => {
    const c = shop.client();
    await c.json('GET', '/context');
    const token = c.token!;
    expect((await c.json('POST', '/product', { limit: 1 })).headers['sw-context-token']).toBe(token);
    expect(shop.db.prepare('SELECT 1 FROM sales_channel_context WHERE token = ?').get(token)).toBeUndefined();
    const added = await c.json<Json>('POST', '/checkout/cart/line-item', { items: [{ id: BAG, type: 'product', referencedId: BAG, quantity: 1 }] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(shop.db.prepare('SELECT 1 AS ok FROM sales_channel_context WHERE token = ?').get(token)).toEqual({ ok: 1 });
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(cart.body.lineItems).toHaveLength(1);
    expect(c.token).toBe(token);
  });

  it('a token the shop never issued is replaced, not adopted', async () => {
    const c = shop.client();
    c.token = 'AttackerChosenToken0000000000000';
    const res = await c.json('GET', '/context');
    expect(res.headers['sw-context-token']).not.toBe('AttackerChosenToken0000000000000');
    expect(res.headers['sw-context-token']).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('expires anonymous sessions after 30 idle days and customer sessions after one idle day', async () => {
    const visitor = shop.client();
    await visitor.json('PATCH', '/context', { countryId: idFor('country:AT') });
    const visitorToken = visitor.token!;
    age(visitorToken, SESSION_LIFETIME_MS.anonymous - 3600_000);
    expect((await visitor.json<Json>('GET', '/context')).body.shippingLocation.country.iso).toBe('AT');
    expect(visitor.token).toBe(visitorToken); // still alive, and the use counts as activity
    age(visitorToken, SESSION_LIFETIME_MS.anonymous + 1000);
    const expired = await visitor.json<Json>('GET', '/context');
    expect(expired.body.shippingLocation.country.iso).toBe('DE');
    expect(visitor.token).not.toBe(visitorToken);

    const customer = shop.client();
    expect((await login(customer, DEMO.username, DEMO.password)).status).toBe(200);
    const token = customer.token!;
    age(token, SESSION_LIFETIME_MS.customer - 3600_000);
    expect((await customer.json<Json>('GET', '/context')).body.customer?.email).toBe(DEMO.username);
    age(token, SESSION_LIFETIME_MS.customer + 1000);
    const out = await customer.json<Json>('GET', '/context');
    expect(out.body.customer).toBeNull();
    expect(customer.token).not.toBe(token);
    expect(shop.db.prepare('SELECT 1 FROM sales_channel_context WHERE token = ?').get(token)).toBeUndefined();
  });

  it('the sweep deletes expired sessions and the carts only they could reach', async () => {
    const c = shop.client();
    await c.json('POST', '/checkout/cart/line-item', { items: [{ id: BAG, type: 'product', referencedId: BAG, quantity: 2 }] });
    const token = c.token!;
    const fresh = shop.client();
    await fresh.json('PATCH', '/context', { countryId: idFor('country:AT') });
    age(token, SESSION_LIFETIME_MS.anonymous + 1000);
    shop.db.prepare('UPDATE cart SET updated_at = ? WHERE token = ?').run(ago(SESSION_LIFETIME_MS.anonymous + 1000), token);
    expect(purgeExpiredSessions(shop.db)).toBeGreaterThanOrEqual(1);
    expect(shop.db.prepare('SELECT 1 FROM sales_channel_context WHERE token = ?').get(token)).toBeUndefined();
    expect(shop.db.prepare('SELECT 1 FROM cart WHERE token = ?').get(token)).toBeUndefined();
    expect(shop.db.prepare('SELECT 1 AS ok FROM sales_channel_context WHERE token = ?').get(fresh.token)).toEqual({ ok: 1 });
  });
});
