import { describe, expect, it } from 'vitest';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { entitySeoUrls } from './navigationRepository';

describe('navigation repository: SEO URLs of an entity', () => {
  it('lists the URLs of one entity, route and language, the canonical one first', () => {
    const db = openFixtureDatabase();
    db.prepare("INSERT INTO seo_url (id, language_id, route_name, foreign_key, path_info, seo_path_info, is_canonical) VALUES ('old', ?, 'frontend.detail.page', ?, '/x', 'Alt/SW-MIS-100', 0)").run(
      F.de,
      F.mis,
    );
    db.prepare("UPDATE seo_url SET is_canonical = 1 WHERE seo_path_info = 'Miscanthus-Pellets/SW-MIS-100'").run();
    expect(entitySeoUrls(db, 'frontend.detail.page', F.mis, F.de).map((r) => r.seo_path_info)).toEqual(['Miscanthus-Pellets/SW-MIS-100', 'Alt/SW-MIS-100']);
    expect(entitySeoUrls(db, 'frontend.detail.page', F.mis, F.en).map((r) => r.seo_path_info)).toEqual(['Miscanthus-pellets/SW-MIS-100']);
    expect(entitySeoUrls(db, 'frontend.navigation.page', F.mis, F.de)).toEqual([]);
  });
});
