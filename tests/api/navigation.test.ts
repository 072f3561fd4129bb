import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { idFor } from '../../server/lib/ids';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse } from './schema';
import { BUSINESS, DEMO, login } from './customerHelpers';
import { expectSentAgainInTheSameBytes } from './keptBytes';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const EN = idFor('language:en-GB');
type Cat = {
  id: string;
  name: string;
  children: Cat[];
  translated: { name: string };
  seoUrls?: Array<{ seoPathInfo: string }>;
  customFields: Record<string, unknown> | null;
  cmsPage?: any;
  breadcrumb: string[];
};

describe('navigation (main, footer, service)', () => {
  it('returns the main navigation tree with bedding, feed, mats, accessories and the guide', async () => {
    const { status, body } = await shop.client().json<Cat[]>('POST', '/navigation/main-navigation/main-navigation', { depth: 2 });
    expect(status).toBe(200);
    expectResponse('/navigation/{activeId}/{rootId}', 'post', body);
    const names = body.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Einstreu', 'Futter', 'Zubehör', 'Ratgeber']));
    const bedding = body.find((c) => c.name === 'Einstreu')!;
    expect(bedding.children.map((c) => c.name)).toEqual(expect.arrayContaining(['Miscanthus', 'Strohpellets', 'Strohgranulat']));
  });

  it('translates the tree and adds SEO URLs on request', async () => {
    const { body } = await shop.client().json<Cat[]>(
      'POST',
      '/navigation/main-navigation/main-navigation',
      { depth: 0 },
      {
        'sw-language-id': EN,
        'sw-include-seo-urls': 'true',
      },
    );
    const bedding = body.find((c) => c.name === 'Bedding');
    expect(bedding).toBeDefined();
    expect(bedding!.seoUrls?.[0].seoPathInfo).toMatch(/^Bedding\/$/);
    expect(bedding!.children).toEqual([]); // depth 0: the first level only (Shopware: root+1 .. root+depth+1)
  });

  it('returns footer and service navigation', async () => {
    const c = shop.client();
    const footer = await c.json<Cat[]>('POST', '/navigation/footer-navigation/footer-navigation', {});
    expect(footer.status).toBe(200);
    expect(footer.body.length).toBeGreaterThan(0);
    const service = await c.json<Cat[]>('POST', '/navigation/service-navigation/service-navigation', {});
    expect(service.body.length).toBeGreaterThan(0);
  });

  it('rejects a malformed root id and an unknown one', async () => {
    const c = shop.client();
    expectError((await c.json('POST', '/navigation/x/y', {})).body, 400);
    expectError((await c.json('POST', `/navigation/${idFor('none')}/${idFor('none')}`, {})).body, 404, 'CONTENT__CATEGORY_NOT_FOUND');
    expectError((await c.json('POST', '/navigation/main-navigation/main-navigation', { depth: 'deep' })).body, 400);
  });
});

describe('kept menus (issue 16: every page asks for three)', () => {
  const menu = (headers: Record<string, string> = {}) => shop.client().json<Cat[]>('POST', '/navigation/main-navigation/main-navigation', { depth: 1 }, headers);

  it('hands a menu out again in the bytes it was compressed into the first time', async () => {
    await expectSentAgainInTheSameBytes(() =>
      shop.app.inject({
        method: 'POST',
        url: '/store-api/navigation/main-navigation/footer-navigation',
        headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json', 'accept-encoding': 'br' },
        payload: '{"depth":3}',
      }),
    );
  });

  it('shows a renamed category at once, and each language its own names', async () => {
    const before = await menu();
    expect((await menu()).body).toEqual(before.body);
    expect((await menu({ 'sw-language-id': EN })).body.map((c) => c.name)).toContain('Bedding');

    const id = idFor('category:bedding');
    const original = (shop.db.prepare('SELECT name FROM category WHERE id = ?').get(id) as { name: string }).name;
    shop.db.prepare('UPDATE category SET name = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(original), 'de-DE': 'Einstreu & Pellets' }), id);
    try {
      const after = await menu();
      expect(after.body.map((c) => c.name)).toContain('Einstreu & Pellets');
      expect(after.body.map((c) => c.name)).not.toContain('Einstreu');
      expect((await menu({ 'sw-language-id': EN })).body.map((c) => c.name)).toContain('Bedding');
    } finally {
      shop.db.prepare('UPDATE category SET name = ? WHERE id = ?').run(original, id);
    }
    expect((await menu()).body).toEqual(before.body);
  });

  it('shows a hidden category’s absence at once', async () => {
    const id = idFor('category:bedding');
    expect((await menu()).body.map((c) => c.id)).toContain(id);
    shop.db.prepare('UPDATE category SET visible = 0 WHERE id = ?').run(id);
    try {
      expect((await menu()).body.map((c) => c.id)).not.toContain(id);
    } finally {
      shop.db.prepare('UPDATE category SET visible = 1 WHERE id = ?').run(id);
    }
    expect((await menu()).body.map((c) => c.id)).toContain(id);
  });
});

describe('kept category pages (issue 16: the home page read cost ~12 ms of CPU)', () => {
  const slotsOfPage = (page: any): any[] => page.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots));
  const sliderOf = (body: Cat) => slotsOfPage(body.cmsPage).find((s: any) => s.type === 'product-slider');

  it('hands the home page out again in the bytes it was compressed into the first time', async () => {
    await expectSentAgainInTheSameBytes(() => shop.app.inject({ method: 'GET', url: '/store-api/category/home?limit=1', headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'accept-encoding': 'br' } }));
  });

  it('shows a changed price, a renamed product and an edited layout at once', async () => {
    const home = () => shop.client().json<Cat>('GET', '/category/home');
    const before = await home();
    expect((await home()).body).toEqual(before.body);
    const product = sliderOf(before.body).data.products[0];
    const name = shop.db.prepare('SELECT name FROM product WHERE id = ?').get(product.id) as { name: string };
    const pageId = before.body.cmsPage.id;
    const layout = (shop.db.prepare('SELECT layout FROM cms_page WHERE id = ?').get(pageId) as { layout: string }).layout;
    const family = 'SELECT id FROM product WHERE id = ? OR parent_id = ?';
    const raise = (by: number) => {
      shop.db.prepare(`UPDATE product SET price_gross = price_gross + ?, price_net = price_net + ? WHERE id IN (${family}) AND price_gross IS NOT NULL`).run(by, by, product.id, product.id);
      shop.db.prepare(`UPDATE product_price SET price_gross = price_gross + ?, price_net = price_net + ? WHERE product_id IN (${family})`).run(by, by, product.id, product.id);
    };
    try {
      raise(10);
      shop.db.prepare('UPDATE product SET name = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(name.name), 'de-DE': 'Miscanthus Sonderposten' }), product.id);
      const changed = sliderOf((await home()).body).data.products.find((p: any) => p.id === product.id);
      expect(changed.translated.name).toBe('Miscanthus Sonderposten');
      expect(changed.calculatedPrice.unitPrice).toBeGreaterThan(product.calculatedPrice.unitPrice);

      const edited = JSON.parse(layout);
      edited[0].blocks[0].slots[0] = { slot: edited[0].blocks[0].slots[0].slot, type: 'text', config: { content: { source: 'static', value: '<p>Heute geschlossen</p>' } } };
      shop.db.prepare('UPDATE cms_page SET layout = ? WHERE id = ?').run(JSON.stringify(edited), pageId);
      expect(slotsOfPage((await home()).body.cmsPage)[0].data.content).toBe('<p>Heute geschlossen</p>');
    } finally {
      raise(-10);
      shop.db.prepare('UPDATE product SET name = ? WHERE id = ?').run(name.name, product.id);
      shop.db.prepare('UPDATE cms_page SET layout = ? WHERE id = ?').run(layout, pageId);
    }
    expect((await home()).body).toEqual(before.body);
  });

  it('gives each context its own prices: a net-price business customer is not handed the gross page', async () => {
    const guest = sliderOf((await shop.client().json<Cat>('GET', '/category/home')).body).data.products[0];
    const business = shop.client();
    expect((await login(business, BUSINESS.username, BUSINESS.password)).status).toBe(200);
    const net = sliderOf((await business.json<Cat>('GET', '/category/home')).body).data.products.find((p: any) => p.id === guest.id);
    expect(net.calculatedPrice.unitPrice).toBeLessThan(guest.calculatedPrice.unitPrice);
    // ... and the guest after the business customer still gets gross prices.
    expect(sliderOf((await shop.client().json<Cat>('GET', '/category/home')).body).data.products[0].calculatedPrice.unitPrice).toBe(guest.calculatedPrice.unitPrice);
  });

  it('resolves a page with a customer’s own review for each customer: it is never kept', async () => {
    // A product without variants: the element shows the customer's review of exactly that product.
    const productId = (
      shop.db.prepare('SELECT id FROM product p WHERE active = 1 AND parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id) ORDER BY product_number LIMIT 1').get() as {
        id: string;
      }
    ).id;
    const categoryId = idFor('category:bedding-miscanthus');
    const pageId = idFor('cms:test-reviews-page');
    const reviews = { slot: 'content', type: 'product-description-reviews', config: { product: { source: 'static', value: productId } } };
    shop.db
      .prepare("INSERT INTO cms_page (id, type, name, layout) VALUES (?, 'page', ?, ?)")
      .run(pageId, JSON.stringify({ 'de-DE': 'Bewertungen' }), JSON.stringify([{ type: 'default', blocks: [{ type: 'product-description-reviews', slots: [reviews] }] }]));
    const original = (shop.db.prepare('SELECT cms_page_id FROM category WHERE id = ?').get(categoryId) as { cms_page_id: string | null }).cms_page_id;
    shop.db.prepare('UPDATE category SET cms_page_id = ? WHERE id = ?').run(pageId, categoryId);
    try {
      const own = (body: Cat) => slotsOfPage(body.cmsPage)[0].data.reviews.customerReview ?? null;
      expect(own((await shop.client().json<Cat>('GET', `/category/${categoryId}`)).body)).toBeNull();
      const customer = shop.client();
      expect((await login(customer, DEMO.username, DEMO.password)).status).toBe(200);
      const written = await customer.json<{ errors?: unknown }>('POST', `/product/${productId}/review`, {
        title: 'Staubarm und saugstark',
        content: 'Wir streuen seit drei Monaten damit ein, die Box bleibt trocken und es staubt kaum.',
        points: 5,
      });
      expect(written.status, JSON.stringify(written.body)).toBeLessThan(300);
      expect(own((await customer.json<Cat>('GET', `/category/${categoryId}`)).body)).toMatchObject({ title: 'Staubarm und saugstark' });
      // Another visitor after the customer does not see that customer's review as their own.
      expect(own((await shop.client().json<Cat>('GET', `/category/${categoryId}`)).body)).toBeNull();
    } finally {
      shop.db.prepare('UPDATE category SET cms_page_id = ? WHERE id = ?').run(original, categoryId);
    }
  });
});

describe('categories, CMS pages and landing pages', () => {
  it('loads a category with its resolved CMS page (listing slot included)', async () => {
    const id = idFor('category:bedding-miscanthus');
    const { status, body } = await shop.client().json<Cat>('POST', `/category/${id}`, {});
    expect(status).toBe(200);
    expectResponse('/category/{navigationId}', 'post', body);
    expect(body.name).toBe('Miscanthus');
    expect(body.breadcrumb).toEqual(expect.arrayContaining(['Einstreu', 'Miscanthus']));
    const slotTypes = body.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots.map((sl: any) => sl.type)));
    expect(slotTypes).toContain('product-listing');
    const listingSlot = body.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots)).find((s: any) => s.type === 'product-listing');
    expect(listingSlot.data.listing.elements.length).toBeGreaterThan(0);
    expect(listingSlot.data.listing.limit).toBe(10); // spec §9: listing page size 10
  });

  it('resolves the products of the home page product slider', async () => {
    const { body } = await shop.client().json<Cat>('POST', '/category/home', {});
    const slider = body.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots)).find((s: any) => s.type === 'product-slider');
    expect(slider.data.products.length).toBeGreaterThan(0);
    expect(slider.data.products[0].calculatedPrice.unitPrice).toBeGreaterThan(0);
  });

  it('loads the home page layout with its blocks, settings and resolved media', async () => {
    const { body } = await shop.client().json<Cat>('POST', '/category/home', {});
    const blocks = body.cmsPage.sections.flatMap((s: any) => s.blocks);
    expect(blocks.length).toBeGreaterThan(3);
    const slider = blocks.flatMap((b: any) => b.slots).find((s: any) => s.type === 'image-slider');
    expect(slider.data.sliderItems[0].media.url).toMatch(/\/media\/.+\.webp$/);
    expect(blocks.some((b: any) => b.visibility.mobile === false || b.visibility.tablet === false)).toBe(true);
    expect(body.cmsPage.sections.some((s: any) => s.backgroundColor)).toBe(true);
  });

  it('translates CMS text into English and falls back to German where a translation is missing', async () => {
    const { body } = await shop.client().json<Cat>('POST', '/category/home', {}, { 'sw-language-id': EN });
    const texts = body.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots)).filter((s: any) => s.type === 'text');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((t: any) => typeof t.data.content === 'string' && t.data.content.length > 0)).toBe(true);
  });

  it('404s unknown categories and 400s malformed ids', async () => {
    const c = shop.client();
    expectError((await c.json('POST', `/category/${idFor('none')}`, {})).body, 404, 'CONTENT__CATEGORY_NOT_FOUND');
    expectError((await c.json('POST', '/category/not-an-id', {})).body, 400);
  });

  it('lists categories with criteria', async () => {
    const { body } = await shop.client().json<{ elements: Cat[]; total: number }>('POST', '/category', {
      filter: [{ type: 'equals', field: 'parentId', value: idFor('category:bedding') }],
    });
    expectResponse('/category', 'post', body);
    expect(body.elements.map((c) => c.name).sort()).toEqual(['Miscanthus', 'Strohgranulat', 'Strohpellets']);
  });

  it('lists guide articles with their article metadata', async () => {
    const { body } = await shop.client().json<{ elements: Cat[] }>('POST', '/category', {
      filter: [{ type: 'equals', field: 'customFields.stallwerk_article_kind', value: 'guide' }],
      limit: 50,
    });
    expect(body.elements.length).toBeGreaterThanOrEqual(6);
  });

  it('loads a landing page and a CMS page by id', async () => {
    const c = shop.client();
    const landing = await c.json<{ cmsPage: { id: string; sections: unknown[] } }>('POST', `/landing-page/${idFor('landing-page:winteraktion')}`, {});
    expect(landing.status).toBe(200);
    expectResponse('/landing-page/{landingPageId}', 'post', landing.body);
    const cms = await c.json('POST', `/cms/${landing.body.cmsPage.id}`, {});
    expect(cms.status).toBe(200);
    expectResponse('/cms/{id}', 'post', cms.body);
    expectError((await c.json('POST', `/landing-page/${idFor('none')}`, {})).body, 404);
    expectError((await c.json('POST', `/cms/${idFor('none')}`, {})).body, 404);
  });
});

describe('breadcrumbs, SEO URLs and sitemap', () => {
  it('gives the breadcrumb of a category without the navigation root', async () => {
    const { status, body } = await shop.client().json<Array<{ name: string; path: string }>>('GET', `/breadcrumb/${idFor('category:bedding-miscanthus')}`);
    expect(status).toBe(200);
    expectResponse('/breadcrumb/{id}', 'get', body);
    expect(body.map((b) => b.name)).toEqual(['Einstreu', 'Miscanthus']);
    expect(body[1].path).toBe('Einstreu/Miscanthus/');
  });

  it('gives the breadcrumb of a product through its category', async () => {
    const { body } = await shop.client().json<Array<{ name: string }>>('GET', `/breadcrumb/${idFor('product:SW-MIS-100')}`);
    expect(body.map((b) => b.name)).toEqual(['Einstreu', 'Miscanthus']);
  });

  it('resolves a path to its entity per language and back', async () => {
    const c = shop.client();
    const de = await c.json<{ elements: Array<{ foreignKey: string; routeName: string; pathInfo: string }> }>('POST', '/seo-url', {
      filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Einstreu/Miscanthus/' }],
    });
    expectResponse('/seo-url', 'post', de.body);
    expect(de.body.elements[0].foreignKey).toBe(idFor('category:bedding-miscanthus'));
    expect(de.body.elements[0].routeName).toBe('frontend.navigation.page');
    const en = await c.json<{ elements: Array<{ seoPathInfo: string }> }>(
      'POST',
      '/seo-url',
      {
        filter: [{ type: 'equals', field: 'foreignKey', value: idFor('category:bedding-miscanthus') }],
      },
      { 'sw-language-id': EN },
    );
    expect(en.body.elements[0].seoPathInfo).toBe('Bedding/Miscanthus/');
  });

  it('lists the sitemap and serves it with URLs in every language', async () => {
    const c = shop.client();
    const list = await c.json<Array<{ filename: string }>>('GET', '/sitemap');
    expectResponse('/sitemap', 'get', list.body);
    const file = await c.call('GET', `/sitemap/${list.body[0].filename}`);
    expect(file.statusCode).toBe(200);
    const xml = gunzipSync(file.rawPayload).toString('utf8');
    expect(xml).toContain('/Einstreu/Miscanthus/</loc>');
    expect(xml).toContain('/en-GB/Bedding/Miscanthus/</loc>');
  });
});

describe('media', () => {
  it('serves product pictures but never private downloads', async () => {
    const pic = await shop.app.inject({ method: 'GET', url: '/media/' + (shop.db.prepare('SELECT path FROM media WHERE private = 0 LIMIT 1').get() as { path: string }).path });
    expect(pic.statusCode).toBe(200);
    const privatePath = (shop.db.prepare('SELECT path FROM media WHERE private = 1 LIMIT 1').get() as { path: string }).path;
    for (const url of [`/media/${privatePath}`, `/media/x/../${privatePath}`, `/media/${privatePath.replace('/', '%2F')}`]) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
