import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/connection';
import { applyIncludes, type Criteria } from '../criteria';
import { candidatesIn, listedProduct, optionUnion } from './listing';
import { productView } from './serialize';
import type { ResolvedProduct } from './snapshot';
import { F, openFixtureDatabase } from './testing/fixture';

// Steps of runListing that the route tests do not reach: only-aggregations, the property whitelist, criteria aggregations next to the listing's.

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

async function listing(body: unknown): Promise<Json> {
  const res = await app.inject({
    method: 'POST',
    url: `/store-api/product-listing/${F.pellets}`,
    headers: { 'sw-access-key': F.accessKey, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Json;
}

describe('runListing', () => {
  it('answers only the aggregations with only-aggregations: no elements, total 0', async () => {
    const full = await listing({});
    const only = await listing({ 'only-aggregations': null });
    expect(full.elements.length).toBeGreaterThan(0);
    expect(only.elements).toEqual([]);
    expect(only.total).toBe(0);
    expect(only.aggregations).toEqual(full.aggregations);
  });

  it('keeps only the whitelisted property groups in the properties aggregation', async () => {
    const groups = (await listing({})).aggregations.properties.entities as Json[];
    expect(groups.length).toBeGreaterThan(1);
    const kept = (await listing({ 'property-whitelist': groups[1].id })).aggregations.properties.entities as Json[];
    expect(kept.map((g) => g.id)).toEqual([groups[1].id]);
  });

  it('adds criteria aggregations after the listing ones, over the unfiltered base', async () => {
    const { aggregations } = await listing({ manufacturer: F.agro, aggregations: [{ name: 'count', type: 'count', field: 'id' }] });
    expect(Object.keys(aggregations)).toEqual(['manufacturer', 'price', 'rating', 'shipping-free', 'properties', 'count']);
    expect(aggregations.count).toEqual({ count: (await listing({})).total, apiAlias: 'count_aggregation' });
  });
});

describe('listing steps', () => {
  const products = Array.from({ length: 40 }, (_, i) => ({ row: { id: `p${i}` } }) as unknown as ResolvedProduct);

  it('candidatesIn keeps the candidates of the found ids in candidate order', () => {
    const ids = (list: ResolvedProduct[]) => list.map((p) => p.row.id);
    // Few found ids (looked up by position) and many (every candidate tested).
    expect(ids(candidatesIn(products, new Set(['p30', 'p2', 'x', 'p17'])))).toEqual(['p2', 'p17', 'p30']);
    const many = new Set(products.filter((_, i) => i % 3 === 0).map((p) => p.row.id));
    expect(ids(candidatesIn(products, many))).toEqual(ids(products.filter((p) => many.has(p.row.id))));
    expect(candidatesIn(products, new Set())).toEqual([]);
  });

  it('optionUnion collects the option ids in first-seen order, like adding every card', () => {
    const card = (...ids: string[]) => ({ optionIds: new Set(ids), optionKey: ids.join(',') });
    const cards = [card('b', 'a'), card('c'), card('b', 'a'), card('a', 'b'), card(), card('d', 'c')];
    const every = new Set<string>();
    for (const c of cards) for (const id of c.optionIds) every.add(id);
    expect([...optionUnion(cards)]).toEqual([...every]);
    expect([...optionUnion(cards)]).toEqual(['b', 'a', 'c', 'd']);
  });

  it('listedProduct is productView with the includes applied, trimmed once per view', () => {
    const json = { id: 'a', name: 'A', children: [{ id: 'c', name: 'C', apiAlias: 'product' }], crossSellings: [], cover: null, apiAlias: 'product' };
    const criteria = { associations: { children: {} } as unknown as Criteria['associations'], includes: { product: ['id', 'children'] } };
    const view = listedProduct(json, criteria, 'k1');
    expect(view).toEqual(applyIncludes(productView(json, criteria.associations), criteria.includes));
    expect(listedProduct(json, criteria, 'k1')).toBe(view);
    const plain = listedProduct(json, { associations: {} }, 'k2');
    expect(plain).toEqual(productView(json, {}));
    expect(plain).not.toBe(view);
  });
});
