import { describe, expect, it } from 'vitest';
import { idFor } from '../../lib/ids';
import { F, openFixtureDatabase } from './testing/fixture';
import { findCategoryForListing, productDetailSeoUrls, visibleProductReviews } from './catalogRepository';

const review = (key: string) => idFor(`review:${key}`);

describe('catalog repository', () => {
  it('finds the category a listing asks for', () => {
    const db = openFixtureDatabase();
    expect(findCategoryForListing(db, F.bedding)).toEqual({ id: F.bedding, display_nested_products: expect.any(Number) });
    expect(findCategoryForListing(db, 'nope')).toBeUndefined();
  });

  it("lists the approved reviews of the products, newest first, and the customer's own whatever their status", () => {
    const db = openFixtureDatabase();
    expect(visibleProductReviews(db, [F.mis, F.misBag], '').map((r) => r.id)).toEqual([review('c'), review('b'), review('a')]);
    expect(visibleProductReviews(db, [F.mis], '').map((r) => r.id)).toEqual([review('b'), review('a')]);
    db.prepare('UPDATE product_review SET customer_id = ? WHERE id IN (?, ?)').run('c1', review('d'), review('e'));
    expect(visibleProductReviews(db, [F.mis], 'c1').map((r) => r.id)).toEqual([review('e'), review('d'), review('b'), review('a')]);
    expect(visibleProductReviews(db, [F.mis], 'c2').map((r) => r.id)).toEqual([review('b'), review('a')]);
    expect(visibleProductReviews(db, [F.mis], '')[0]).toMatchObject({ product_id: F.mis, language_id: F.en, points: 4, status: 'approved', title: 'Titel b' });
  });

  it('lists the detail-page SEO URLs of a language, canonical ones first, then by path', () => {
    const db = openFixtureDatabase();
    const insert = db.prepare("INSERT INTO seo_url (id, language_id, route_name, foreign_key, path_info, seo_path_info, is_canonical) VALUES (?, ?, ?, ?, '/x', ?, ?)");
    insert.run('s1', F.de, 'frontend.detail.page', F.str, 'A-Stroh/SW-STR-200', 0);
    insert.run('s2', F.de, 'frontend.detail.page', F.str, 'Stroh/SW-STR-200', 1);
    insert.run('s3', F.de, 'frontend.navigation.page', F.bedding, 'Einstreu/', 1);
    db.prepare("UPDATE seo_url SET is_canonical = 0 WHERE seo_path_info = 'Miscanthus-Pellets/SW-MIS-100'").run();
    expect(productDetailSeoUrls(db, F.de).map((r) => [r.foreign_key, r.seo_path_info])).toEqual([
      [F.str, 'Stroh/SW-STR-200'],
      [F.str, 'A-Stroh/SW-STR-200'],
      [F.mis, 'Miscanthus-Pellets/SW-MIS-100'],
    ]);
    expect(productDetailSeoUrls(db, F.en).map((r) => r.seo_path_info)).toEqual(['Miscanthus-pellets/SW-MIS-100']);
  });
});
