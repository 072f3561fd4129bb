import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCrossSelling, expectDetail, expectListing, expectProductSearch, expectReviews } from '../../../tests/api/catalogSchema';
import { expectError } from '../../../tests/api/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { F, openFixtureDatabase } from './testing/fixture';

type Json = Record<string, any>;

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = openFixtureDatabase();
  db.prepare('INSERT INTO sales_channel_context (token, payload) VALUES (?, ?)').run('chf-token', JSON.stringify({ currencyId: F.chf }));
  db.prepare('INSERT INTO sales_channel_context (token, payload) VALUES (?, ?)').run('taxfree-token', JSON.stringify({ countryId: F.countryCh }));
  app = await buildApp({ db, config: loadConfig({ DIST_DIR: '/nonexistent', PUBLIC_URL: 'https://shop.test' }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  db?.close();
});

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method,
    url: `/store-api${url}`,
    headers: { 'sw-access-key': F.accessKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Json };
}
const post = (url: string, body: unknown = {}, headers?: Record<string, string>) => call('POST', url, body, headers);
const numbers = (body: Json) => (body.elements as Json[]).map((p) => p.productNumber);
const encode = (criteria: unknown) =>
  gzipSync(Buffer.from(JSON.stringify(criteria)))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('POST /product-listing/{categoryId}', () => {
  it('lists one card per product with Shopware listing data, valid against the schema', async () => {
    const { status, body } = await post(`/product-listing/${F.pellets}`);
    expect(status).toBe(200);
    expectListing(body);
    expect(body).toMatchObject({ apiAlias: 'product_listing', entity: 'product', page: 1, limit: 10, total: 2, sorting: 'name-asc' });
    expect(numbers(body)).toEqual(['SW-MIS-100', 'SW-STR-200']);
    expect(body.currentFilters).toEqual({
      navigationId: F.pellets,
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      'shipping-free': false,
      properties: [],
    });
    expect(body.availableSortings.map((s: Json) => s.key)).toEqual(['topseller', 'name-asc', 'name-desc', 'price-asc', 'price-desc']);
    expect(body.availableSortings[0]).toMatchObject({ label: 'Topseller', translated: { label: 'Topseller' }, priority: 5, apiAlias: 'product_sorting' });
  });

  it('shows a parent with the cheapest purchasable variant price and a range', async () => {
    const { body } = await post(`/product-listing/${F.pellets}`);
    const mis = body.elements[0];
    expect(mis).toMatchObject({ id: F.mis, childCount: 3, available: true, apiAlias: 'product' });
    expect(mis.calculatedPrice.unitPrice).toBe(11.9);
    expect(mis.calculatedCheapestPrice).toMatchObject({ unitPrice: 11.9, hasRange: true, variantId: F.misBag });
    expect(mis.cover.media.url).toBe('https://shop.test/media/products/miscanthus.webp');
    expect(mis.cover.media.thumbnails[0]).toMatchObject({ width: 400, url: 'https://shop.test/media/thumbnails/miscanthus-400.webp' });
    expect(mis.seoUrls).toBeUndefined();
    const str = body.elements[1];
    expect(str.calculatedPrices.map((t: Json) => [t.quantity, t.unitPrice])).toEqual([
      [9, 9.52],
      [10, 8.33],
    ]);
    expect(str.calculatedPrice.listPrice).toMatchObject({ price: 11.9, percentage: 20, apiAlias: 'cart_list_price' });
    expect(str.calculatedCheapestPrice).toMatchObject({ unitPrice: 8.33, hasRange: true });
  });

  it('aggregates manufacturers, prices, rating, shipping-free and filterable properties', async () => {
    const { body } = await post(`/product-listing/${F.pellets}`);
    const aggs = body.aggregations;
    expect(aggs.manufacturer.entities.map((m: Json) => m.name)).toEqual(['Agro Energie', 'Stroh AG']);
    expect(aggs.manufacturer.entities[0].media.url).toBe('https://shop.test/media/manufacturers/agro.svg');
    expect(aggs.price).toMatchObject({ min: 8.33, max: 11.9, apiAlias: 'price_aggregation' });
    expect(aggs.rating).toEqual({ max: 4.5, apiAlias: 'rating_aggregation' });
    expect(aggs['shipping-free']).toEqual({ max: 1, apiAlias: 'shipping-free_aggregation' });
    const groups = aggs.properties.entities as Json[];
    expect(groups.map((g) => g.name)).toEqual(['Verpackung', 'Staubgehalt', 'Material']);
    expect(groups[0].options.map((o: Json) => o.name)).toEqual(['Sack', 'Halbpalette', 'Palette']);
  });

  it('lists products of subcategories and respects display_nested_products', async () => {
    expect((await post(`/product-listing/${F.root}`)).body.total).toBe(4);
    db.prepare('UPDATE category SET display_nested_products = 0 WHERE id = ?').run(F.root);
    try {
      expect((await post(`/product-listing/${F.root}`)).body.total).toBe(0);
    } finally {
      db.prepare('UPDATE category SET display_nested_products = 1 WHERE id = ?').run(F.root);
    }
  });

  it('filters by manufacturer but keeps the filter options (post-filter semantics)', async () => {
    const { body } = await post(`/product-listing/${F.pellets}`, { manufacturer: F.agro });
    expect(numbers(body)).toEqual(['SW-MIS-100']);
    expect(body.total).toBe(1);
    expect(body.currentFilters.manufacturer).toEqual([F.agro]);
    expect(body.aggregations.manufacturer.entities).toHaveLength(2);
    expectListing(body);
  });

  it('reduces aggregations by the other filters with reduce-aggregations', async () => {
    const { body } = await post(`/product-listing/${F.pellets}`, { manufacturer: F.agro, 'reduce-aggregations': null });
    expect(body.aggregations.manufacturer.entities).toHaveLength(2);
    expect(body.aggregations.properties.entities.map((g: Json) => g.name)).toEqual(['Verpackung', 'Staubgehalt', 'Material']);
    expect(body.aggregations.price).toMatchObject({ min: 11.9, max: 11.9 });
  });

  it('filters properties with OR inside a group and AND across groups', async () => {
    const p = (ids: string[]) => post(`/product-listing/${F.pellets}`, { properties: ids.join('|') });
    expect(numbers((await p([F.lowDust, F.dustFree])).body)).toEqual(['SW-MIS-100', 'SW-STR-200']);
    expect(numbers((await p([F.bag, F.dustFree])).body)).toEqual([]);
    expect(numbers((await p([F.pallet, F.lowDust])).body)).toEqual(['SW-MIS-100']);
    expect((await p([F.straw])).body.currentFilters.properties).toEqual([F.straw]);
  });

  it('filters by price, rating and shipping-free', async () => {
    expect(numbers((await post(`/product-listing/${F.pellets}`, { 'min-price': 9 })).body)).toEqual(['SW-MIS-100']);
    const max = await post(`/product-listing/${F.pellets}`, { 'max-price': 10 });
    expect(numbers(max.body)).toEqual(['SW-STR-200']);
    expect(max.body.currentFilters.price).toEqual({ min: 0, max: 10 });
    expect(numbers((await post(`/product-listing/${F.pellets}`, { rating: 4 })).body)).toEqual(['SW-MIS-100']);
    expect(numbers((await post(`/product-listing/${F.root}`, { 'shipping-free': true, order: 'name-asc' })).body)).toEqual(['SW-DL-400', 'SW-MIS-100', 'SW-STR-200']);
  });

  it('sorts by the order key, pages with p and limit', async () => {
    expect(numbers((await post(`/product-listing/${F.root}`, { order: 'price-desc' })).body)).toEqual(['SW-MAT-300', 'SW-MIS-100', 'SW-STR-200', 'SW-DL-400']);
    expect(numbers((await post(`/product-listing/${F.root}`, { order: 'topseller' })).body)).toEqual(['SW-MAT-300', 'SW-MIS-100', 'SW-STR-200', 'SW-DL-400']);
    const page = await post(`/product-listing/${F.root}`, { order: 'name-asc', p: 2, limit: 3 });
    expect(page.body).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(numbers(page.body)).toEqual(['SW-STR-200']);
  });

  it('answers GET with _criteria and with plain query parameters', async () => {
    const gz = await call('GET', `/product-listing/${F.root}?_criteria=${encode({ order: 'name-desc', limit: 2, p: 1 })}`);
    expect(gz.status).toBe(200);
    expect(numbers(gz.body)).toEqual(['SW-STR-200', 'SW-MAT-300']);
    const plain = await call('GET', `/product-listing/${F.root}?order=name-asc&limit=1&p=2&manufacturer=${F.agro}`);
    expect(plain.status).toBe(200);
    expect(numbers(plain.body)).toEqual(['SW-MAT-300']);
    expect(plain.body.total).toBe(2);
    expectListing(plain.body);
  });

  it('rejects bad listing input with pointers', async () => {
    // An unknown key falls back to the default sorting (like Shopware); only a non-string key is refused.
    const fallback = await post(`/product-listing/${F.root}`, { order: 'cheapest-first' });
    expect(fallback.status).toBe(200);
    expect(fallback.body.sorting).toBe((await post(`/product-listing/${F.root}`)).body.sorting);
    const order = await post(`/product-listing/${F.root}`, { order: ['price-asc'] });
    expectError(order.body, 400, 'PRODUCT_SORTING_NOT_FOUND');
    expect(order.body.errors[0].source.pointer).toBe('/order');
    const many = await post(`/product-listing/${F.root}`, { limit: 0, p: 'x', manufacturer: 'nope', 'min-price': -1, 'shipping-free': 'maybe' });
    expect(many.status).toBe(400);
    expect(many.body.errors.map((e: Json) => e.source.pointer).sort()).toEqual(['/limit', '/manufacturer', '/min-price', '/p', '/shipping-free']);
    expectError((await post(`/product-listing/${F.root}`, { limit: 501 })).body, 400, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED');
    expectError((await post(`/product-listing/${F.root}`, { 'min-price': 20, 'max-price': 10 })).body, 400, 'FRAMEWORK__INVALID_FILTER_QUERY');
    const filter = await post(`/product-listing/${F.root}`, { filter: [{ type: 'equals', field: 'nonsense', value: 1 }] });
    expect(filter.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_FILTER_QUERY', source: { pointer: '/filter/0/field' } });
    const gzBroken = await call('GET', `/product-listing/${F.root}?_criteria=H4sI-broken`);
    expectError(gzBroken.body, 400);
  });

  it('answers 404 for unknown and 400 for malformed category ids', async () => {
    const unknown = await post(`/product-listing/${idFor('category:nope')}`);
    expect(unknown.status).toBe(404);
    expectError(unknown.body, 404, 'PRODUCT__CATEGORY_NOT_FOUND');
    expectError((await post('/product-listing/not-an-id')).body, 400, 'FRAMEWORK__INVALID_UUID');
  });

  it('lists an empty category', async () => {
    const { body } = await post(`/product-listing/${F.empty}`);
    expect(body).toMatchObject({ total: 0, elements: [] });
    expectListing(body);
  });

  it('supports no-aggregations, includes, criteria filters and children', async () => {
    expect((await post(`/product-listing/${F.root}`, { 'no-aggregations': true })).body.aggregations).toEqual([]);
    const inc = await post(`/product-listing/${F.root}`, { includes: { product: ['id', 'productNumber'] } });
    expect(inc.body.elements[0]).toEqual({ id: expect.any(String), productNumber: expect.any(String), apiAlias: 'product' });
    const filtered = await post(`/product-listing/${F.root}`, { filter: [{ type: 'equals', field: 'product.markAsTopseller', value: true }] });
    expect(numbers(filtered.body)).toEqual(['SW-MIS-100']);
    const kids = await post(`/product-listing/${F.pellets}`, { associations: { children: {} } });
    expect(kids.body.elements[0].children.map((c: Json) => c.productNumber)).toEqual(['SW-MIS-100.1', 'SW-MIS-100.2', 'SW-MIS-100.3']);
    expectListing(kids.body);
  });

  it('prices in the context currency and tax state', async () => {
    const chf = await post(`/product-listing/${F.pellets}`, {}, { 'sw-context-token': 'chf-token' });
    expect(chf.body.elements[0].calculatedPrice.unitPrice).toBe(11.19); // 11.90 * 0.94
    expect(chf.body.aggregations.price.min).toBe(7.83); // 8.33 * 0.94
    expect(numbers((await post(`/product-listing/${F.pellets}`, { 'max-price': 11 }, { 'sw-context-token': 'chf-token' })).body)).toEqual(['SW-STR-200']);
    const free = await post(`/product-listing/${F.pellets}`, {}, { 'sw-context-token': 'taxfree-token' });
    expect(free.body.elements[0].calculatedPrice).toMatchObject({ unitPrice: 10, calculatedTaxes: [], taxRules: [] });
    expectListing(free.body);
  });

  it('translates and adds SEO URLs on request', async () => {
    const { body } = await post(`/product-listing/${F.pellets}`, {}, { 'sw-language-id': F.en, 'sw-include-seo-urls': 'true' });
    expect(body.elements.map((p: Json) => p.translated.name)).toEqual(['Miscanthus pellets', 'Straw pellets']);
    expect(body.elements[0].seoUrls).toEqual([expect.objectContaining({ seoPathInfo: 'Miscanthus-pellets/SW-MIS-100', languageId: F.en, apiAlias: 'seo_url' })]);
    expect(body.aggregations.properties.entities[0].name).toBe('Packaging');
    expectListing(body);
  });

  it('sees catalogue changes immediately', async () => {
    db.prepare('UPDATE product SET name = ? WHERE id = ?').run(JSON.stringify({ 'de-DE': 'Zebra-Pellets' }), F.str);
    try {
      expect(numbers((await post(`/product-listing/${F.pellets}`, { order: 'name-desc' })).body)).toEqual(['SW-STR-200', 'SW-MIS-100']);
    } finally {
      db.prepare('UPDATE product SET name = ? WHERE id = ?').run(JSON.stringify({ 'de-DE': 'Strohpellets', 'en-GB': 'Straw pellets' }), F.str);
    }
  });
});

describe('POST /product/{productId}', () => {
  it('answers a parent with its best variant and the configurator', async () => {
    const { status, body } = await post(`/product/${F.mis}`);
    expect(status).toBe(200);
    expectDetail(body);
    expect(body.product).toMatchObject({ id: F.misBag, parentId: F.mis, productNumber: 'SW-MIS-100.1', name: 'Miscanthus-Pellets', optionIds: [F.bag] });
    expect(body.product.customFields).toMatchObject({ stallwerk_packaging: 'bag', stallwerk_bags_per_unit: 1, stallwerk_bags_per_pallet: 65 });
    expect(body.product.calculatedPrice.referencePrice).toMatchObject({ price: 0.6, unitName: 'Kilogramm', purchaseUnit: 20, referenceUnit: 1 });
    expect(body.product.deliveryTime).toMatchObject({ name: '1-3 Tage', min: 1, max: 3, unit: 'day', translated: { name: '1-3 Tage' } });
    expect(body.product.media).toHaveLength(2);
    expect(body.product.seoCategory).toMatchObject({ id: F.pellets, breadcrumb: ['Katalog', 'Einstreu', 'Pellets'] });
    expect(Object.values(body.product.sortedProperties).map((g) => (g as Json).name)).toEqual(['Staubgehalt', 'Material']);
    const [packaging] = body.configurator;
    expect(packaging).toMatchObject({ id: F.packaging, name: 'Verpackung', apiAlias: 'property_group' });
    expect(packaging.options.map((o: Json) => [o.name, o.combinable])).toEqual([
      ['Sack', true],
      ['Halbpalette', true],
      ['Palette', false],
    ]);
  });

  it('answers a variant with inherited fields and its own prices', async () => {
    const { body } = await post(`/product/${F.misHalf}`);
    expectDetail(body);
    expect(body.product).toMatchObject({ id: F.misHalf, manufacturerId: F.agro, shippingFree: true, stock: 5, calculatedMaxPurchase: 100 });
    expect(body.product.calculatedPrice).toMatchObject({ unitPrice: 226.1, referencePrice: { price: 0.57, purchaseUnit: 400 } });
    expect(body.product.measurements).toEqual({ weight: { unit: 'kg', value: 400 } });
  });

  it('clamps the max purchase of closeout products to the stock and the purchase steps', async () => {
    const { body } = await post(`/product/${F.mat}`);
    expect(body.product).toMatchObject({ minPurchase: 2, purchaseSteps: 2, maxPurchase: 10, calculatedMaxPurchase: 2, isCloseout: true, available: true });
    expect(body.configurator).toEqual([]);
  });

  it('describes digital products', async () => {
    const { body } = await post(`/product/${F.guide}`);
    expectDetail(body);
    expect(body.product).toMatchObject({ type: 'digital', states: ['is-download'] });
    expect(body.product.downloads).toEqual([
      expect.objectContaining({ id: idFor('download:guide'), accessGranted: false, media: expect.objectContaining({ fileName: 'einstreu-ratgeber', fileExtension: 'pdf', private: true }) }),
    ]);
  });

  it('applies includes and answers GET with _criteria', async () => {
    const { body } = await call('GET', `/product/${F.str}?_criteria=${encode({ includes: { product: ['id', 'calculatedPrice'], calculated_price: ['unitPrice'] } })}`);
    expect(body.product).toEqual({ id: F.str, calculatedPrice: { unitPrice: 9.52, apiAlias: 'calculated_price' }, apiAlias: 'product' });
  });

  it('answers 404 for unknown and inactive products and 400 for malformed ids', async () => {
    const unknown = await post(`/product/${idFor('product:nope')}`);
    expect(unknown.status).toBe(404);
    expectError(unknown.body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expect(unknown.body.errors[0].detail).toBe(`Product for id ${idFor('product:nope')} not found.`);
    expectError((await post(`/product/${F.off}`)).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expectError((await post('/product/xyz')).body, 400, 'FRAMEWORK__INVALID_UUID');
  });
});

describe('POST /product/{productId}/find-variant', () => {
  it('finds the variant of the chosen options', async () => {
    const { status, body } = await post(`/product/${F.mis}/find-variant`, { options: [F.pallet] });
    expect(status).toBe(200);
    expect(body.foundCombination).toEqual({ variantId: F.misPallet, options: [F.pallet] });
    expect(body.variantId).toBe(F.misPallet);
  });

  it('drops other groups than the switched one when the combination does not exist', async () => {
    const { body } = await post(`/product/${F.misHalf}/find-variant`, { options: { [F.packaging]: F.bag, [F.dust]: F.lowDust }, switchedGroup: F.packaging });
    expect(body.foundCombination).toEqual({ variantId: F.misBag, options: [F.bag] });
  });

  it('answers 404 without a match and 400 for bad options', async () => {
    const none = await post(`/product/${F.mis}/find-variant`, { options: [F.bag, F.lowDust] });
    expect(none.status).toBe(404);
    expectError(none.body, 404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND');
    expectError((await post(`/product/${F.mis}/find-variant`, { options: 'x' })).body, 404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND');
    expectError((await post(`/product/${F.mis}/find-variant`, { options: [1] })).body, 400, 'PRODUCT_INVALID_OPTIONS_PARAMETER');
    expectError((await post(`/product/${F.mis}/find-variant`, {})).body, 400, 'PRODUCT_INVALID_OPTIONS_PARAMETER');
  });
});

describe('POST /product/{productId}/cross-selling', () => {
  it('lists active cross sellings with their active products', async () => {
    const { status, body } = await post(`/product/${F.mis}/cross-selling`);
    expect(status).toBe(200);
    expectCrossSelling(body);
    expect(body).toHaveLength(1);
    expect(body[0].crossSelling).toMatchObject({ id: F.crossSelling, name: 'Passend dazu', apiAlias: 'product_cross_selling' });
    expect(body[0].products.map((p: Json) => p.productNumber)).toEqual(['SW-STR-200', 'SW-MAT-300']);
    expect(body[0]).toMatchObject({ total: 2, apiAlias: 'cross_selling_element' });
  });

  it('inherits the parent cross sellings for variants and answers 404 for unknown products', async () => {
    expect((await post(`/product/${F.misBag}/cross-selling`)).body).toHaveLength(1);
    expect((await post(`/product/${F.str}/cross-selling`)).body).toEqual([]);
    expectError((await post(`/product/${idFor('x')}/cross-selling`)).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
  });
});

describe('POST /product/{productId}/reviews', () => {
  it('lists approved reviews of the product and its variants, newest first, with a rating matrix', async () => {
    const { status, body } = await post(`/product/${F.misHalf}/reviews`, { 'total-count-mode': 'exact' });
    expect(status).toBe(200);
    expectReviews(body);
    expect(body.elements.map((r: Json) => r.title)).toEqual(['Titel c', 'Titel b', 'Titel a']);
    expect(body).toMatchObject({ total: 3, entity: 'product_review', apiAlias: 'dal_entity_search_result' });
    expect(body.elements[0]).toMatchObject({ status: true, points: 3, externalUser: 'Reiter c', apiAlias: 'product_review' });
    expect(body.aggregations.ratingMatrix.buckets.map((b: Json) => [b.key, b.count])).toEqual([
      ['3', 1],
      ['4', 1],
      ['5', 1],
    ]);
  });

  it('supports criteria: filter by points and language, paging, sort, aggregations', async () => {
    const best = await post(`/product/${F.mis}/reviews`, { filter: [{ type: 'range', field: 'points', parameters: { gte: 4 } }], sort: [{ field: 'points', order: 'desc' }] });
    expect(best.body.elements.map((r: Json) => r.points)).toEqual([5, 4]);
    const en = await call('GET', `/product/${F.mis}/reviews?_criteria=${encode({ filter: [{ type: 'equals', field: 'languageId', value: F.en }] })}`);
    expect(en.body.elements.map((r: Json) => r.title)).toEqual(['Titel b']);
    const avg = await post(`/product/${F.mis}/reviews`, { limit: 1, 'total-count-mode': 1, aggregations: [{ name: 'average-rating', type: 'avg', field: 'points' }] });
    expect(avg.body).toMatchObject({ total: 3, limit: 1 });
    expect(avg.body.aggregations['average-rating']).toEqual({ avg: 4, apiAlias: 'average-rating_aggregation' });
  });

  it("shows the logged-in customer's own pending review", async () => {
    db.prepare('UPDATE product_review SET customer_id = ? WHERE id = ?').run('customer-1', idFor('review:d'));
    db.prepare('INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)').run('customer-token', 'customer-1', '{}');
    const { body } = await post(`/product/${F.mis}/reviews`, {}, { 'sw-context-token': 'customer-token' });
    expect(body.errors).toBeUndefined();
    expect(body.elements.find((r: Json) => r.title === 'Titel d')).toMatchObject({ status: false, comment: 'Wird geprüft' });
    expect((await post(`/product/${F.mis}/reviews`)).body.elements.find((r: Json) => r.title === 'Titel d')).toBeUndefined();
  });

  it('rejects bad criteria and unknown products', async () => {
    const bad = await post(`/product/${F.mis}/reviews`, { limit: 'all', sort: [{ field: 'nope' }] });
    expect(bad.body.errors.map((e: Json) => e.source.pointer)).toEqual(['/limit', '/sort/0/field']);
    expectError((await post(`/product/${idFor('x')}/reviews`)).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
  });
});

describe('POST /product', () => {
  it('searches parents and variants with criteria, active only', async () => {
    const { status, body } = await post('/product', { 'total-count-mode': 'exact', sort: [{ field: 'productNumber', order: 'ASC' }] });
    expect(status).toBe(200);
    expectProductSearch(body);
    expect(body).toMatchObject({ entity: 'product', total: 7, apiAlias: 'dal_entity_search_result' });
    expect(numbers(body)).toEqual(['SW-DL-400', 'SW-MAT-300', 'SW-MIS-100', 'SW-MIS-100.1', 'SW-MIS-100.2', 'SW-MIS-100.3', 'SW-STR-200']);
  });

  it('filters, aggregates and searches by term', async () => {
    const variants = await post('/product', { filter: [{ type: 'equals', field: 'parentId', value: F.mis }], aggregations: [{ name: 'stock', type: 'sum', field: 'stock' }] });
    expect(numbers(variants.body)).toEqual(['SW-MIS-100.1', 'SW-MIS-100.2', 'SW-MIS-100.3']);
    expect(variants.body.aggregations.stock).toEqual({ sum: 105, apiAlias: 'stock_aggregation' });
    const cheap = await post('/product', { filter: [{ type: 'range', field: 'cheapestPrice', parameters: { lt: 10 } }] });
    expect(numbers(cheap.body).sort()).toEqual(['SW-DL-400', 'SW-STR-200']);
    expect(numbers((await post('/product', { term: 'stroh' })).body)).toEqual(['SW-STR-200']);
    expect(numbers((await post('/product', { ids: [F.mat, F.str] })).body)).toEqual(['SW-MAT-300', 'SW-STR-200']);
  });

  it('answers GET with _criteria and rejects bad criteria with pointers', async () => {
    const { body } = await call('GET', `/product?_criteria=${encode({ limit: 1, sort: [{ field: 'name', order: 'DESC' }] })}`);
    expect(numbers(body)).toEqual(['SW-STR-200']);
    const bad = await post('/product', { page: 0, filter: [{ type: 'between', field: 'stock' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Json) => [e.code, e.source.pointer])).toEqual([
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/type'],
    ]);
    expectError((await post('/product', ['not', 'an', 'object'])).body, 400);
  });
});

describe('POST /search and /search-suggest', () => {
  it('requires a search term', async () => {
    const res = await post('/search', {});
    expect(res.status).toBe(400);
    expectError(res.body, 400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER');
    expect(res.body.errors[0].source.pointer).toBe('/search');
    expectError((await post('/search-suggest', { search: '  ' })).body, 400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER');
  });

  it('finds products by name, number, manufacturer and property, name hits first', async () => {
    const { status, body } = await post('/search', { search: 'pellets' });
    expect(status).toBe(200);
    expectListing(body);
    expect(body.sorting).toBe('score');
    expect(body.currentFilters.search).toBe('pellets');
    expect(numbers(body)).toEqual(['SW-MIS-100', 'SW-STR-200']);
    expect(numbers((await post('/search', { search: 'SW-MIS-100.3' })).body)).toEqual(['SW-MIS-100']);
    expect(numbers((await post('/search', { search: 'agro' })).body)).toEqual(['SW-MAT-300', 'SW-MIS-100']);
    expect(numbers((await post('/search', { search: 'entstaubt' })).body)).toEqual(['SW-STR-200']);
    expect(numbers((await post('/search', { search: 'miscanthus' })).body)[0]).toBe('SW-MIS-100');
    expect(numbers((await post('/search', { search: 'nothing-like-this' })).body)).toEqual([]);
  });

  it('searches in the context language with the German text as fallback', async () => {
    const en = { 'sw-language-id': F.en };
    expect(numbers((await post('/search', { search: 'straw' }, en)).body)).toEqual(['SW-STR-200']);
    expect(numbers((await post('/search', { search: 'strohpellets' }, en)).body)).toEqual(['SW-STR-200']);
  });

  it('combines search with listing filters and answers GET', async () => {
    const { body } = await post('/search', { search: 'pellets', manufacturer: F.stroh });
    expect(numbers(body)).toEqual(['SW-STR-200']);
    expect(body.aggregations.manufacturer.entities).toHaveLength(2);
    const get = await call('GET', '/search?search=pellets&order=price-asc');
    expect(numbers(get.body)).toEqual(['SW-STR-200', 'SW-MIS-100']);
  });

  it('suggests with the listing shape and no aggregations', async () => {
    const { status, body } = await post('/search-suggest', { search: 'pel' });
    expect(status).toBe(200);
    expectListing(body);
    expect(body.aggregations).toEqual([]);
    expect(numbers(body)).toEqual(['SW-MIS-100', 'SW-STR-200']);
    expect((await post('/search-suggest', { search: 'pel', limit: 1 })).body.elements).toHaveLength(1);
  });
});
