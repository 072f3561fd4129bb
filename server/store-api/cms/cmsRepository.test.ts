import { describe, expect, it } from 'vitest';
import { idFor } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { customerReviewId, findCmsPage, visibleFamilyReviewCount } from './cmsRepository';

const review = (key: string) => idFor(`review:${key}`);

describe('cms repository', () => {
  it('reads a stored page by id', () => {
    const db = openFixtureDatabase();
    db.prepare("INSERT INTO cms_page (id, type, name, css_class, config, layout) VALUES ('p1', 'landingpage', '{\"de-DE\":\"Start\"}', 'wide', NULL, '[]')").run();
    expect(findCmsPage(db, 'p1')).toEqual({ id: 'p1', type: 'landingpage', name: '{"de-DE":"Start"}', css_class: 'wide', config: null, layout: '[]' });
    expect(findCmsPage(db, 'nope')).toBeUndefined();
  });

  it("finds the customer's review of exactly this product", () => {
    const db = openFixtureDatabase();
    db.prepare('UPDATE product_review SET customer_id = ? WHERE id = ?').run('c1', review('c'));
    expect(customerReviewId(db, 'c1', F.misBag)).toBe(review('c'));
    expect(customerReviewId(db, 'c1', F.mis)).toBeUndefined();
    expect(customerReviewId(db, 'c2', F.misBag)).toBeUndefined();
  });

  it("counts the family's approved reviews and the customer's own", () => {
    const db = openFixtureDatabase();
    // a, b on the parent and c on a variant are approved; d (pending) and e (rejected) are not.
    expect(visibleFamilyReviewCount(db, F.mis, '')).toBe(3);
    db.prepare('UPDATE product_review SET customer_id = ? WHERE id = ?').run('c1', review('d'));
    expect(visibleFamilyReviewCount(db, F.mis, 'c1')).toBe(4);
    expect(visibleFamilyReviewCount(db, F.mis, 'c2')).toBe(3);
    expect(visibleFamilyReviewCount(db, F.str, '')).toBe(0);
  });
});
