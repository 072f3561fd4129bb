import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';

/** A product_review row as stored (the Store API's reviews and the admin API read it). */
export interface ReviewRow {
  id: string;
  product_id: string;
  customer_id: string | null;
  language_id: string;
  external_user: string | null;
  title: string;
  content: string;
  points: number;
  status: string;
  comment: string | null;
  created_at: string;
}

/** The review area's SQL: which product may be reviewed, and a customer's one review per product. */
export interface ReviewInput {
  title: string;
  content: string;
  points: number;
  /** Shown as the author: the name given, else the customer's first name. */
  author: string;
  languageId: string;
}

/** An active product whose parent (if any) is active too. */
export const reviewableProductId = (db: Db, id: string): string | undefined =>
  (
    db.prepare('SELECT p.id FROM product p LEFT JOIN product parent ON parent.id = p.parent_id WHERE p.id = ? AND p.active = 1 AND (p.parent_id IS NULL OR parent.active = 1)').get(id) as
      | { id: string }
      | undefined
  )?.id;

/** Writes the customer's review of a product (rewriting an earlier one); it waits as pending. */
export function saveCustomerReview(db: Db, customerId: string, productId: string, r: ReviewInput, now: string): void {
  const existing = db.prepare('SELECT id FROM product_review WHERE customer_id = ? AND product_id = ? ORDER BY created_at LIMIT 1').get(customerId, productId) as { id: string } | undefined;
  if (existing) {
    db.prepare(
      `UPDATE product_review SET title = ?, content = ?, points = ?, external_user = ?, language_id = ?, status = 'pending', comment = NULL, updated_at = ?
       WHERE id = ?`,
    ).run(r.title, r.content, r.points, r.author, r.languageId, now, existing.id);
  } else {
    db.prepare(
      `INSERT INTO product_review (id, product_id, customer_id, language_id, external_user, title, content, points, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    ).run(newId(), productId, customerId, r.languageId, r.author, r.title, r.content, r.points, now);
  }
}

/* A product family's rating (rating.ts holds the rule). */

export const productParentOf = (db: Db, productId: string): { id: string; parent_id: string | null } | undefined =>
  db.prepare('SELECT id, parent_id FROM product WHERE id = ?').get(productId) as { id: string; parent_id: string | null } | undefined;

/** The average points of the approved reviews of a parent and its variants (null when none). */
export const approvedAverage = (db: Db, parentId: string): number | null =>
  (
    db
      .prepare(
        `SELECT AVG(points) AS avg FROM product_review
       WHERE status = 'approved' AND (product_id = ? OR product_id IN (SELECT id FROM product WHERE parent_id = ?))`,
      )
      .get(parentId, parentId) as { avg: number | null }
  ).avg;

export function setRatingAverage(db: Db, productId: string, value: number | null): void {
  db.prepare('UPDATE product SET rating_average = ? WHERE id = ?').run(value, productId);
}

/** Variants inherit the parent's rating, so none keeps one of its own. */
export function clearVariantRatings(db: Db, parentId: string): void {
  db.prepare('UPDATE product SET rating_average = NULL WHERE parent_id = ? AND rating_average IS NOT NULL').run(parentId);
}
