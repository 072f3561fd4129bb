import type { FastifyRequest } from 'fastify';
import { isId } from '../../lib/ids';
import { readRequestPayload } from '../criteria';
import {
  CatalogEnv,
  cachedListing,
  categoryCandidates,
  findActiveProduct,
  loadCatalogue,
  loadConfigurator,
  resolveDetailProduct,
  serializeProduct,
  type ResolvedProduct,
  crossSellingElements,
  reviewEntities,
} from '../catalog/public';
import { configMedia, resolveMapped, textData, type SlotResolveInput, type SlotResolver } from './cmsPage';
import { customerReviewId, visibleFamilyReviewCount } from './cmsRepository';

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

/** The product a product page element shows: mapped to the page's product, or a static product id. */
function slotProduct(input: SlotResolveInput, env: CatalogEnv): { json: Record<string, unknown>; product: ResolvedProduct } | null {
  const entry = input.config.product;
  if (!entry || entry.value === null || entry.value === undefined) return null;
  if (entry.source === 'mapped') {
    const json = resolveMapped(input.entity, entry.value) ?? (entry.value === 'product' ? input.entity?.data : undefined);
    const id = json && typeof json === 'object' ? (json as Record<string, unknown>).id : undefined;
    const product = typeof id === 'string' ? findActiveProduct(env, id) : null;
    return product ? { json: json as Record<string, unknown>, product } : null;
  }
  if (typeof entry.value !== 'string' || !isId(entry.value)) return null;
  const found = findActiveProduct(env, entry.value);
  if (!found) return null;
  const product = resolveDetailProduct(env, found);
  return { json: serializeProduct(env, product, { seoUrls: true, detail: true }), product };
}

const REVIEWS_PER_PAGE = 10;

/** Shopware's ProductReviewResult of the description-reviews element: first page, rating matrix, own review. */
function reviewResult(input: SlotResolveInput, product: ResolvedProduct) {
  const all = reviewEntities(input.deps, input.ctx, product);
  const approved = all.filter((r) => r.status === true);
  const counts = [5, 4, 3, 2, 1].map((points) => ({ points, count: approved.filter((r) => r.points === points).length }));
  const total = approved.length;
  const pointSum = approved.reduce((sum, r) => sum + Number(r.points), 0);
  const ownId = input.ctx.customerId ? customerReviewId(input.deps.db, input.ctx.customerId, product.row.id) : undefined;
  const parentId = product.parent?.row.id ?? product.row.id;
  // Like Shopware, the page of reviews follows the request's `limit` and `p`.
  const payload = input.req ? readRequestPayload(input.req as FastifyRequest) : {};
  const int = (v: unknown, fallback: number) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
  const limit = Math.min(int(payload.limit, REVIEWS_PER_PAGE), 100);
  const page = int(payload.p, 1);
  return {
    entity: 'product_review',
    total: all.length,
    aggregations: {},
    page,
    limit,
    elements: all.slice((page - 1) * limit, page * limit),
    productId: product.row.id,
    parentId,
    matrix: {
      matrix: Object.fromEntries(counts.map((c) => [c.points, { points: c.points, count: c.count, percent: total ? Math.round((c.count / total) * 10000) / 100 : 0 }])),
      totalReviewCount: total,
      pointSum,
      maxPoints: 5,
      averageRating: total ? Math.round((pointSum / total) * 100) / 100 : 0,
    },
    customerReview: ownId ? (all.find((r) => r.id === ownId) ?? null) : null,
    totalReviews: total,
    apiAlias: 'product_review_result',
  };
}

/**
 * The product-box, product-slider and product-listing slot resolvers and the product page elements
 * (Shopware's product CMS element resolvers), wired into StoreHooks.slotResolvers.
 */
export const productSlotResolvers: Readonly<Record<string, SlotResolver>> = {
  'product-name': textData,

  'manufacturer-logo': (input) => {
    const media = configMedia(input, input.config.media);
    const manufacturer = input.entity?.name === 'product' ? ((input.entity.data.manufacturer as Record<string, unknown> | undefined) ?? null) : null;
    const url = input.config.url?.source === 'mapped' ? resolveMapped(input.entity, input.config.url.value) : input.config.url?.value;
    return {
      media,
      mediaId: (media?.id as string | undefined) ?? null,
      url: typeof url === 'string' ? url : ((manufacturer?.link as string | undefined) ?? null),
      newTab: !!input.config.newTab?.value,
      manufacturer,
      apiAlias: 'cms_manufacturer_logo',
    };
  },

  'buy-box': (input) => {
    const env = envOf(input);
    const hit = slotProduct(input, env);
    if (!hit) return { apiAlias: 'cms_buy_box' };
    const parentId = hit.product.parent?.row.id ?? hit.product.row.id;
    const fromPage = input.entity?.name === 'product' && input.entity.data.id === hit.product.row.id;
    const totalReviews = visibleFamilyReviewCount(input.deps.db, parentId, input.ctx.customerId ?? '');
    return {
      productId: hit.product.row.id,
      product: hit.json,
      configuratorSettings: fromPage && input.entity?.configurator ? input.entity.configurator : loadConfigurator(env, hit.product),
      totalReviews,
      apiAlias: 'cms_buy_box',
    };
  },

  'product-description-reviews': (input) => {
    const env = envOf(input);
    const hit = slotProduct(input, env);
    const req = input.req as FastifyRequest | null;
    const query = (req?.query ?? {}) as Record<string, unknown>;
    const ratingSuccess = truthy(query.success);
    if (!hit) return { ratingSuccess, apiAlias: 'cms_product_description_reviews' };
    return { productId: hit.product.row.id, product: hit.json, reviews: reviewResult(input, hit.product), ratingSuccess, apiAlias: 'cms_product_description_reviews' };
  },

  'cross-selling': (input) => {
    const env = envOf(input);
    const hit = slotProduct(input, env);
    if (!hit) return { apiAlias: 'cms_cross_selling' };
    const crossSellings = crossSellingElements(env, hit.product);
    return crossSellings.length ? { crossSellings, apiAlias: 'cms_cross_selling' } : { apiAlias: 'cms_cross_selling' };
  },

  'product-box': (input) => {
    const env = envOf(input);
    const product = productJson(env, input.config.product?.value);
    return product ? { product, productId: product.id, apiAlias: 'cms_product_box' } : { apiAlias: 'cms_product_box' };
  },

  'product-slider': (input) => {
    const env = envOf(input);
    const ids = Array.isArray(input.config.products?.value) ? (input.config.products!.value as unknown[]) : [];
    const products = ids.map((id) => productJson(env, id)).filter((p): p is Record<string, unknown> => p !== null);
    return { products, apiAlias: 'cms_product_slider' };
  },

  'product-listing': (input) => {
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
  },
};
