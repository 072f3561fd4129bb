import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { approvedAverage, clearVariantRatings, productParentOf, setRatingAverage } from './reviewRepository';

const ratingOf = (db: Db, id: string) => (db.prepare('SELECT rating_average FROM product WHERE id = ?').get(id) as { rating_average: number | null }).rating_average;

/** Only the given reviews of the bedding family, so the averages below are known. */
function familyReviews(db: Db, reviews: Array<[product: string, points: number, status: string]>): void {
  db.prepare('DELETE FROM product_review').run();
  reviews.forEach(([product, points, status], i) =>
    db
      .prepare("INSERT INTO product_review (id, product_id, language_id, external_user, title, content, points, status) VALUES (?, ?, ?, 'R', 'T', 'C', ?, ?)")
      .run(`r${i}`, product, F.de, points, status),
  );
}

describe('review repository: ratings', () => {
  it('finds a product and its parent', () => {
    const db = openFixtureDatabase();
    expect(productParentOf(db, F.misBag)).toEqual({ id: F.misBag, parent_id: F.mis });
    expect(productParentOf(db, F.mis)).toEqual({ id: F.mis, parent_id: null });
    expect(productParentOf(db, 'unknown')).toBeUndefined();
  });

  it('averages the approved reviews of a parent and its variants, null when none is approved', () => {
    const db = openFixtureDatabase();
    familyReviews(db, [
      [F.mis, 5, 'approved'],
      [F.misBag, 4, 'approved'],
      [F.misPallet, 1, 'pending'],
      [F.str, 1, 'approved'],
    ]);
    expect(approvedAverage(db, F.mis)).toBe(4.5);
    familyReviews(db, [[F.misBag, 2, 'pending']]);
    expect(approvedAverage(db, F.mis)).toBeNull();
  });

  it("stores a parent's rating and clears its variants' own", () => {
    const db = openFixtureDatabase();
    setRatingAverage(db, F.misBag, 3);
    setRatingAverage(db, F.str, 2);
    setRatingAverage(db, F.mis, 4.33);
    clearVariantRatings(db, F.mis);
    expect([ratingOf(db, F.mis), ratingOf(db, F.misBag), ratingOf(db, F.str)]).toEqual([4.33, null, 2]);
  });
});
