import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeForQuery } from '@shopware/api-client/helpers';
import { CART_INCLUDES, CMS_PAGE_INCLUDES, CROSS_SELLING_INCLUDES, LISTING_INCLUDES, NAVIGATION_INCLUDES, PRODUCT_CARD_INCLUDES, PRODUCT_DETAIL_INCLUDES } from '../../src/api/includes';
import { mapCart } from '../../src/api/map/cart';
import { mapCmsPage } from '../../src/api/map/cms';
import { mapListing } from '../../src/api/map/listing';
import { mapImage } from '../../src/api/map/media';
import { categoryName, mapArticleMeta, mapNavItem } from '../../src/api/map/navigation';
import { mapProductSummary } from '../../src/api/map/product';
import { mapProductDetail } from '../../src/api/map/productDetail';
import { translated } from '../../src/api/map/schemas';
import { categoryFallbackPath, seoPath } from '../../src/api/map/seo';
import { idFor } from '../../server/lib/ids';
import { startTestShop, type StoreClient, type TestShop } from './harness';

/**
 * The storefront's `includes` (src/api/includes.ts) trim answers to what the mappers read: the
 * real mappers must produce the same UI data from the trimmed answer as from the whole one.
 */
describe('includes of the storefront reads', () => {
  let shop: TestShop;
  let client: StoreClient;
  beforeAll(async () => {
    shop = await startTestShop();
    client = shop.client();
    await client.call('GET', '/context');
  });
  afterAll(async () => shop?.close());

  const both = async (method: 'GET' | 'POST', path: string, body: Record<string, unknown>, includes: Record<string, string[]>) => {
    const whole = await client.call(method, path, body);
    const trimmed = await client.call(method, path, { ...body, includes });
    expect(whole.statusCode).toBe(200);
    expect(trimmed.statusCode).toBe(200);
    return { whole: JSON.parse(whole.body) as never, trimmed: JSON.parse(trimmed.body) as never, bytes: [whole.body.length, trimmed.body.length] };
  };

  it('a listing page maps to the same cards, facets and sortings from a much smaller answer', async () => {
    for (const category of ['category:bedding', 'category:bedding-miscanthus']) {
      const { whole, trimmed, bytes } = await both('POST', `/product-listing/${idFor(category)}`, { limit: 24 }, LISTING_INCLUDES);
      const a = mapListing(whole);
      expect(a.products.length).toBeGreaterThan(0);
      expect(mapListing(trimmed)).toEqual(a);
      expect(bytes[1]).toBeLessThan(bytes[0] * 0.6);
    }
  });

  it('search results and suggestions map to the same cards', async () => {
    const search = await both('POST', '/search', { search: 'pellets', limit: 24 }, LISTING_INCLUDES);
    expect(mapListing(search.trimmed)).toEqual(mapListing(search.whole));
    const suggest = await both('POST', '/search-suggest', { search: 'stroh', limit: 5 }, PRODUCT_CARD_INCLUDES);
    const cards = (r: { elements: never[] }) => r.elements.map((p) => mapProductSummary(p));
    expect(cards(suggest.whole).length).toBeGreaterThan(0);
    expect(cards(suggest.trimmed)).toEqual(cards(suggest.whole));
  });

  it('navigation trees map to the same items', async () => {
    for (const kind of ['main-navigation', 'footer-navigation', 'service-navigation']) {
      const { whole, trimmed, bytes } = await both('POST', `/navigation/${kind}/${kind}`, { depth: 3, buildTree: true }, NAVIGATION_INCLUDES);
      const items = (r: never[]) => r.map((c) => mapNavItem(c));
      expect(items(trimmed)).toEqual(items(whole));
      expect(bytes[1]).toBeLessThanOrEqual(bytes[0]);
    }
  });

  const DETAIL_ASSOCIATIONS = {
    media: {},
    cover: {},
    manufacturer: { associations: { media: {} } },
    properties: { associations: { group: {} } },
    options: { associations: { group: {} } },
    deliveryTime: {},
    unit: {},
    downloads: { associations: { media: {} } },
    seoUrls: {},
  };
  const get = async (path: string, criteria: Record<string, unknown>) => {
    const response = await client.call('GET', `${path}${path.includes('?') ? '&' : '?'}_criteria=${encodeURIComponent(encodeForQuery(criteria))}`);
    return { status: response.statusCode, json: JSON.parse(response.body) as never, bytes: response.body.length };
  };
  const productIds = async () => (await client.json<{ elements: Array<{ id: string }> }>('POST', '/product', { limit: 100, includes: { product: ['id'] } })).body.elements.map((p) => p.id);

  it('every product page (variants included) maps to the same product and configurator from a smaller answer', async () => {
    let whole = 0;
    let trimmed = 0;
    for (const id of await productIds()) {
      const a = await get(`/product/${id}`, { associations: DETAIL_ASSOCIATIONS });
      const b = await get(`/product/${id}`, { associations: DETAIL_ASSOCIATIONS, includes: PRODUCT_DETAIL_INCLUDES });
      expect([a.status, b.status]).toEqual([200, 200]);
      const map = (r: { product: never; configurator: never }) => mapProductDetail(r.product, r.configurator, undefined);
      expect(map(b.json), id).toEqual(map(a.json));
      whole += a.bytes;
      trimmed += b.bytes;
    }
    expect(trimmed).toBeLessThan(whole * 0.8);
  });

  it('cross-selling groups map to the same names and cards', async () => {
    let groups = 0;
    for (const id of (await productIds()).slice(0, 40)) {
      const { whole, trimmed } = await both('POST', `/product/${id}/cross-selling`, {}, CROSS_SELLING_INCLUDES);
      const map = (r: Array<{ crossSelling: never; products: never[] }>) =>
        r.map((g) => ({ id: (g.crossSelling as { id: string }).id, name: translated(g.crossSelling, 'name' as never), products: g.products.map((p) => mapProductSummary(p)) }));
      groups += map(whole).length;
      expect(map(trimmed)).toEqual(map(whole));
    }
    expect(groups).toBeGreaterThan(0);
  });

  it('every category and the home page map to the same page and CMS layout from a smaller answer', async () => {
    const ids = (await client.json<{ elements: Array<{ id: string }> }>('POST', '/category', { limit: 500, includes: { category: ['id'] } })).body.elements.map((c) => c.id);
    let whole = 0;
    let trimmed = 0;
    let pages = 0;
    for (const id of [...ids, 'home']) {
      const a = await get(`/category/${id}?limit=1`, {});
      const b = await get(`/category/${id}?limit=1`, { includes: CMS_PAGE_INCLUDES });
      expect(b.status, id).toBe(a.status);
      // Roots outside the sales channel's trees are not pages.
      if (a.status === 404) continue;
      pages += 1;
      const map = (c: Record<string, never>) => ({
        name: categoryName(c as never),
        url: seoPath(c.seoUrls, categoryFallbackPath(c.id), undefined),
        texts: ['description', 'metaTitle', 'metaDescription'].map((f) => translated(c as never, f as never)),
        parentId: c.parentId,
        type: c.type,
        breadcrumb: c.breadcrumb,
        image: mapImage(c.media, 'x'),
        article: mapArticleMeta(c as never),
        cms: mapCmsPage(c.cmsPage, undefined),
      });
      expect(map(b.json), id).toEqual(map(a.json));
      whole += a.bytes;
      trimmed += b.bytes;
    }
    expect(pages).toBeGreaterThan(20);
    expect(trimmed).toBeLessThan(whole * 0.8);
  });

  it('a cart with products, options and promotions maps to the same view from every answer that carries it', async () => {
    const ids = await productIds();
    const items = ids.slice(0, 12).map((id) => ({ id, referencedId: id, type: 'product', quantity: 2 }));
    // Delivery dates are computed per answer (milliseconds apart): compared to the minute.
    const view = (cart: never) => JSON.parse(JSON.stringify(mapCart(cart)).replace(/(\d{4}-\d\d-\d\dT\d\d:\d\d):\d\d\.\d+Z/g, '$1')) as unknown;
    const added = await client.call('POST', '/checkout/cart/line-item', { items, includes: CART_INCLUDES });
    expect(added.statusCode).toBe(200);
    for (const code of ['STALL10', 'FREIVERSAND']) await client.call('POST', '/checkout/cart/line-item', { items: [{ referencedId: code, type: 'promotion' }] });
    const a = await get('/checkout/cart', {});
    const b = await get('/checkout/cart', { includes: CART_INCLUDES });
    const whole = mapCart(a.json);
    expect(whole.items.filter((l) => l.type === 'product').length).toBeGreaterThan(4);
    expect(whole.promotions.length).toBeGreaterThan(0);
    expect(view(b.json)).toEqual(view(a.json));
    // The answer of the addition (before the promotions) carried the same products.
    expect(mapCart(JSON.parse(added.body) as never).items.map((l) => [l.id, l.quantity, l.unitPrice])).toEqual(
      whole.items.filter((l) => l.type === 'product').map((l) => [l.id, l.quantity, l.unitPrice]),
    );
    expect(b.bytes).toBeLessThan(a.bytes);
  });
});
