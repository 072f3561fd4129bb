import { isId } from '../../lib/ids';
import { registerSlotResolver, type SlotResolveInput } from '../cms/cmsPage';
import { readRequestPayload } from '../criteria';
import { ShopwareError } from '../errors';
import { cachedListing, categoryCandidates } from './listing';
import { findActiveProduct } from './products';
import { CatalogEnv, productView } from './serialize';
import { loadCatalogue } from './snapshot';

/**
 * CMS slot data of the product elements, as Shopware's element resolvers fill it:
 * product-box → {productId, product}, product-slider → {products}, product-listing → {listing}.
 */

function envOf(input: SlotResolveInput): CatalogEnv {
  const seo = input.req?.headers['sw-include-seo-urls'];
  return new CatalogEnv(input.deps.db, loadCatalogue(input.deps.db), input.ctx, input.deps.config.publicUrl, {
    includeSeoUrls: typeof seo === 'string' && (seo === '1' || seo.toLowerCase() === 'true'),
  });
}

const value = (input: SlotResolveInput, key: string): unknown => input.config[key]?.value;

function productCard(env: CatalogEnv, id: unknown): Record<string, unknown> | null {
  if (typeof id !== 'string' || !isId(id.toLowerCase())) return null;
  const p = findActiveProduct(env, id.toLowerCase());
  return p ? productView(env.product(p), {}) : null;
}

const LISTING_FILTERS = ['manufacturer-filter', 'rating-filter', 'price-filter', 'shipping-free-filter', 'property-filter'];

let registered = false;

export function registerCatalogSlots(): void {
  if (registered) return;
  registered = true;

  registerSlotResolver('product-box', (input) => {
    const env = envOf(input);
    const productId = value(input, 'product');
    const product = productCard(env, productId);
    return { productId: typeof productId === 'string' ? productId : null, product, apiAlias: 'cms_product_box' };
  });

  registerSlotResolver('product-slider', (input) => {
    const env = envOf(input);
    const ids = value(input, 'products');
    const products = (Array.isArray(ids) ? ids : []).map((id) => productCard(env, id)).filter((p): p is Record<string, unknown> => !!p);
    return { products, apiAlias: 'cms_product_slider' };
  });

  registerSlotResolver('product-listing', (input) => {
    const categoryId = input.navigationId?.toLowerCase();
    if (!categoryId || !isId(categoryId)) return null;
    const env = envOf(input);
    const row = input.deps.db.prepare('SELECT display_nested_products FROM category WHERE id = ?').get(categoryId) as
      | { display_nested_products: number }
      | undefined;
    if (!row) return null;
    // The slot's filter configuration switches listing filters off, as Shopware's ProductListingCmsElementResolver does.
    const flags: Record<string, unknown> = {};
    const filters = value(input, 'filters');
    if (typeof filters === 'string') {
      const enabled = new Set(filters.split(',').map((f) => f.trim()));
      for (const f of LISTING_FILTERS) if (!enabled.has(f)) flags[f] = false;
    }
    const whitelist = value(input, 'propertyWhitelist');
    if (Array.isArray(whitelist) && whitelist.length > 0) flags['property-whitelist'] = whitelist.join('|');
    const order = value(input, 'defaultSorting');
    let payload: Record<string, unknown> = {};
    try {
      payload = input.req ? readRequestPayload(input.req) : {};
    } catch (e) {
      if (!(e instanceof ShopwareError)) throw e;
    }
    const listingPayload = { ...(typeof order === 'string' && order && isSortingKey(order) ? { order } : {}), ...pick(payload), ...flags };
    const search = typeof payload.search === 'string' && payload.search.trim() ? payload.search.trim() : undefined;
    const run = (body: Record<string, unknown>) =>
      cachedListing(env, { mode: 'listing', payload: body, navigationId: categoryId, candidates: categoryCandidates(env, categoryId, !!row.display_nested_products), term: search });
    let listing: Record<string, unknown>;
    try {
      listing = run(listingPayload);
    } catch (e) {
      // A category request's own parameters must not break its page: fall back to the plain listing.
      if (!(e instanceof ShopwareError)) throw e;
      listing = run(flags);
    }
    return { listing, apiAlias: 'cms_product_listing' };
  });
}

/** Sorting keys in slot configs are plain keys; ids (Shopware 6.7 stores ids) are left to the default. */
const isSortingKey = (key: string): boolean => !isId(key);

/** The listing parameters of a category request. */
function pick(payload: Record<string, unknown>): Record<string, unknown> {
  const keys = ['p', 'page', 'limit', 'order', 'manufacturer', 'properties', 'min-price', 'max-price', 'rating', 'shipping-free', 'search', 'no-aggregations', 'reduce-aggregations', 'only-aggregations'];
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in payload) out[k] = payload[k];
  return out;
}
