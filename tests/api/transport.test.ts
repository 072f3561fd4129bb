import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { idFor } from '../../server/lib/ids';
import { precompressDir } from '../../scripts/precompress';
import { startTestShop, type TestShop } from './harness';

/** A built storefront in miniature: shell, a hashed asset, the service worker, precompressed by the build step. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stallwerk-dist-'));
  mkdirSync(join(dir, 'assets'));
  const filler = (label: string) => `/* ${label} */\n${Array.from({ length: 400 }, (_, i) => `export const v${i} = "${label} ${i}";`).join('\n')}`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>Stallwerk</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), filler('entry'));
  writeFileSync(join(dir, 'assets', 'tiny-Zz99Yy88.js'), 'export {};');
  writeFileSync(join(dir, 'sw.js'), filler('service worker'));
  precompressDir(dir);
  return dir;
}

describe('transport: compression, cache-control, ETags', () => {
  let shop: TestShop;
  let dist: string;
  const api = { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' };

  beforeAll(async () => {
    dist = fakeDist();
    shop = await startTestShop({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets precompressed (brotli preferred, gzip otherwise) and immutable for a year', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const br = await shop.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await shop.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('serves chunks of a build written while the server runs, and still falls back to the shell', async () => {
    // Issue 15 item 4: `npm run build` next to a running shop must not 404 the new chunks.
    writeFileSync(join(dist, 'assets', 'later-Qq11Ww22.js'), 'export const late = 1;');
    const late = await shop.app.inject({ method: 'GET', url: '/assets/later-Qq11Ww22.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('export const late = 1;');
    expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await shop.app.inject({ method: 'GET', url: '/assets/missing-Xx00.js' })).statusCode).toBe(404);
    const page = await shop.app.inject({ method: 'GET', url: '/Einstreu/Strohpellets/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('sends other languages at the root to their locale’s home at once, remembering it (spec §2)', async () => {
    const en = await shop.app.inject({ method: 'GET', url: '/?utm_source=mail', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/en-GB?utm_source=mail');
    expect(en.headers['set-cookie']).toMatch(/^stallwerk-locale=en-GB; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(en.headers.vary).toMatch(/accept-language/i);
    const chosen = await shop.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US', cookie: 'stallwerk-locale=de-DE' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<div id="root">');
    expect(chosen.headers.vary).toMatch(/cookie/i);
    expect((await shop.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE' } })).statusCode).toBe(200);
  });

  it('still serves a file without precompressed copies', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/assets/tiny-Zz99Yy88.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker and the HTML shell on every visit, compressed', async () => {
    const sw = await shop.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');

    for (const url of ['/', '/de-DE/streu/', '/en-GB/some/product']) {
      const html = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(html.statusCode).toBe(200);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(html.rawPayload).toString()).toContain('<div id="root">');
    }
    const gz = await shop.app.inject({ method: 'GET', url: '/de-DE/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await shop.app.inject({ method: 'GET', url: '/de-DE/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compresses Store API answers above the threshold on the fly, leaves small ones alone', async () => {
    const url = `/store-api/product-listing/${idFor('category:bedding')}`;
    const plain = await shop.app.inject({ method: 'POST', url, headers: api, payload: '{"limit":24}' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await shop.app.inject({ method: 'POST', url, headers: { ...api, 'accept-encoding': 'gzip, deflate, br' }, payload: '{"limit":24}' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { total: number };
    expect(decoded.total).toBe((JSON.parse(plain.body) as { total: number }).total);

    const gz = await shop.app.inject({ method: 'POST', url, headers: { ...api, 'accept-encoding': 'gzip' }, payload: '{"limit":24}' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('elements');

    // A tiny answer (a 404 error) goes out as it is.
    const small = await shop.app.inject({ method: 'GET', url: '/store-api/no-such-route', headers: { ...api, 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers catalogue GET reads with an ETag and a 304 when the client already has them', async () => {
    const context = await shop.app.inject({ method: 'GET', url: '/store-api/context', headers: api });
    const headers = { ...api, 'sw-context-token': String(context.headers['sw-context-token']) };
    const urls = [
      `/store-api/product-listing/${idFor('category:bedding')}?limit=12`,
      `/store-api/product/${idFor('product:SW-MIS-100')}`,
      '/store-api/navigation/main-navigation/main-navigation?depth=2',
      `/store-api/category/${idFor('category:bedding-miscanthus')}`,
    ];
    for (const url of urls) {
      const first = await shop.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      // Same validator whatever the encoding: it describes the JSON, not the bytes on the wire.
      const identity = await shop.app.inject({ method: 'GET', url, headers });
      expect(identity.headers.etag).toBe(etag);

      const again = await shop.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);

      const stale = await shop.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': 'W/"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(identity.body);
    }
  });

  it('sends a cached listing answer again in the bytes it was compressed into the first time', async () => {
    // Issue 16 item 1: repeated catalogue reads are the shop's commonest answers; each used to be
    // filtered, serialized, hashed and compressed again (1-2 ms of 25-100 KB for every read).
    const includes = { product_listing: ['elements', 'total'], product: ['id', 'name', 'translated', 'calculatedPrice'] };
    const search = (encoding: string | undefined, only = includes) =>
      shop.app.inject({
        method: 'POST',
        url: '/store-api/search',
        headers: { ...api, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: JSON.stringify({ search: 'pellets', limit: 24, includes: only }),
      });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await search('gzip, deflate, br');
      const again = await search('br;q=1, gzip;q=0.5');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(again.headers['content-encoding']).toBe('br');
      expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
      expect(again.headers.vary).toMatch(/accept-encoding/i);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);

      // The kept text is the filtered answer, the same in every encoding and without one.
      const plain = await search(undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const answer = JSON.parse(plain.body) as { total: number; elements: Array<Record<string, unknown>> };
      expect(answer.total).toBeGreaterThan(0);
      expect(Object.keys(answer)).toEqual(expect.arrayContaining(['elements', 'total']));
      expect(Object.keys(answer)).not.toContain('aggregations');
      expect(Object.keys(answer.elements[0]).sort()).toEqual(['apiAlias', 'calculatedPrice', 'id', 'name', 'translated'].sort());
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
      const gz = await search('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

      // Other includes are another text of the same cached answer, compressed once of its own.
      const wider = await search('br', { ...includes, product: [...includes.product, 'productNumber'] });
      const widerAnswer = JSON.parse(brotliDecompressSync(wider.rawPayload).toString()) as { elements: Array<Record<string, unknown>> };
      expect(widerAnswer.elements[0]).toHaveProperty('productNumber');
      expect(brotli).toHaveBeenCalledTimes(2);
      await search('br', { ...includes, product: [...includes.product, 'productNumber'] });
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      brotli.mockRestore();
    }
  });

  it('gives a different ETag when the answer differs (another language)', async () => {
    const url = `/store-api/product/${idFor('product:SW-MIS-100')}`;
    const langs = (JSON.parse((await shop.app.inject({ method: 'POST', url: '/store-api/language', headers: api, payload: '{}' })).body) as { elements: Array<{ id: string }> }).elements;
    expect(langs.length).toBeGreaterThan(1);
    const a = await shop.app.inject({ method: 'GET', url, headers: { ...api, 'sw-language-id': langs[0].id } });
    const b = await shop.app.inject({ method: 'GET', url, headers: { ...api, 'sw-language-id': langs[1].id, 'if-none-match': String(a.headers.etag) } });
    expect(b.statusCode).toBe(200);
    expect(b.headers.etag).not.toBe(a.headers.etag);
  });
});
