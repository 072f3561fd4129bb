import type { Db } from '../../db/connection';

/**
 * The rating of a product family (parent and variants) from its approved reviews; stored on the
 * parent (variants inherit it). NULL when nothing is approved.
 */
export function recomputeRating(db: Db, productId: string): void {
  const row = db.prepare('SELECT id, parent_id FROM product WHERE id = ?').get(productId) as { id: string; parent_id: string | null } | undefined;
  if (!row) return;
  const rootId = row.parent_id ?? row.id;
  const avg = db
    .prepare(
      `SELECT AVG(points) AS avg FROM product_review
       WHERE status = 'approved' AND (product_id = ? OR product_id IN (SELECT id FROM product WHERE parent_id = ?))`,
    )
    .get(rootId, rootId) as { avg: number | null };
  const value = avg.avg === null ? null : Math.round(avg.avg * 100) / 100;
  db.prepare('UPDATE product SET rating_average = ? WHERE id = ?').run(value, rootId);
  db.prepare('UPDATE product SET rating_average = NULL WHERE parent_id = ? AND rating_average IS NOT NULL').run(rootId);
}
