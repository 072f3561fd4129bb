import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BOUNDS } from '../../server/store-api/criteria/bounds';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { startTestShop, type TestShop } from './harness';
import { expectError } from './schema';

type Json = Record<string, any>;

let shop: TestShop;
let base: string;
let rootCategory: string;
beforeAll(async () => {
  shop = await startTestShop();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shop.app.server.address() as { port: number }).port}/store-api`;
  rootCategory = (await shop.client().json<Json>('GET', '/context')).body.salesChannel.navigationCategoryId;
});
afterAll(async () => shop?.close());

/** Words that occur in many product names and descriptions, so no product is ruled out early. */
const WORDS = ['stroh', 'pellets', 'einstreu', 'pferd', 'box', 'sack', 'kg', 'matte', 'miscanthus', 'granulat', 'heu', 'stall', 'palette'];

/** A search term of exactly `length` characters made of `words` (repeated, varied by `seed` so no cache answers). */
function maximalTerm(seed: number, length: number = REQUEST_BOUNDS.maxTermLength): string {
  let term = '';
  let i = seed;
  while (term.length < length) term += `${WORDS[i++ % WORDS.length].slice(0, 1 + (i % 6))} `;
  return term.slice(0, length);
}

const post = (path: string, body: unknown) => shop.client().json<Json>('POST', path, body);

describe("bounded work per request (400 in Shopware's format beyond the caps)", () => {
  it('caps the search term length on search, suggest, listings and criteria', async () => {
    const long = 'a'.repeat(REQUEST_BOUNDS.maxTermLength + 1);
    for (const [path, body] of [
      ['/search-suggest', { search: long }],
      ['/search', { search: long }],
      [`/product-listing/${rootCategory}`, { search: long }],
      ['/product', { term: long }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expectError(res.body, 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
      expect(res.body.errors[0].source.pointer).toBe(path === '/product' ? '/term' : '/search');
    }
    const get = await shop.client().json<Json>('GET', `/search-suggest?search=${'b'.repeat(30_000)}`);
    expect(get.status).toBe(400);
    expect((await post('/search-suggest', { search: maximalTerm(0) })).status).toBe(200);
  });

  it('caps includes, aggregations and nesting', async () => {
    const includes = { product: Array.from({ length: REQUEST_BOUNDS.maxIncludeFields + 1 }, (_, i) => `f${i}`) };
    const inc = await post('/product', { includes });
    expect(inc.status).toBe(400);
    expect(inc.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', source: { pointer: '/includes' } });
    const aggregations = Array.from({ length: REQUEST_BOUNDS.maxAggregations + 1 }, (_, i) => ({ name: `a${i}`, type: 'max', field: 'stock' }));
    const agg = await post('/product', { aggregations });
    expect(agg.status).toBe(400);
    expect(agg.body.errors[0].source.pointer).toBe('/aggregations');
    expect((await post('/product', { aggregations: aggregations.slice(0, REQUEST_BOUNDS.maxAggregations) })).status).toBe(200);

    let filter: Json = { type: 'equals', field: 'active', value: true };
    for (let i = 0; i < 2000; i++) filter = { type: 'multi', operator: 'and', queries: [filter] };
    const deep = await post('/product', { filter: [filter] });
    expect(deep.status).toBe(400);
    expectError(deep.body, 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
    let associations: Json = {};
    for (let i = 0; i < 200; i++) associations = { children: { associations } };
    expect((await post('/product', { associations })).status).toBe(400);
    const wide = await post('/product', { ids: Array.from({ length: REQUEST_BOUNDS.maxNodes }, (_, i) => i.toString(16).padStart(32, '0')) });
    expect(wide.status).toBe(400);
  });

  it('a maximal allowed search costs under 100 ms of CPU and never holds up a parallel request', async () => {
    const headers = { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' };
    const search = (path: string, seed: number) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify({ search: maximalTerm(seed), limit: 100 }) });
    await search('/search', 99); // warm-up (snapshot, caches of the catalogue)

    const cpu: number[] = [];
    for (let seed = 0; seed < 6; seed++) {
      for (const path of ['/search', '/search-suggest', `/product-listing/${rootCategory}`]) {
        const before = process.cpuUsage();
        const res = await search(path, seed * 10 + path.length);
        const used = process.cpuUsage(before);
        expect(res.status).toBe(200);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    cpu.sort((a, b) => a - b);
    // The median is the search's own cost (single outliers are GC or the machine's other work).
    expect(cpu[Math.floor(cpu.length / 2)]).toBeLessThan(100);
    expect(cpu[Math.floor(cpu.length * 0.9)]).toBeLessThan(100);

    // While maximal searches run, a small request is answered without waiting behind them.
    const heavy = Array.from({ length: 3 }, (_, i) => search('/search', 1000 + i));
    const started = performance.now();
    const light = await fetch(`${base}/context`, { headers });
    const waited = performance.now() - started;
    expect(light.status).toBe(200);
    await Promise.all(heavy);
    expect(waited).toBeLessThan(3 * 100 + 100);
  });
});
