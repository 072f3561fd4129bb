import type { Db } from '../db/connection';
import type { ReviewRow } from '../store-api/reviews/public';

/** The admin API's SQL: reviews with their product's names, review moderation, the maintenance flag. */
export interface AdminReviewRow extends ReviewRow {
  updated_at: string | null;
  product_name: string | null;
  parent_name: string | null;
  product_number: string | null;
}

const REVIEW_SELECT = `SELECT r.*, p.name AS product_name, parent.name AS parent_name, p.product_number AS product_number FROM product_review r
  LEFT JOIN product p ON p.id = r.product_id LEFT JOIN product parent ON parent.id = p.parent_id`;

export const findAdminReview = (db: Db, id: string): AdminReviewRow | undefined => db.prepare(`${REVIEW_SELECT} WHERE r.id = ?`).get(id) as AdminReviewRow | undefined;

/** Reviews of one status ('all' for every one) and optionally one product, newest first. */
export const listAdminReviews = (db: Db, status: string, productId: string | null): AdminReviewRow[] =>
  db.prepare(`${REVIEW_SELECT} WHERE (? = 'all' OR r.status = ?) AND (? IS NULL OR r.product_id = ?) ORDER BY r.created_at DESC, r.id`).all(status, status, productId, productId) as AdminReviewRow[];

/** Sets a review's status; the comment only when given (undefined keeps the stored one). */
export function updateReviewStatus(db: Db, id: string, status: string, comment: string | null | undefined, updatedAt: string): void {
  db.prepare('UPDATE product_review SET status = ?, comment = CASE WHEN ? THEN ? ELSE comment END, updated_at = ? WHERE id = ?').run(
    status,
    comment === undefined ? 0 : 1,
    comment ?? null,
    updatedAt,
    id,
  );
}

/** A product's rating average (a variant's is its parent's when it has none). */
export const productRatingAverage = (db: Db, productId: string): number | null =>
  (
    db.prepare('SELECT COALESCE(p.rating_average, parent.rating_average) AS r FROM product p LEFT JOIN product parent ON parent.id = p.parent_id WHERE p.id = ?').get(productId) as
      | { r: number | null }
      | undefined
  )?.r ?? null;

/** The maintenance flag of the (first) sales channel. */
export const maintenanceEnabled = (db: Db): boolean => !!(db.prepare('SELECT maintenance FROM sales_channel ORDER BY rowid LIMIT 1').get() as { maintenance: number } | undefined)?.maintenance;

export function setMaintenance(db: Db, enabled: boolean): void {
  db.prepare('UPDATE sales_channel SET maintenance = ?').run(enabled ? 1 : 0);
}
