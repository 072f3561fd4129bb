import type { AppDeps } from '../../deps';
import type { RequestContext } from '../context/public';
import { visibleProductReviews } from './catalogRepository';
import { findActiveProduct } from './products';
import { CatalogEnv, isoDateTime, productView, pruneNulls } from './serialize';
import type { ResolvedProduct } from './snapshot';

/** What a product page shows around the product: cross sellings and reviews (route and CMS elements). */

/** The active cross sellings of a product (a variant without its own: the parent's) with their products. */
export function crossSellingElements(env: CatalogEnv, product: ResolvedProduct): Array<Record<string, unknown>> {
  const own = product.crossSellings.length > 0 || !product.parent ? product.crossSellings : product.parent.crossSellings;
  return own
    .filter((cs) => cs.active)
    .sort((a, b) => a.position - b.position)
    .map((cs) => {
      const assigned = env.snap.crossSellingAssigned.get(cs.id) ?? [];
      const products = assigned
        .map((a) => findActiveProduct(env, a.product_id))
        .filter((p): p is ResolvedProduct => !!p && p.row.id !== product.row.id && p.row.id !== product.parent?.row.id)
        .slice(0, cs.limit_count)
        .map((p) => productView(env.product(p), {}));
      const name = env.t(cs.name);
      return {
        crossSelling: pruneNulls({
          id: cs.id,
          productId: cs.product_id,
          name,
          position: cs.position,
          sortBy: cs.type === 'productList' ? null : 'name',
          sortDirection: cs.type === 'productList' ? null : 'ASC',
          type: cs.type,
          active: !!cs.active,
          limit: cs.limit_count,
          translated: { name },
          apiAlias: 'product_cross_selling',
        }),
        products,
        total: products.length,
        apiAlias: 'cross_selling_element',
      };
    });
}

/** Approved reviews of a product and its variants plus the logged-in customer's own, newest first. */
export function reviewEntities(deps: AppDeps, ctx: RequestContext, product: ResolvedProduct): Array<Record<string, unknown>> {
  const family = product.parent ?? product;
  const ids = [family.row.id, ...family.children.map((c) => c.row.id)];
  const rows = visibleProductReviews(deps.db, ids, ctx.customerId ?? '');
  return rows.map((r) =>
    pruneNulls({
      id: r.id,
      productId: r.product_id,
      productVersionId: r.product_id,
      salesChannelId: ctx.salesChannel.id,
      languageId: r.language_id,
      externalUser: r.external_user,
      title: r.title,
      content: r.content,
      points: r.points,
      status: r.status === 'approved',
      comment: r.comment,
      createdAt: isoDateTime(r.created_at),
      apiAlias: 'product_review',
    }),
  );
}
