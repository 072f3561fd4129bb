import type { FastifyRequest } from 'fastify';
import { isId } from '../../lib/ids';
import { readRequestPayload } from '../criteria';
import { CatalogEnv, cachedListing, categoryCandidates, findActiveProduct, loadCatalogue, resolveDetailProduct, serializeProduct } from '../catalog';
import { registerSlotResolver, type SlotResolveInput } from './cmsPage';

/** Product slots of CMS pages resolve through the catalogue, like Shopware's CMS element resolvers. */

const truthy = (v: unknown) => typeof v === 'string' && (v === '1' || v.toLowerCase() === 'true');

function envOf(input: SlotResolveInput): CatalogEnv {
  const req = input.req as FastifyRequest | null;
  return new CatalogEnv(input.deps.db, loadCatalogue(input.deps.db), input.ctx, input.deps.config.publicUrl, {
    includeSeoUrls: req ? truthy(req.headers['sw-include-seo-urls']) : false,
  });
}

function productJson(env: CatalogEnv, id: unknown): Record<string, unknown> | null {
  if (typeof id !== 'string' || !isId(id)) return null;
  const product = findActiveProduct(env, id);
  return product ? serializeProduct(env, resolveDetailProduct(env, product), { seoUrls: true }) : null;
}

/** Registers the product-box, product-slider and product-listing slot resolvers. */
export function registerProductSlots(): void {
  registerSlotResolver('product-box', (input) => {
    const env = envOf(input);
    const product = productJson(env, input.config.product?.value);
    return product ? { product, productId: product.id, apiAlias: 'cms_product_box' } : { apiAlias: 'cms_product_box' };
  });

  registerSlotResolver('product-slider', (input) => {
    const env = envOf(input);
    const ids = Array.isArray(input.config.products?.value) ? (input.config.products!.value as unknown[]) : [];
    const products = ids.map((id) => productJson(env, id)).filter((p): p is Record<string, unknown> => p !== null);
    return { products, apiAlias: 'cms_product_slider' };
  });

  registerSlotResolver('product-listing', (input) => {
    const navigationId = input.navigationId;
    if (!navigationId) return { apiAlias: 'cms_product_listing' };
    const env = envOf(input);
    // The listing slot honours the same request parameters as /product-listing (filters, order, page).
    const payload = input.req ? readRequestPayload(input.req) : {};
    delete payload.slots;
    const search = typeof payload.search === 'string' && payload.search.trim() !== '' ? payload.search.trim() : undefined;
    const listing = cachedListing(env, {
      mode: 'listing',
      payload,
      navigationId,
      candidates: categoryCandidates(env, navigationId, true),
      term: search,
    });
    return { listing, apiAlias: 'cms_product_listing' };
  });
}
