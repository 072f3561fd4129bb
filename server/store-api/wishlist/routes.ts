import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { CatalogEnv, findActiveProduct, loadCatalogue, productNotFound, mapAggregations, mapFilters, mapProductField, mapSorts, PRODUCT_FIELDS } from '../catalog/public';
import { parseCriteria, readRequestPayload, searchEntities } from '../criteria';
import { errors } from '../errors';
import { salesChannelConfig } from '../context/public';
import { requireCustomer, type CustomerRow } from '../account/public';
import { readBody } from '../validation';
import { idempotent } from '../idempotency';
import { addWishlistProducts, ensureWishlist, findWishlist, hasWishlistProduct, removeWishlistProduct, wishlistProductIds } from './wishlistRepository';

/** Wishlist page size when the request sends none (spec §9). */
export const WISHLIST_PAGE_SIZE = 15;
const MAX_MERGE = 500;

const success = () => ({ success: true, apiAlias: 'array_struct' });

/** The wishlist of registered customers (guests keep theirs in the browser): Shopware's routes. */
export function wishlistRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db, config } = deps;

  const customerFor = (req: FastifyRequest): CustomerRow => {
    if (salesChannelConfig(req.ctx.salesChannel).wishlistEnabled === false) {
      throw errors.wishlistNotActivated();
    }
    return requireCustomer(db, req.ctx);
  };
  const envFor = (req: FastifyRequest) => new CatalogEnv(db, loadCatalogue(db), req.ctx, config.publicUrl, { includeSeoUrls: /^(1|true)$/i.test(String(req.headers['sw-include-seo-urls'] ?? '')) });
  const productId = (raw: string): string => {
    const id = raw.toLowerCase();
    if (!isId(id)) throw errors.invalidUuidValue(raw);
    return id;
  };

  const load = async (req: FastifyRequest) => {
    const customer = customerFor(req);
    const payload = readRequestPayload(req);
    const criteria = parseCriteria(payload, { entity: 'product', knownFields: PRODUCT_FIELDS, defaultLimit: WISHLIST_PAGE_SIZE, maxLimit: 500 });
    const wishlist = findWishlist(db, customer.id);
    if (!wishlist) throw errors.wishlistNotFound();
    const env = envFor(req);
    const products = wishlistProductIds(db, wishlist.id)
      .map((id) => findActiveProduct(env, id))
      .filter((p): p is NonNullable<typeof p> => !!p)
      .map((p) => env.product(p, { seoUrls: 'seoUrls' in criteria.associations, children: 'children' in criteria.associations }));
    // Shopware's LoadWishlistRoute always counts exactly (the storefront pages by total).
    const result = searchEntities(products, {
      ...criteria,
      totalCountMode: 1,
      filter: mapFilters(criteria.filter, mapProductField),
      postFilter: mapFilters(criteria.postFilter, mapProductField),
      sort: mapSorts(criteria.sort, mapProductField),
      aggregations: mapAggregations(criteria.aggregations, mapProductField),
    });
    return {
      wishlist: {
        id: wishlist.id,
        customerId: wishlist.customer_id,
        salesChannelId: wishlist.sales_channel_id,
        customFields: null,
        createdAt: wishlist.created_at,
        ...(wishlist.updated_at ? { updatedAt: wishlist.updated_at } : {}),
        apiAlias: 'customer_wishlist',
      },
      products: {
        entity: 'product',
        total: result.total,
        aggregations: Object.keys(result.aggregations).length ? result.aggregations : [],
        page: criteria.page,
        limit: criteria.limit ?? result.total,
        elements: result.elements,
        availableSortings: [],
        currentFilters: { navigationId: '', manufacturer: [], price: { min: 0, max: 0 }, rating: null, 'shipping-free': false, properties: [] },
        apiAlias: 'product_listing',
      },
      apiAlias: 'wishlist_products',
    };
  };
  api.post('/customer/wishlist', load);
  api.get('/customer/wishlist', load);

  // Adds and removals honour `Idempotency-Key`: a replayed outbox entry whose answer was lost gets
  // its first answer again instead of "already added" / "not found".
  api.post<{ Params: { productId: string } }>('/customer/wishlist/add/:productId', async (req, reply) =>
    idempotent(db, req, reply, `wishlist:${customerFor(req).id}`, () => {
      const customer = customerFor(req);
      const id = productId(req.params.productId);
      if (!findActiveProduct(envFor(req), id)) throw productNotFound(id);
      db.transaction(() => {
        const wishlist = ensureWishlist(db, customer.id, req.ctx.salesChannel.id);
        if (hasWishlistProduct(db, wishlist.id, id)) {
          throw errors.duplicateWishlistProduct();
        }
        addWishlistProducts(db, wishlist.id, [id], false);
      })();
      return success();
    }),
  );

  api.delete<{ Params: { productId: string } }>('/customer/wishlist/delete/:productId', async (req, reply) =>
    idempotent(db, req, reply, `wishlist:${customerFor(req).id}`, () => {
      const customer = customerFor(req);
      const id = productId(req.params.productId);
      const wishlist = findWishlist(db, customer.id);
      if (!wishlist) throw errors.wishlistNotFound();
      if (!removeWishlistProduct(db, wishlist.id, id)) {
        throw errors.wishlistProductNotFound(id);
      }
      return success();
    }),
  );

  // Guests' local wishlists arrive here after login; unknown or inactive products are skipped.
  api.post('/customer/wishlist/merge', async (req) => {
    const customer = customerFor(req);
    const body = readBody(req.body);
    const raw = body.productIds;
    if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
      throw errors.productIdsMissing();
    }
    if (!Array.isArray(raw)) {
      throw errors.invalidParameter('/productIds', 'The parameter "productIds" has to be an array of ids.');
    }
    if (raw.length > MAX_MERGE) {
      throw errors.invalidParameter('/productIds', `At most ${MAX_MERGE} product ids can be merged at once.`);
    }
    const bad = raw.findIndex((v) => typeof v !== 'string' || !isId(v.toLowerCase()));
    if (bad >= 0) {
      throw errors.invalidUuidValue(raw[bad], `/productIds/${bad}`);
    }
    const env = envFor(req);
    const ids = [...new Set((raw as string[]).map((v) => v.toLowerCase()))].filter((id) => findActiveProduct(env, id));
    db.transaction(() => {
      const wishlist = ensureWishlist(db, customer.id, req.ctx.salesChannel.id);
      addWishlistProducts(db, wishlist.id, ids, true);
    })();
    return success();
  });
}
