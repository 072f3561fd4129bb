import type { Db } from '../../db/connection';
import type { SeoUrlRow } from '../navigation/public';
import type { ReviewRow } from '../reviews/public';

/**
 * The catalog's SQL outside the snapshot: the category a listing is asked for, the reviews a
 * product page shows and the detail-page SEO URLs of a language.
 */
export interface CategoryListingRow {
  id: string;
  display_nested_products: number;
}

export const findCategoryForListing = (db: Db, id: string): CategoryListingRow | undefined =>
  db.prepare('SELECT id, display_nested_products FROM category WHERE id = ?').get(id) as CategoryListingRow | undefined;

/**
 * The reviews of these products a shopper may see: the approved ones and the customer's own
 * (pass '' for no customer), newest first.
 */
export const visibleProductReviews = (db: Db, productIds: string[], customerId: string): ReviewRow[] =>
  db
    .prepare(
      `SELECT * FROM product_review WHERE product_id IN (${productIds.map(() => '?').join(',')})
       AND (status = 'approved' OR (customer_id IS NOT NULL AND customer_id = ?)) ORDER BY created_at DESC, id`,
    )
    .all(...productIds, customerId) as ReviewRow[];

/** Every product detail-page SEO URL of a language, the canonical ones first, then by path. */
export const productDetailSeoUrls = (db: Db, languageId: string): SeoUrlRow[] =>
  db.prepare("SELECT * FROM seo_url WHERE route_name = 'frontend.detail.page' AND language_id = ? ORDER BY is_canonical DESC, seo_path_info").all(languageId) as SeoUrlRow[];
