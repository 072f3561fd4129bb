import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse } from './schema';
import { admin, DEMO, login, mailbox, mailboxHeaders, problems, registerConfirmed } from './customerHelpers';
import { add, P, PAYMENT, product, registerGuest } from './cartHelpers';

let shop: TestShop;
let productId: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { registration: { enabled: false } };
  productId = (shop.db.prepare('SELECT id FROM product WHERE active = 1 AND parent_id IS NULL ORDER BY product_number LIMIT 1').get() as { id: string }).id;
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;
const REVIEW = {
  title: 'Staubarm und saugstark',
  content: 'Wir streuen seit drei Monaten damit ein, die Box bleibt trocken und es staubt kaum.',
  points: 5,
};

async function reviewsOf(c: ReturnType<TestShop['client']>) {
  const res = await c.json<Json>('POST', `/product/${productId}/reviews`, { limit: 100 });
  expect(res.status).toBe(200);
  expectResponse('/product/{productId}/reviews', 'post', { ...res.body, aggregations: [] });
  return res.body.elements as Json[];
}

describe('product reviews: pending until approved (spec §3, §4)', () => {
  it('needs a logged-in customer and validates title, content and points', async () => {
    const visitor = shop.client();
    expectError((await visitor.json('POST', `/product/${productId}/review`, REVIEW)).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const c = shop.client();
    await login(c, DEMO.username, DEMO.password);
    const blank = await c.json('POST', `/product/${productId}/review`, {});
    expect(problems(blank.body)).toEqual([
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/title' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/content' },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/points' },
    ]);
    const short = await c.json<Json>('POST', `/product/${productId}/review`, { title: 'Gut', content: 'Zu kurz', points: 9 });
    expect(problems(short.body)).toEqual([
      { code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/title' },
      { code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/content' },
      { code: 'VIOLATION::TOO_HIGH_ERROR', pointer: '/points' },
    ]);
    expect(short.body.errors[1].meta.parameters['{{ limit }}']).toBe(40);
    expect(problems((await c.json('POST', `/product/${productId}/review`, { ...REVIEW, points: 0 })).body)).toEqual([{ code: 'VIOLATION::TOO_LOW_ERROR', pointer: '/points' }]);
    expectError((await c.json('POST', `/product/${'0'.repeat(32)}/review`, REVIEW)).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expectError((await c.json('POST', '/product/xyz/review', REVIEW)).body, 400, 'FRAMEWORK__INVALID_UUID');
  });

  it('is saved pending, visible only to its author, then approved through the admin API', async () => {
    const author = shop.client();
    const { customer } = await registerConfirmed(shop, author);
    const before = (shop.db.prepare('SELECT rating_average FROM product WHERE id = ?').get(productId) as { rating_average: number | null }).rating_average;
    const saved = await author.call('POST', `/product/${productId}/review`, REVIEW);
    expect(saved.statusCode).toBe(204);

    const own = (await reviewsOf(author)).find((r) => r.title === REVIEW.title);
    expect(own).toMatchObject({ status: false, points: 5, content: REVIEW.content });
    expect((await reviewsOf(shop.client())).some((r) => r.title === REVIEW.title)).toBe(false);

    // a second review of the same product updates the first one
    const again = await author.call('POST', `/product/${productId}/review`, { ...REVIEW, points: 4, title: 'Staubarm, etwas teuer' });
    expect(again.statusCode).toBe(204);
    const mine = shop.db.prepare('SELECT id, points, title, status FROM product_review WHERE customer_id = ?').all(customer.id) as Json[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ points: 4, title: 'Staubarm, etwas teuer', status: 'pending' });

    const pending = await admin(shop, 'GET', '/admin-api/reviews?status=pending');
    expect(pending.status).toBe(200);
    const entry = (pending.body!.elements as Json[]).find((r) => r.id === mine[0].id);
    expect(entry).toMatchObject({ status: 'pending', productId, title: 'Staubarm, etwas teuer', customerId: customer.id });

    const approved = await admin(shop, 'POST', `/admin-api/reviews/${mine[0].id}/approve`, { comment: 'Danke für Ihre Bewertung!' });
    expect(approved.status).toBe(200);
    expect(approved.body!.review).toMatchObject({ status: 'approved', comment: 'Danke für Ihre Bewertung!' });
    const visible = (await reviewsOf(shop.client())).find((r) => r.id === mine[0].id);
    expect(visible).toMatchObject({ status: true, points: 4, comment: 'Danke für Ihre Bewertung!' });
    const after = (shop.db.prepare('SELECT rating_average FROM product WHERE id = ?').get(productId) as { rating_average: number }).rating_average;
    const expected = shop.db
      .prepare("SELECT AVG(points) AS a FROM product_review WHERE status = 'approved' AND product_id IN (SELECT id FROM product WHERE id = ? OR parent_id = ?)")
      .get(productId, productId) as { a: number };
    expect(after).toBeCloseTo(expected.a, 2);
    expect(approved.body!.ratingAverage).toBeCloseTo(expected.a, 2);
    expect(typeof before === 'number' || before === null).toBe(true);

    // rejecting hides it again and recomputes the rating
    const rejected = await admin(shop, 'POST', `/admin-api/reviews/${mine[0].id}/reject`, { comment: 'Bitte ohne Preisangaben.' });
    expect(rejected.body!.review).toMatchObject({ status: 'rejected' });
    expect((await reviewsOf(shop.client())).some((r) => r.id === mine[0].id)).toBe(false);
    const ownRejected = (await reviewsOf(author)).find((r) => r.id === mine[0].id);
    expect(ownRejected).toMatchObject({ status: false, comment: 'Bitte ohne Preisangaben.' });
  });
});

describe('admin API', () => {
  it('needs the bearer token', async () => {
    for (const token of [null, 'wrong']) {
      const res = await admin(shop, 'GET', '/admin-api/reviews', undefined, token);
      expect(res.status).toBe(401);
      expectError(res.body, 401, 'FRAMEWORK__UNAUTHORIZED');
    }
  });

  it('validates ids, statuses and bodies', async () => {
    expectError((await admin(shop, 'GET', '/admin-api/reviews?status=weird')).body, 400);
    expectError((await admin(shop, 'POST', `/admin-api/reviews/${'0'.repeat(32)}/approve`, {})).body, 404, 'CONTENT__PRODUCT_REVIEW_NOT_FOUND');
    expectError((await admin(shop, 'POST', '/admin-api/reviews/nope/approve', {})).body, 404);
    expectError((await admin(shop, 'POST', '/admin-api/maintenance', { enabled: 'yes' })).body, 400);
    expectError((await admin(shop, 'POST', `/admin-api/orders/${'0'.repeat(32)}/state`, { state: 'done' })).body, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    expectError((await admin(shop, 'POST', `/admin-api/orders/${'0'.repeat(32)}/state`, { state: 'completed' })).body, 404);
    expectError((await admin(shop, 'POST', '/admin-api/unknown', {})).body, 404);
  });

  it('moves an order through its states and mails the customer', async () => {
    const c = shop.client();
    const guest = await registerGuest(shop, c);
    await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.prepayment });
    expect((await add(c, [product(P.bag, 1)])).status).toBe(200);
    const placed = await c.json<Json>('POST', '/checkout/order', { tos: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.id as string;
    const progress = await admin(shop, 'POST', `/admin-api/orders/${id}/state`, { state: 'in_progress' });
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ id, state: 'in_progress', orderNumber: placed.body.orderNumber });
    const done = await admin(shop, 'POST', `/admin-api/orders/${id}/state`, { state: 'completed' });
    expect(done.body).toMatchObject({ state: 'completed' });
    const mails = await mailbox(shop, guest.email as string);
    expect(mails[0].template).toBe('order_state_changed');
    expect(mails[0].subject).toContain(placed.body.orderNumber as string);
    const quiet = await admin(shop, 'POST', `/admin-api/orders/${id}/state`, { state: 'open', notify: false });
    expect(quiet.body).toMatchObject({ state: 'open' });
    expect((await mailbox(shop, guest.email as string)).length).toBe(mails.length);
  });

  it('switches maintenance mode: the Store API answers 503 until it is off again', async () => {
    const c = shop.client();
    expect((await c.json('GET', '/context')).status).toBe(200);
    const on = await admin(shop, 'POST', '/admin-api/maintenance', { enabled: true });
    expect(on.body).toEqual({ maintenance: true });
    const blocked = await c.json<Json>('GET', '/context');
    expect(blocked.status).toBe(503);
    expectError(blocked.body, 503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE');
    expect(blocked.body.errors[0].title).toBe('MAINTENANCE_MODE');
    // the mailbox and the admin API keep working
    expect((await shop.app.inject({ method: 'GET', url: '/mailbox/messages.json', headers: mailboxHeaders(shop) })).statusCode).toBe(200);
    expect((await admin(shop, 'GET', '/admin-api/maintenance')).body).toEqual({ maintenance: true });
    const off = await admin(shop, 'POST', '/admin-api/maintenance', { enabled: false });
    expect(off.body).toEqual({ maintenance: false });
    expect((await c.json('GET', '/context')).status).toBe(200);
  });
});
