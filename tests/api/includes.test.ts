import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_INCLUDES, NAVIGATION_INCLUDES, PRODUCT_CARD_INCLUDES } from '../../src/api/includes';
import { mapListing } from '../../src/api/map/listing';
import { mapNavItem } from '../../src/api/map/navigation';
import { mapProductSummary } from '../../src/api/map/product';
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
});
