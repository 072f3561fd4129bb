import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';

/** The CMS area's SQL: stored pages and the review facts of the product page elements. */

/** A CMS page as stored (cms_page; `layout` and `config` are JSON). */
export interface CmsPageRow {
  id: string;
  type: string;
  name: string;
  css_class: string | null;
  config: string | null;
  layout: string;
}

export const findCmsPage = (db: Db, id: string): CmsPageRow | undefined => keptStatement(db, 'SELECT * FROM cms_page WHERE id = ?').get(id) as CmsPageRow | undefined;

/** The id of the customer's review of exactly this product (not of its variants or parent). */
export const customerReviewId = (db: Db, customerId: string, productId: string): string | undefined =>
  (db.prepare('SELECT id FROM product_review WHERE customer_id = ? AND product_id = ?').get(customerId, productId) as { id: string } | undefined)?.id;

/**
 * How many reviews of a product family (the parent and its variants) a shopper sees: the approved
 * ones and the customer's own (pass '' for no customer).
 */
export const visibleFamilyReviewCount = (db: Db, parentId: string, customerId: string): number =>
  (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM product_review r JOIN product p ON p.id = r.product_id
         WHERE (p.id = ? OR p.parent_id = ?) AND (r.status = 'approved' OR (r.customer_id IS NOT NULL AND r.customer_id = ?))`,
      )
      .get(parentId, parentId, customerId) as { n: number }
  ).n;
