import type { Db } from '../db/connection';
import { recomputeRating } from '../store-api/reviews/public';
import { productRatingAverage, updateReviewStatus } from './adminRepository';

/**
 * Approves or rejects a review (the comment only when given; undefined keeps the stored one) and
 * recomputes the product's rating in the same transaction; answers the product's new average.
 */
export function moderateReview(db: Db, review: { id: string; product_id: string }, status: 'approved' | 'rejected', comment: string | null | undefined): number | null {
  db.transaction(() => {
    updateReviewStatus(db, review.id, status, comment, new Date().toISOString());
    recomputeRating(db, review.product_id);
  })();
  return productRatingAverage(db, review.product_id);
}
