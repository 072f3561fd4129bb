import { encodeForQuery } from '@shopware/api-client/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_CMS_PAGE_ID, idFor } from '../../server/lib/ids';
import { expectDetail, expectListing } from './catalogSchema';
import { countryId, expectCart, errorKeys, productItems, type Json } from './cartHelpers';
import { startTestShop, type StoreClient, type TestShop } from './harness';
import { expectResponse } from './schema';

/**
 * Issue 14: the Store API answers requests shaped exactly as the official @shopware/composables
 * send them the way Shopware 6.7 does (each case checked against the shopware/shopware source).
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

/** @shopware/composables `cmsAssociations` (useCategorySearch / useProductSearch withCmsAssociations). */
const cmsAssociations = {
  associations: {
    media: { associations: { media: {} } },
    cmsPage: { associations: { sections: { associations: { blocks: { associations: { slots: { associations: { block: { associations: { slots: { associations: {} } } } } } } } } } } },
  },
};
const SEO = { 'sw-include-seo-urls': 'true' };
const ROOT = idFor('category:root-main');
const MISCANTHUS = idFor('category:bedding-miscanthus');
const MIS_PARENT = idFor('product:SW-MIS-100');

type Slot = { type: string; slot: string; config: Json; data?: Json };
const slotsOf = (page: Json): Slot[] => (page.sections as Json[]).flatMap((s) => (s.blocks as Json[]).flatMap((b) => b.slots as Slot[]));
const blocksOf = (page: Json): Json[] => (page.sections as Json[]).flatMap((s) => s.blocks as Json[]);

describe('CMS pages as official clients read them', () => {
  it('shows the home layout for the root category by id, as for the alias home', async () => {
    const c = shop.client();
    const byId = await c.json<Json>('POST', `/category/${ROOT}`, cmsAssociations, SEO);
    expect(byId.status).toBe(200);
    expectResponse('/category/{navigationId}', 'post', byId.body);
    const home = await c.json<Json>('POST', '/category/home', cmsAssociations, SEO);
    const homePage = shop.db.prepare('SELECT home_cms_page_id AS id FROM sales_channel').get() as { id: string };
    expect(byId.body.cmsPage?.id).toBe(homePage.id);
    expect(byId.body.cmsPageId).toBe(homePage.id);
    expect(byId.body.cmsPage.id).toBe(home.body.cmsPage.id);
    expect(slotsOf(byId.body.cmsPage).map((s) => s.type)).toEqual(slotsOf(home.body.cmsPage).map((s) => s.type));
  });

  it('resolves mapped slots on the server from the category (text, image)', async () => {
    const { status, body } = await shop.client().json<Json>('POST', `/category/${MISCANTHUS}`, cmsAssociations, SEO);
    expect(status).toBe(200);
    expectResponse('/category/{navigationId}', 'post', body);
    const slots = slotsOf(body.cmsPage);
    const text = slots.find((s) => s.type === 'text' && s.config.content?.source === 'mapped')!;
    expect(text.config.content.value).toBe('category.description');
    expect(text.data!.content).toBe(body.translated.description);
    expect(text.data!.content).not.toBe('category.description');
    expect(text.data!.content.length).toBeGreaterThan(20);
    const image = slots.find((s) => s.type === 'image' && s.config.media?.source === 'mapped')!;
    expect(image.config.media.value).toBe('category.media');
    expect(body.media?.id).toBeTruthy();
    expect(image.data!.media).toMatchObject({ id: body.media.id, url: body.media.url, apiAlias: 'media' });
    expect(image.data!.mediaId).toBe(body.media.id);
  });

  it('gives the listing layout a sidebar-filter element beside the listing', async () => {
    const { body } = await shop.client().json<Json>('POST', `/category/${MISCANTHUS}`, cmsAssociations, SEO);
    const section = (body.cmsPage.sections as Json[]).find((s) => (s.blocks as Json[]).some((b) => b.type === 'sidebar-filter'))!;
    expect(section.type).toBe('sidebar');
    const filter = (section.blocks as Json[]).find((b) => b.type === 'sidebar-filter')!;
    expect(filter.sectionPosition).toBe('sidebar');
    expect(filter.slots.map((s: Slot) => s.type)).toEqual(['sidebar-filter']);
    expect(blocksOf(body.cmsPage).some((b) => b.type === 'product-listing' && b.sectionPosition === 'main')).toBe(true);
  });

  it('answers a product with the default product detail layout resolved for it', async () => {
    const c = shop.client();
    const { status, body } = await c.json<Json>('POST', `/product/${MIS_PARENT}`, cmsAssociations, SEO);
    expect(status).toBe(200);
    expectDetail(body);
    const product = body.product as Json;
    expect(product.cmsPageId).toBe(DEFAULT_PRODUCT_CMS_PAGE_ID);
    const page = product.cmsPage as Json;
    expect(page).toMatchObject({ id: DEFAULT_PRODUCT_CMS_PAGE_ID, type: 'product_detail', apiAlias: 'cms_page' });
    expect(blocksOf(page).map((b) => b.type)).toEqual(['product-heading', 'gallery-buybox', 'product-description-reviews', 'cross-selling']);
    const byType = Object.fromEntries(slotsOf(page).map((s) => [s.type, s]));
    expect(Object.keys(byType)).toEqual(['product-name', 'manufacturer-logo', 'image-gallery', 'buy-box', 'product-description-reviews', 'cross-selling']);

    expect(byType['product-name'].data).toEqual({ content: product.translated.name, apiAlias: 'cms_text' });
    expect(byType['manufacturer-logo'].data).toMatchObject({ apiAlias: 'cms_manufacturer_logo', manufacturer: { id: product.manufacturerId } });
    if (product.manufacturer?.media) expect(byType['manufacturer-logo'].data!.media.id).toBe(product.manufacturer.media.id);

    const gallery = byType['image-gallery'].data!;
    expect(gallery.apiAlias).toBe('cms_image_slider');
    expect(gallery.sliderItems.map((i: Json) => i.media.id)).toEqual((product.media as Json[]).map((m) => m.media.id));
    expect(gallery.sliderItems.length).toBeGreaterThan(0);

    const buyBox = byType['buy-box'].data!;
    expect(buyBox).toMatchObject({ apiAlias: 'cms_buy_box', productId: product.id, product: { id: product.id } });
    expect(buyBox.configuratorSettings).toEqual(body.configurator);
    expect(buyBox.configuratorSettings.length).toBeGreaterThan(0);
    const approved = shop.db
      .prepare("SELECT COUNT(*) AS n FROM product_review r JOIN product p ON p.id = r.product_id WHERE (p.id = ? OR p.parent_id = ?) AND r.status = 'approved'")
      .get(MIS_PARENT, MIS_PARENT) as { n: number };
    expect(buyBox.totalReviews).toBe(approved.n);

    const reviews = byType['product-description-reviews'].data!;
    expect(reviews).toMatchObject({ apiAlias: 'cms_product_description_reviews', productId: product.id, ratingSuccess: false });
    expect(reviews.reviews.totalReviews).toBe(approved.n);
    expect(reviews.reviews.elements.length).toBe(Math.min(10, approved.n));

    const crossSelling = byType['cross-selling'].data!;
    const route = await c.json<Json[]>('POST', `/product/${product.id}/cross-selling`, {});
    expect(crossSelling.apiAlias).toBe('cms_cross_selling');
    expect((crossSelling.crossSellings ?? []).map((e: Json) => e.crossSelling.id)).toEqual(route.body.map((e) => e.crossSelling.id));
  });

  it('reads the product layout by GET with _criteria as cacheable reads do', async () => {
    const { status, body } = await shop.client().json<Json>('GET', `/product/${MIS_PARENT}?_criteria=${encodeForQuery(cmsAssociations)}`, undefined, SEO);
    expect(status).toBe(200);
    expect(body.product.cmsPage.type).toBe('product_detail');
    // A client that excludes the layout (our storefront draws its own product page) gets none.
    const lean = await shop.client().json<Json>('GET', `/product/${MIS_PARENT}?_criteria=${encodeForQuery({ excludes: { product: ['cmsPage'] } })}`);
    expect(lean.body.product.cmsPage).toBeUndefined();
    expect(lean.body.product.id).toBe(body.product.id);
  });
});

describe('navigation depth as Shopware counts it', () => {
  it('loads two levels for depth 1 (useNavigation().loadNavigationElements({ depth: 1 }))', async () => {
    const c = shop.client();
    const post = await c.json<Json[]>('POST', '/navigation/main-navigation/main-navigation', { depth: 1 }, SEO);
    expect(post.status).toBe(200);
    expectResponse('/navigation/{activeId}/{rootId}', 'post', post.body);
    const bedding = post.body.find((x) => x.id === idFor('category:bedding'))!;
    expect(bedding.children.map((x: Json) => x.id)).toContain(MISCANTHUS);
    for (const child of bedding.children as Json[]) expect(child.children).toEqual([]);
    // The GET form of cacheable reads: depth and buildTree as query parameters.
    const get = await c.json<Json[]>('GET', `/navigation/main-navigation/main-navigation?_criteria=${encodeForQuery({})}&buildTree=true&depth=1`, undefined, SEO);
    expect(get.body.map((x) => x.id)).toEqual(post.body.map((x) => x.id));
    expect(get.body.find((x) => x.id === idFor('category:bedding'))!.children.length).toBe(bedding.children.length);
  });

  it('falls back to the root when the active category belongs to another navigation', async () => {
    const c = shop.client();
    const res = await c.json<Json[]>('POST', `/navigation/${idFor('category:footer-contact')}/main-navigation`, { depth: 0 });
    expect(res.status).toBe(200);
    expect(res.body.map((x) => x.id)).toContain(idFor('category:bedding'));
  });
});

describe('a sales channel without a footer navigation', () => {
  it('answers footer-navigation with 204 and no content, as Shopware does', async () => {
    const before = shop.db.prepare('SELECT footer_category_id AS id FROM sales_channel').get() as { id: string };
    shop.db.prepare('UPDATE sales_channel SET footer_category_id = NULL').run();
    try {
      const res = await shop.client().call('POST', '/navigation/footer-navigation/footer-navigation', { depth: 1 });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    } finally {
      shop.db.prepare('UPDATE sales_channel SET footer_category_id = ?').run(before.id);
    }
  });
});

describe('listing, cart and checkout as official clients call them', () => {
  it('falls back to the default sorting for an unknown order key', async () => {
    const c = shop.client();
    const plain = await c.json<Json>('POST', `/product-listing/${MISCANTHUS}`, {});
    const unknown = await c.json<Json>('POST', `/product-listing/${MISCANTHUS}`, { order: 'cheapest-first', p: 1 });
    expect(unknown.status).toBe(200);
    expectListing(unknown.body);
    expect(unknown.body.sorting).toBe(plain.body.sorting);
    expect(unknown.body.elements.map((p: Json) => p.id)).toEqual(plain.body.elements.map((p: Json) => p.id));
  });

  it('reads the cart by POST like by GET', async () => {
    const c = shop.client();
    const get = await c.json<Json>('GET', '/checkout/cart');
    const post = await c.json<Json>('POST', '/checkout/cart', {});
    expect(post.status).toBe(200);
    expectCart(post.body);
    expect(post.body.token).toBe(get.body.token);
  });

  it('drops a variant parent added to the cart without a blocking error (useCart().addProduct)', async () => {
    const c = shop.client();
    const res = await c.json<Json>('POST', '/checkout/cart/line-item', { items: [{ id: MIS_PARENT, quantity: 1, type: 'product' }] });
    expect(res.status).toBe(200);
    expectCart(res.body);
    expect(productItems(res.body)).toEqual([]);
    expect(errorKeys(res.body)).toEqual([]);
    const again = await c.json<Json>('POST', '/checkout/cart', {});
    expect(productItems(again.body)).toEqual([]);
    expect(errorKeys(again.body)).toEqual([]);
  });

  it('registers a guest whose billing names are empty and orders without tos (useUser / useCheckout)', async () => {
    const c = shop.client();
    const email = `fidelity-${Math.random().toString(36).slice(2)}@example.com`;
    const reg = await c.json<Json>('POST', '/account/register', {
      guest: true,
      salutationId: idFor('salutation:mrs'),
      firstName: 'Jana',
      lastName: 'Huber',
      email,
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:3999',
      billingAddress: { firstName: '', lastName: '', street: 'Koppelweg 3', zipcode: '24103', city: 'Kiel', countryId: countryId(shop, 'DE') },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expectResponse('/account/register', 'post', reg.body);
    expect(reg.body).toMatchObject({ firstName: 'Jana', lastName: 'Huber', guest: true });
    const billing = shop.db
      .prepare(
        'SELECT a.first_name AS firstName, a.last_name AS lastName, a.salutation_id AS salutationId FROM customer_address a JOIN customer c ON c.default_billing_address_id = a.id WHERE c.email = ?',
      )
      .get(email);
    expect(billing).toEqual({ firstName: 'Jana', lastName: 'Huber', salutationId: idFor('salutation:mrs') });

    await addBag(c);
    // useCheckout().createOrder() sends `{}`: Shopware's CartOrderRoute does not check tos.
    const order = await c.json<Json>('POST', '/checkout/order', {});
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expectResponse('/checkout/order', 'post', order.body);
    expect(order.body.orderCustomer.email).toBe(email);
  });

  it('gives a registration without salutation the "not specified" salutation, as Shopware does', async () => {
    const c = shop.client();
    const reg = await c.json<Json>('POST', '/account/register', {
      guest: true,
      firstName: 'Mia',
      lastName: 'Brandt',
      email: `nosal-${Math.random().toString(36).slice(2)}@example.com`,
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:3999',
      billingAddress: { street: 'Moorweg 2', zipcode: '26122', city: 'Oldenburg', countryId: countryId(shop, 'DE') },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.salutationId).toBe(idFor('salutation:not_specified'));
    const address = await c.json<Json>('POST', '/account/address', {
      firstName: 'Mia',
      lastName: 'Brandt',
      street: 'Deichstraße 4',
      zipcode: '26122',
      city: 'Oldenburg',
      countryId: countryId(shop, 'DE'),
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    expect(address.body.salutationId).toBe(idFor('salutation:not_specified'));
  });

  it('orders a download without the withdrawal waiver (checked by the client, as in Shopware)', async () => {
    const c = shop.client();
    await c.json<Json>('POST', '/account/register', {
      guest: true,
      salutationId: idFor('salutation:mrs'),
      firstName: 'Lena',
      lastName: 'Vogt',
      email: `dl-${Math.random().toString(36).slice(2)}@example.com`,
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:3999',
      billingAddress: { street: 'Heideweg 1', zipcode: '29221', city: 'Celle', countryId: countryId(shop, 'DE') },
    });
    const download = idFor('product:SW-ZUB-160');
    await c.json<Json>('POST', '/checkout/cart/line-item', { items: [{ id: download, quantity: 1, type: 'product' }] });
    const order = await c.json<Json>('POST', '/checkout/order', {});
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.lineItems[0].states).toEqual(['is-download']);
  });
});

async function addBag(c: StoreClient): Promise<void> {
  const res = await c.json<Json>('POST', '/checkout/cart/line-item', { items: [{ id: idFor('product:SW-MIS-100.1'), quantity: 1, type: 'product' }] });
  expect(productItems(res.body)).toHaveLength(1);
}
