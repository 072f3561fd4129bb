import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { indexedProducts, intersect, scoreDoc, searchDoc, shortTokenWeights, tokenWeight, useSearchIndex } from './searchIndex';
import type { CatalogEnv } from './serialize';
import { loadCatalogue } from './snapshot';
import { invalidateCatalogue } from './snapshot';
import { F, openFixtureDatabase } from './testing/fixture';

type Json = Record<string, any>;

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = openFixtureDatabase();
  app = await buildApp({ db, config: loadConfig({ DIST_DIR: '/nonexistent', PUBLIC_URL: 'https://shop.test' }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  db?.close();
});
afterEach(() => useSearchIndex(true));

async function post(url: string, body: unknown, language = F.de): Promise<Json> {
  const res = await app.inject({
    method: 'POST',
    url: `/store-api${url}`,
    headers: { 'sw-access-key': F.accessKey, 'content-type': 'application/json', 'sw-language-id': language },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Json;
}
const search = async (term: string, language = F.de) => ((await post('/search', { search: term }, language)).elements as Json[]).map((p) => p.productNumber);
const tr = (de: string, en: string) => JSON.stringify({ 'de-DE': de, 'en-GB': en });

describe('product search index (FTS5 trigram, per language)', () => {
  it('holds the lower-cased search text of every main product and answers substring look-ups', async () => {
    expect(await search('pellets')).toEqual(['SW-MIS-100', 'SW-STR-200']);
    // Name, variant product number, manufacturer and description (HTML stripped), lower-cased.
    expect(indexedProducts(db, 'de-DE', 'strohpellets')).toEqual([F.str]);
    expect(indexedProducts(db, 'de-DE', 'sw-mis-100.3')).toEqual([F.mis]);
    expect(indexedProducts(db, 'de-DE', 'entstaubte')).toEqual([F.str]);
    expect(indexedProducts(db, 'de-DE', '<p>')).toEqual([]);
    // Inactive products are indexed too; the listing leaves them out.
    expect(indexedProducts(db, 'de-DE', 'alte pel')).toEqual([F.off]);
    expect(await search('alte')).toEqual([]);
    // Each language has its own index, filled on its first search; English documents keep the German name as fallback.
    expect(indexedProducts(db, 'en-GB', 'straw')).toBeNull();
    expect(await search('straw pellets', F.en)).toEqual(['SW-STR-200']);
    expect(indexedProducts(db, 'en-GB', 'straw pellets')).toEqual([F.str]);
    expect(indexedProducts(db, 'en-GB', 'strohpellets')).toEqual([F.str]);
  });

  it('follows renamed, new, deactivated and deleted products', async () => {
    expect(await search('goldhalm')).toEqual([]);
    db.prepare('UPDATE product SET name = ? WHERE id = ?').run(tr('Goldhalm-Pellets', 'Golden straw pellets'), F.str);
    expect(await search('goldhalm')).toEqual(['SW-STR-200']);
    expect(indexedProducts(db, 'de-DE', 'goldhalm')).toEqual([F.str]);
    expect(await search('golden', F.en)).toEqual(['SW-STR-200']);
    // The old name is gone from the name; the description still says "Strohpellets".
    expect(indexedProducts(db, 'de-DE', 'strohpellets')).toEqual([F.str]);
    db.prepare('UPDATE product SET description = NULL WHERE id = ?').run(F.str);
    expect(await search('strohpellets')).toEqual([]);
    expect(indexedProducts(db, 'de-DE', 'strohpellets')).toEqual([]);

    const id = idFor('product:SW-NEW-900');
    db.prepare('INSERT INTO product (id, product_number, name, tax_id, price_gross, price_net, stock) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      id,
      'SW-NEW-900',
      tr('Hanfeinstreu Premium', 'Hemp bedding premium'),
      F.tax19,
      11.9,
      10,
      50,
    );
    expect(await search('hanfeinstreu')).toEqual(['SW-NEW-900']);
    expect(await search('sw-new')).toEqual(['SW-NEW-900']);
    expect((await post('/search-suggest', { search: 'hanf' })).elements.map((p: Json) => p.productNumber)).toEqual(['SW-NEW-900']);

    db.prepare('UPDATE product SET active = 0 WHERE id = ?').run(id);
    expect(await search('hanfeinstreu')).toEqual([]);
    db.prepare('UPDATE product SET active = 1 WHERE id = ?').run(id);
    expect(await search('hanfeinstreu')).toEqual(['SW-NEW-900']);
    db.prepare('DELETE FROM product WHERE id = ?').run(id);
    expect(await search('hanfeinstreu')).toEqual([]);
    expect(indexedProducts(db, 'de-DE', 'hanfeinstreu')).toEqual([]);

    // A manufacturer renamed elsewhere changes the documents of its products.
    db.prepare('UPDATE manufacturer SET name = ? WHERE id = ?').run(tr('Halmwerk', 'Halmwerk'), F.stroh);
    expect(await search('halmwerk')).toEqual(['SW-STR-200']);
  });

  it('gives the same answers as scoring every product', async () => {
    const requests: Array<[string, Json, string]> = [];
    for (const language of [F.de, F.en]) {
      for (const term of ['pel', 'pellets', 'PELLETS stroh', 'mis', 'sw-mis-100.2', 'agro', 'matte', 'pa', 'p', 'ei', 'guide pdf', 'llet', 'halm', 'xyz', 'str pel', 'ratgeber']) {
        requests.push(['/search', { search: term }, language], ['/search', { search: term, order: 'price-desc', limit: 1, p: 2 }, language]);
        requests.push(['/search-suggest', { search: term }, language]);
        requests.push([`/product-listing/${F.bedding}`, { search: term }, language]);
      }
    }
    const indexed = [];
    for (const [url, body, language] of requests) indexed.push(await post(url, body, language));
    // A new snapshot has no cached answers.
    invalidateCatalogue(db);
    useSearchIndex(false);
    const scanned = [];
    for (const [url, body, language] of requests) scanned.push(await post(url, body, language));
    expect(indexed).toEqual(scanned);
    expect(indexed.some((answer) => answer.total > 1)).toBe(true);
  });
});

describe('term matching steps', () => {
  it('tokenWeight sums to scoreDoc; short tokens keep their weight in every main product', async () => {
    await search('pa');
    // Search documents and token weights need only the snapshot and the language.
    const env = { db, snap: loadCatalogue(db), locale: 'de-DE' } as unknown as CatalogEnv;
    for (const p of env.snap.mainProducts) {
      const doc = searchDoc(env, p);
      const weights = ['pa', 'p', 'ei', 'pel'].map((t) => tokenWeight(doc, t));
      expect(scoreDoc(doc, ['pa', 'pel'])).toBe(weights[0] && weights[3] ? weights[0] + weights[3] : 0);
      for (const t of ['pa', 'p', 'ei']) {
        const short = shortTokenWeights(env, t);
        expect(short.weight(p.row.id)).toBe(tokenWeight(doc, t));
        expect(short.has(p.row.id)).toBe(tokenWeight(doc, t) > 0);
      }
    }
    const pa = shortTokenWeights(env, 'pa');
    expect(shortTokenWeights(env, 'pa')).toBe(pa);
    expect([...pa.keys()].length).toBe(pa.size);
    expect(pa.size).toBeGreaterThan(0);
  });

  it('intersect keeps the ids in every set', () => {
    expect(intersect([])).toBeNull();
    const one = new Set(['a', 'b']);
    expect(intersect([one])).toBe(one);
    expect([
      ...intersect([
        new Set(['a', 'b', 'c']),
        new Map([
          ['c', 1],
          ['a', 2],
          ['d', 3],
        ]),
        one,
      ])!.keys(),
    ]).toEqual(['a']);
  });
});
