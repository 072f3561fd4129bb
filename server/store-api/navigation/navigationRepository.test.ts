import { describe, expect, it } from 'vitest';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { entitySeoUrls, listCategories } from './navigationRepository';

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

describe('navigation repository: categories', () => {
  it('lists every category, inactive and hidden ones too, with its parent and columns as stored', () => {
    const db = openFixtureDatabase();
    db.prepare('UPDATE category SET active = 0, visible = 0 WHERE id = ?').run(F.empty);
    const rows = listCategories(db);
    expect(rows.map((r) => r.id).sort()).toEqual([F.root, F.bedding, F.pellets, F.accessories, F.empty].sort());
    expect(rows.find((r) => r.id === F.root)).toMatchObject({ parent_id: null, position: 0, name: '{"de-DE":"Katalog","en-GB":"Catalogue"}' });
    expect(rows.find((r) => r.id === F.pellets)).toMatchObject({ parent_id: F.bedding, position: 1, active: 1, visible: 1 });
    expect(rows.find((r) => r.id === F.empty)).toMatchObject({ parent_id: F.root, active: 0, visible: 0 });
  });
});
