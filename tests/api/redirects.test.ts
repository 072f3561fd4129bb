/**
 * The server follows the build's route-rule manifest for documents (spec §2): an alias such as
 * /warenkorb answers 301 to its page, query kept, and a new build's manifest counts at once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectRules } from '../../src/lib/routeRedirects';
import { startTestShop, type TestShop } from './harness';

function writeBuild(dir: string, id: string, staticRules: Record<string, unknown>): void {
  mkdirSync(join(dir, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dir, 'builds', 'meta', `${id}.json`), JSON.stringify({ id, matcher: { static: staticRules, wildcard: {}, dynamic: {} }, prerendered: [] }));
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp: Date.now() }));
}

describe('route-rule redirects for documents', () => {
  let shop: TestShop;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stallwerk-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeBuild(dist, 'one', redirectRules(['', '/en-GB', '/fr-FR', '/ar-AE']));
    shop = await startTestShop({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers an alias with 301 to its page in the same language, query kept', async () => {
    const de = await shop.app.inject({ method: 'GET', url: '/warenkorb?utm_source=flyer' });
    expect(de.statusCode).toBe(301);
    expect(de.headers.location).toBe('/checkout/cart?utm_source=flyer');
    const en = await shop.app.inject({ method: 'GET', url: '/en-GB/cart/' });
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe('/en-GB/checkout/cart');
    const ar = await shop.app.inject({ method: 'GET', url: '/ar-AE/Konto' });
    expect(ar.headers.location).toBe('/ar-AE/account');
  });

  it('serves other pages (and the targets) as before, and never redirects the Store API', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/checkout/cart' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await shop.app.inject({ method: 'GET', url: '/Einstreu' })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/store-api/cart' })).statusCode).toBe(404);
  });

  it("follows a new build's manifest without a restart", async () => {
    writeBuild(dist, 'two', { '/stroh': { redirect: { to: '/Einstreu/Strohpellets/', statusCode: 302 } } });
    const moved = await shop.app.inject({ method: 'GET', url: '/stroh' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/Einstreu/Strohpellets/');
    expect((await shop.app.inject({ method: 'GET', url: '/warenkorb' })).statusCode).toBe(200);
  });
});
