import { encodeForQuery } from '@shopware/api-client/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { PRODUCT_DETAIL_INCLUDES } from '../../src/api/includes';
import { idFor } from '../../server/lib/ids';
import { crossSellingErrors, detailErrors, expectCrossSelling, expectDetail, expectListing, expectProductSearch, expectReviews, listingErrors, productErrors, reviewsErrors } from './catalogSchema';
import { startTestShop, type TestShop } from './harness';
import { expectSentAgainInTheSameBytes } from './keptBytes';
import { expectError } from './schema';

/** Catalogue routes on the seeded demo shop: contract (schema) and behaviour. */

type Json = Record<string, any>;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const EN = idFor('language:en-GB');
const MIS = idFor('product:SW-MIS-100');
const numbers = (body: Json) => (body.elements as Json[]).map((p) => p.productNumber as string);

function listingCategories(): Array<{ id: string; name: string }> {
  return shop.db
    .prepare(
      `SELECT DISTINCT c.id, json_extract(c.name, '$."de-DE"') AS name FROM category c
       JOIN product_category pc ON pc.category_id = c.id ORDER BY c.position`,
    )
    .all() as Array<{ id: string; name: string }>;
}

function categoryOf(productNumber: string): string {
  return (shop.db.prepare('SELECT pc.category_id AS id FROM product_category pc JOIN product p ON p.id = pc.product_id WHERE p.product_number = ?').get(productNumber) as { id: string }).id;
}

function optionOf(productNumber: string): { id: string; groupId: string } {
  return shop.db
    .prepare(
      `SELECT o.id, o.group_id AS groupId FROM product_option po JOIN property_group_option o ON o.id = po.option_id
       JOIN product p ON p.id = po.product_id WHERE p.product_number = ?`,
    )
    .get(productNumber) as { id: string; groupId: string };
}

describe('product listings of the seeded shop', () => {
  it('answers every listing category, in every language, valid against the schema', async () => {
    const client = shop.client();
    for (const language of [undefined, EN, idFor('language:ar-AE')]) {
      for (const c of listingCategories()) {
        const { status, body } = await client.json<Json>('POST', `/product-listing/${c.id}`, { limit: 24 }, language ? { 'sw-language-id': language, 'sw-include-seo-urls': 'true' } : {});
        expect(status, c.name).toBe(200);
        expect(listingErrors(body), `${c.name} ${language ?? 'de'}`).toEqual([]);
        expect(body.total, c.name).toBeGreaterThan(0);
      }
    }
  });

  it('shows the miscanthus bedding with a from-price over its packaging variants', async () => {
    const { body } = await shop.client().json<Json>('POST', `/product-listing/${categoryOf('SW-MIS-100')}`, { order: 'topseller' });
    const mis = (body.elements as Json[]).find((p) => p.productNumber === 'SW-MIS-100')!;
    expect(mis).toBeDefined();
    expect(mis.childCount).toBe(3);
    expect(mis.calculatedCheapestPrice.hasRange).toBe(true);
    expect(mis.calculatedCheapestPrice.unitPrice).toBeLessThanOrEqual(mis.calculatedPrice.unitPrice);
    expect(body.aggregations.manufacturer.entities.length).toBeGreaterThan(0);
    expect(body.aggregations.properties.entities.length).toBeGreaterThan(0);
    expect(body.availableSortings.map((s: Json) => s.key)).toEqual(expect.arrayContaining(['topseller', 'name-asc', 'price-asc']));
  });

  it('filters by a property option and keeps the aggregations, as the storefront requests it (GET _criteria)', async () => {
    const category = categoryOf('SW-MIS-100');
    const all = await shop.client().json<Json>('POST', `/product-listing/${category}`, { limit: 100 });
    const group = (all.body.aggregations.properties.entities as Json[])[0];
    const option = group.options[0];
    const criteria = encodeForQuery({ p: 1, limit: 100, properties: option.id, order: 'name-asc' });
    const { status, body } = await shop.client().json<Json>('GET', `/product-listing/${category}?_criteria=${criteria}`);
    expect(status).toBe(200);
    expectListing(body);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThanOrEqual(all.body.total);
    expect(body.currentFilters.properties).toEqual([option.id]);
    expect(body.aggregations.properties.entities).toEqual(all.body.aggregations.properties.entities);
    const names = numbers(body);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(
      numbers(all.body)
        .filter((n) => names.includes(n))
        .sort((a, b) => a.localeCompare(b)),
    );
  });

  it('pages with the default limit of 10 and rejects bad paging', async () => {
    const client = shop.client();
    const bedding = listingCategories().find((c) => c.name === 'Einstreu')!;
    const first = await client.json<Json>('POST', `/product-listing/${bedding.id}`, {});
    expect(first.body.limit).toBe(10);
    expect(first.body.elements).toHaveLength(Math.min(10, first.body.total));
    const bad = await client.json<Json>('POST', `/product-listing/${bedding.id}`, { p: 0, limit: 1000 });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Json[]).map((e) => e.source.pointer).sort()).toEqual(['/limit', '/p']);
    // An unknown sorting key is no error (Shopware falls back to the default sorting): see storeApiFidelity.test.ts.
    expectError((await client.json<Json>('POST', `/product-listing/${bedding.id}`, { order: 42 })).body, 400, 'PRODUCT_SORTING_NOT_FOUND');
    expectError((await client.json<Json>('POST', `/product-listing/${idFor('category:none')}`, {})).body, 404, 'PRODUCT__CATEGORY_NOT_FOUND');
  });
});

describe('product detail of the seeded shop', () => {
  it('answers the parent with its best variant, packaging configurator and measurements', async () => {
    const { status, body } = await shop
      .client()
      .json<Json>('GET', `/product/${MIS}?_criteria=${encodeForQuery({ associations: { media: {}, properties: { associations: { group: {} } } } })}`, undefined, {
        'sw-include-seo-urls': 'true',
      });
    expect(status).toBe(200);
    expectDetail(body);
    expect(body.product.parentId).toBe(MIS);
    expect(body.product.productNumber).toBe('SW-MIS-100.1');
    expect(body.product.customFields).toMatchObject({ stallwerk_packaging: 'bag', stallwerk_bags_per_unit: 1 });
    const packaging = (body.configurator as Json[])[0];
    expect(packaging.options).toHaveLength(3);
    expect((packaging.options as Json[]).every((o) => o.combinable === true)).toBe(true);
  });

  it('finds the pallet variant of the bedding', async () => {
    const pallet = optionOf('SW-MIS-100.3');
    const { status, body } = await shop.client().json<Json>('POST', `/product/${MIS}/find-variant`, { options: [pallet.id], switchedGroup: pallet.groupId });
    expect(status).toBe(200);
    expect(body.foundCombination.variantId).toBe(idFor('product:SW-MIS-100.3'));
    const detail = await shop.client().json<Json>('POST', `/product/${body.foundCombination.variantId}`, {});
    expect(detail.body.product.customFields).toMatchObject({ stallwerk_packaging: 'pallet', stallwerk_bags_per_unit: 65 });
  });

  it('answers every active product, its cross sellings and reviews valid against the schema', async () => {
    const client = shop.client();
    const products = shop.db.prepare('SELECT id, product_number FROM product WHERE active = 1').all() as Array<{ id: string; product_number: string }>;
    for (const p of products) {
      const detail = await client.json<Json>('POST', `/product/${p.id}`, {});
      expect(detail.status, p.product_number).toBe(200);
      expect(detailErrors(detail.body), p.product_number).toEqual([]);
      const xs = await client.json<Json>('POST', `/product/${p.id}/cross-selling`, {});
      expect(crossSellingErrors(xs.body), p.product_number).toEqual([]);
      const reviews = await client.json<Json>('POST', `/product/${p.id}/reviews`, { 'total-count-mode': 'exact' });
      expect(reviewsErrors(reviews.body), p.product_number).toEqual([]);
      expect(
        (reviews.body.elements as Json[]).every((r) => r.status === true),
        p.product_number,
      ).toBe(true);
    }
  });

  it('shows the digital product with its download and is-download state', async () => {
    const digital = shop.db.prepare('SELECT id FROM product WHERE is_download = 1 AND active = 1').get() as { id: string } | undefined;
    expect(digital).toBeDefined();
    const { body } = await shop.client().json<Json>('POST', `/product/${digital!.id}`, {});
    expect(body.product.states).toEqual(['is-download']);
    expect(body.product.type).toBe('digital');
    expect(body.product.downloads.length).toBeGreaterThan(0);
    expect(body.product.downloads[0]).toMatchObject({ accessGranted: false, media: { fileName: expect.any(String), fileExtension: expect.any(String) } });
  });

  it('answers 404 and 400 like Shopware', async () => {
    const client = shop.client();
    expectError((await client.json<Json>('POST', `/product/${idFor('product:none')}`, {})).body, 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expectError((await client.json<Json>('POST', '/product/not-a-uuid', {})).body, 400, 'FRAMEWORK__INVALID_UUID');
    expectError((await client.json<Json>('POST', `/product/${MIS}/find-variant`, { options: [idFor('none')] })).body, 404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND');
  });

  it('lists approved reviews with a rating matrix and criteria', async () => {
    const { body } = await shop.client().json<Json>('POST', `/product/${MIS}/reviews`, {
      limit: 5,
      'total-count-mode': 'exact',
      sort: [{ field: 'createdAt', order: 'DESC' }],
      aggregations: [{ name: 'average-rating', type: 'avg', field: 'points' }],
    });
    expectReviews(body);
    expect(body.total).toBeGreaterThan(0);
    expect(body.aggregations['average-rating'].avg).toBeGreaterThan(0);
    expect(body.aggregations.ratingMatrix.buckets.length).toBeGreaterThan(0);
  });

  it('lists cross sellings of the bedding', async () => {
    const { body } = await shop.client().json<Json>('POST', `/product/${MIS}/cross-selling`, {});
    expectCrossSelling(body);
  });
});

describe('kept product pages (issue 16: a product page read cost ~4 ms of CPU)', () => {
  // What the storefront's product page asks for (src/api/product.ts): no layout.
  const storefront = encodeForQuery({ associations: { media: {}, options: { associations: { group: {} } }, seoUrls: {} }, includes: PRODUCT_DETAIL_INCLUDES });
  const read = (c = shop.client(), id = MIS) => c.json<Json>('GET', `/product/${id}?_criteria=${storefront}`, undefined, { 'sw-include-seo-urls': 'true' });

  it('hands the product page out again in the bytes it was compressed into the first time', async () => {
    await expectSentAgainInTheSameBytes(() =>
      shop.app.inject({ method: 'GET', url: `/store-api/product/${MIS}?_criteria=${storefront}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'accept-encoding': 'br' } }),
    );
  });

  it('shows a changed price and a sold-out variant at once', async () => {
    const before = await read();
    expect((await read()).body).toEqual(before.body);
    const variant = before.body.product.id as string;
    expect((await read(shop.client(), variant)).body.product.available).toBe(true);
    const stock = shop.db.prepare('SELECT stock, is_closeout FROM product WHERE id = ?').get(variant) as { stock: number; is_closeout: number | null };
    const family = `SELECT id FROM product WHERE id = '${MIS}' OR parent_id = '${MIS}'`;
    const raise = (by: number) => {
      shop.db.prepare(`UPDATE product SET price_gross = price_gross + ?, price_net = price_net + ? WHERE id IN (${family}) AND price_gross IS NOT NULL`).run(by, by);
      shop.db.prepare(`UPDATE product_price SET price_gross = price_gross + ?, price_net = price_net + ? WHERE product_id IN (${family})`).run(by, by);
    };
    try {
      raise(5);
      expect((await read()).body.product.calculatedPrice.unitPrice).toBeGreaterThan(before.body.product.calculatedPrice.unitPrice);
      shop.db.prepare('UPDATE product SET stock = 0, is_closeout = 1 WHERE id = ?').run(variant);
      expect((await read(shop.client(), variant)).body.product.available).toBe(false);
      // The parent's page now opens on a variant that can be bought.
      expect((await read()).body.product.id).not.toBe(variant);
    } finally {
      raise(-5);
      shop.db.prepare('UPDATE product SET stock = ?, is_closeout = ? WHERE id = ?').run(stock.stock, stock.is_closeout, variant);
    }
    expect((await read()).body).toEqual(before.body);
  });

  it('hands cross sellings out again in the same bytes and shows a renamed product in them at once', async () => {
    await expectSentAgainInTheSameBytes(() =>
      shop.app.inject({
        method: 'POST',
        url: `/store-api/product/${MIS}/cross-selling`,
        headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json', 'accept-encoding': 'br' },
        payload: '{}',
      }),
    );
    const groups = (await shop.client().json<Json[]>('POST', `/product/${MIS}/cross-selling`, {})).body;
    const sold = groups.flatMap((g) => g.products as Json[])[0];
    expect(sold).toBeDefined();
    const name = (shop.db.prepare('SELECT name FROM product WHERE id = ?').get(sold.id) as { name: string }).name;
    shop.db.prepare('UPDATE product SET name = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(name), 'de-DE': 'Heunetz Sonderposten' }), sold.id);
    try {
      const renamed = (await shop.client().json<Json[]>('POST', `/product/${MIS}/cross-selling`, {})).body.flatMap((g) => g.products as Json[]).find((p) => p.id === sold.id);
      expect(renamed?.translated.name).toBe('Heunetz Sonderposten');
    } finally {
      shop.db.prepare('UPDATE product SET name = ? WHERE id = ?').run(name, sold.id);
    }
  });

  it('gives a net-price business customer net prices and the next guest gross prices again', async () => {
    const gross = (await read()).body.product.calculatedPrice.unitPrice as number;
    const business = shop.client();
    expect((await business.json('POST', '/account/login', { username: 'business@stallwerk.example', password: 'Stallwerk2026!' })).status).toBe(200);
    expect((await read(business)).body.product.calculatedPrice.unitPrice).toBeLessThan(gross);
    expect((await read()).body.product.calculatedPrice.unitPrice).toBe(gross);
  });
});

describe('search and product search on the seeded shop', () => {
  it('finds miscanthus products first and answers in English', async () => {
    const de = await shop.client().json<Json>('POST', '/search', { search: 'Miscanthus' });
    expect(de.status).toBe(200);
    expectListing(de.body);
    expect(de.body.total).toBeGreaterThanOrEqual(5);
    expect(
      numbers(de.body)
        .slice(0, 5)
        .every((n) => n.startsWith('SW-MIS')),
    ).toBe(true);
    const en = await shop.client().json<Json>('POST', '/search', { search: 'straw pellets' }, { 'sw-language-id': EN });
    expect(en.body.total).toBeGreaterThan(0);
    expect((en.body.elements as Json[])[0].translated.name.toLowerCase()).toContain('straw');
    expectError((await shop.client().json<Json>('POST', '/search', {})).body, 400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER');
  });

  it('finds what a term with typing errors means, as Shopware’s keyword dictionary does; a word found as typed stays, nonsense finds nothing', async () => {
    const search = async (term: string, headers: Record<string, string> = {}) => {
      const { status, body } = await shop.client().json<Json>('POST', '/search', { search: term, limit: 50 }, headers);
      expect(status, term).toBe(200);
      expectListing(body);
      return body;
    };
    const same = async (typed: string, meant: string, headers: Record<string, string> = {}) => {
      const [a, b] = [await search(typed, headers), await search(meant, headers)];
      expect(b.total, meant).toBeGreaterThan(0);
      expect(numbers(a), `${typed} → ${meant}`).toEqual(numbers(b));
      // The answer names the term as it was typed.
      expect(a.currentFilters?.search ?? typed).toBe(typed);
    };
    await same('miscantus', 'miscanthus'); // a letter left out
    await same('Strohpelets', 'strohpellets');
    await same('stroh pelets', 'stroh pellets'); // one word of two
    await same('einstruee', 'einstreu'); // two edits in a long word
    await same('leckerlie', 'leckerli');
    await same('pelelts', 'pellets'); // two letters swapped
    await same('beddign', 'bedding', { 'sw-language-id': EN });
    // A word some product contains is searched as typed, even when a keyword is one edit away.
    expect((await search('matte')).total).toBeGreaterThan(0);
    expect(numbers(await search('matte'))).not.toEqual(numbers(await search('matten')));
    // Short words and words far from every keyword are not guessed at.
    expect((await search('xylophon')).total).toBe(0);
    expect((await search('miscxxxxus')).total).toBe(0);
    expect((await search('qwz')).total).toBe(0);
    // Suggestions too, and letter by letter: a mistyped beginning of a long word finds the word.
    const suggest = async (term: string) => numbers((await shop.client().json<Json>('POST', '/search-suggest', { search: term, limit: 5 })).body);
    expect((await suggest('miscantus')).length).toBeGreaterThan(0);
    expect((await suggest('miscantus')).every((n) => n.startsWith('SW-MIS'))).toBe(true);
    for (const typed of ['strohpele', 'strohpelet', 'strohpelets']) expect(await suggest(typed), typed).toEqual(await suggest('strohpellets'));
  });

  it('suggests products while typing', async () => {
    const { status, body } = await shop.client().json<Json>('POST', '/search-suggest', { search: 'misc', limit: 5 });
    expect(status).toBe(200);
    expectListing(body);
    expect(body.elements.length).toBeGreaterThan(0);
    expect(body.elements.length).toBeLessThanOrEqual(5);
  });

  it('searches products with criteria (POST /product)', async () => {
    const { status, body } = await shop.client().json<Json>('POST', '/product', {
      limit: 50,
      'total-count-mode': 'exact',
      filter: [{ type: 'equals', field: 'parentId', value: MIS }],
      sort: [{ field: 'productNumber', order: 'ASC' }],
    });
    expect(status).toBe(200);
    expectProductSearch(body);
    expect(numbers(body)).toEqual(['SW-MIS-100.1', 'SW-MIS-100.2', 'SW-MIS-100.3']);
  });
});

describe('product elements of CMS pages', () => {
  const slotsOf = (page: Json): Json[] => ((page.cmsPage?.sections ?? []) as Json[]).flatMap((s) => (s.blocks as Json[]).flatMap((b) => b.slots as Json[]));

  it('fills product slider and product box slots of the home page', async () => {
    const { status, body } = await shop.client().json<Json>('POST', '/category/home', {});
    expect(status).toBe(200);
    const slots = slotsOf(body);
    const slider = slots.find((s) => s.type === 'product-slider')!;
    expect(slider.data.products.length).toBeGreaterThan(0);
    (slider.data.products as Json[]).forEach((p, i) => expect(productErrors(p, `/products/${i}`)).toEqual([]));
    const box = slots.find((s) => s.type === 'product-box')!;
    expect(box.data).toMatchObject({ productId: idFor('product:SW-ZUB-160'), product: { id: idFor('product:SW-ZUB-160'), apiAlias: 'product' }, apiAlias: 'cms_product_box' });
  });

  it('fills the product listing slot of a category page with the request parameters', async () => {
    const category = categoryOf('SW-MIS-100');
    const { body } = await shop.client().json<Json>('POST', `/category/${category}`, { p: 1, limit: 2, order: 'price-asc' });
    const listing = slotsOf(body).find((s) => s.type === 'product-listing')!.data.listing;
    expectListing(listing);
    expect(listing).toMatchObject({ sorting: 'price-asc', limit: 2, page: 1 });
    expect(listing.elements).toHaveLength(2);
  });
});
