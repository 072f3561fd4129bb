import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/connection';
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
