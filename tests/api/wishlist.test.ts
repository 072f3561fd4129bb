import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse, validateComponent } from './schema';
import { listingErrors } from './catalogSchema';
import { DEMO, login, registration, uniqueEmail } from './customerHelpers';

let shop: TestShop;
let products: string[];
beforeAll(async () => {
  shop = await startTestShop();
  products = (shop.db.prepare('SELECT id FROM product WHERE active = 1 AND parent_id IS NULL ORDER BY product_number LIMIT 20').all() as Array<{ id: string }>).map((r) => r.id);
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;

describe('server wishlist of registered customers (spec §4, §9: page size 15)', () => {
  it('is 403 for visitors and guests', async () => {
    const visitor = shop.client();
    for (const [method, path] of [
      ['POST', '/customer/wishlist'],
      ['POST', `/customer/wishlist/add/${products[0]}`],
      ['DELETE', `/customer/wishlist/delete/${products[0]}`],
      ['POST', '/customer/wishlist/merge'],
    ] as const) {
      expectError((await visitor.json(method, path, method === 'POST' ? {} : undefined)).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
    const guest = shop.client();
    const reg = await guest.json('POST', '/account/register', { ...registration(uniqueEmail('gast'), { guest: true }), password: undefined });
    expect(reg.status).toBe(200);
    expectError((await guest.json('POST', `/customer/wishlist/add/${products[0]}`)).body, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('adds, lists, refuses duplicates, deletes and merges', async () => {
    const c = shop.client();
    expect((await login(c, DEMO.username, DEMO.password)).status).toBe(200);
    // no wishlist yet: Shopware answers 404
    expectError((await c.json('POST', '/customer/wishlist', {})).body, 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
    expectError((await c.json('DELETE', `/customer/wishlist/delete/${products[0]}`)).body, 404, 'CHECKOUT__WISHLIST_NOT_FOUND');

    const added = await c.json<Json>('POST', `/customer/wishlist/add/${products[0]}`);
    expect(added.status).toBe(200);
    expectResponse('/customer/wishlist/add/{productId}', 'post', added.body);
    const dup = await c.json('POST', `/customer/wishlist/add/${products[0]}`);
    expectError(dup.body, 400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT');
    expectError((await c.json('POST', `/customer/wishlist/add/${'0'.repeat(32)}`)).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expectError((await c.json('POST', '/customer/wishlist/add/not-an-id')).body, 400, 'FRAMEWORK__INVALID_UUID');

    const list = await c.json<Json>('POST', '/customer/wishlist', {});
    expect(list.status).toBe(200);
    expect(validateComponent('WishlistLoadRouteResponse', { ...list.body, products: { ...list.body.products, elements: [] } })).toEqual([]);
    expect(listingErrors(list.body.products)).toEqual([]);
    expect(list.body.products.elements.map((p: Json) => p.id)).toEqual([products[0]]);
    expect(list.body.products).toMatchObject({ total: 1, page: 1, limit: 15 });
    expect(list.body.wishlist.customerId).toBe((await c.json<Json>('POST', '/account/customer')).body.id);

    const merged = await c.json<Json>('POST', '/customer/wishlist/merge', { productIds: [...products.slice(0, 18), '0'.repeat(32)] });
    expect(merged.status).toBe(200);
    expectResponse('/customer/wishlist/merge', 'post', merged.body);
    const page1 = await c.json<Json>('POST', '/customer/wishlist', { 'total-count-mode': 'exact' });
    expect(page1.body.products.total).toBe(18);
    expect(page1.body.products.elements).toHaveLength(15);
    const page2 = await c.json<Json>('POST', '/customer/wishlist', { page: 2 });
    expect(page2.body.products.elements).toHaveLength(3);
    const small = await c.json<Json>('POST', '/customer/wishlist', { limit: 5, includes: { product: ['id', 'name'] } });
    expect(small.body.products.elements).toHaveLength(5);
    expect(Object.keys(small.body.products.elements[0]).sort()).toEqual(['apiAlias', 'id', 'name']);

    const del = await c.json<Json>('DELETE', `/customer/wishlist/delete/${products[0]}`);
    expect(del.status).toBe(200);
    expectResponse('/customer/wishlist/delete/{productId}', 'delete', del.body);
    expectError((await c.json('DELETE', `/customer/wishlist/delete/${products[0]}`)).body, 404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND');
    expect((await c.json<Json>('POST', '/customer/wishlist', {})).body.products.total).toBe(17);

    // inactive products disappear from the list
    shop.db.prepare('UPDATE product SET active = 0 WHERE id = ?').run(products[1]);
    expect((await c.json<Json>('POST', '/customer/wishlist', {})).body.products.total).toBe(16);
    shop.db.prepare('UPDATE product SET active = 1 WHERE id = ?').run(products[1]);
  });

  it('validates the merge payload', async () => {
    const c = shop.client();
    await login(c, DEMO.username, DEMO.password);
    expectError((await c.json('POST', '/customer/wishlist/merge', {})).body, 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING');
    expectError((await c.json('POST', '/customer/wishlist/merge', { productIds: [] })).body, 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING');
    expectError((await c.json('POST', '/customer/wishlist/merge', { productIds: 'abc' })).body, 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
    const bad = await c.json<Json>('POST', '/customer/wishlist/merge', { productIds: [products[0], 42] });
    expectError(bad.body, 400, 'FRAMEWORK__INVALID_UUID');
    expect(bad.body.errors[0].source.pointer).toBe('/productIds/1');
    expectError((await c.json('POST', '/customer/wishlist', { limit: -1 })).body, 400);
  });
});
