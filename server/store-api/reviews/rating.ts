import type { Db } from '../../db/connection';
import { approvedAverage, clearVariantRatings, productParentOf, setRatingAverage } from './reviewRepository';

/**
 * The rating of a product family (parent and variants) from its approved reviews; stored on the
 * parent (variants inherit it). NULL when nothing is approved.
 */
export function recomputeRating(db: Db, productId: string): void {
  const row = productParentOf(db, productId);
  if (!row) return;
  const rootId = row.parent_id ?? row.id;
  const avg = approvedAverage(db, rootId);
  const value = avg === null ? null : Math.round(avg * 100) / 100;
  setRatingAverage(db, rootId, value);
  clearVariantRatings(db, rootId);
}
