/**
 * `npm run bench`: the speed budgets (not part of `npm test`, whose timings would be flaky).
 * 1. Bundle sizes of the built storefront (gzip), per entry and largest lazy chunk.
 * 2. Store API latency of the storefront's hot reads over a seeded temporary shop (in-process).
 * Exits 1 when a budget is exceeded.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { DEMO_ACCESS_KEY, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { prepareDemoShop } from '../server/db/seed/demo';
import { idFor } from '../server/lib/ids';

const BUDGET = {
  entryJsGzipKb: 260, // first load: shell, router, MUI core, i18n
  largestRouteChunkGzipKb: 180, // any lazy route chunk apart from the payment SDK and PDF renderer
  apiP95Ms: 60, // hot Store API reads, in-process
};

const failures: string[] = [];
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function bundleSizes(): void {
  const assets = join('dist', 'assets');
  if (!existsSync(assets)) {
    console.log('No dist/ build found: run `npm run build` first to measure bundles.');
    return;
  }
  const html = readFileSync(join('dist', 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => ({ file: f, raw: statSync(join(assets, f)).size, gzip: gzipSync(readFileSync(join(assets, f))).length }));
  const entry = sizes.filter((s) => entryFiles.includes(s.file)).reduce((sum, s) => sum + s.gzip, 0);
  const heavy = /adyen|pdf|renderer/i;
  const routeChunks = sizes.filter((s) => s.file.endsWith('.js') && !entryFiles.includes(s.file) && !heavy.test(s.file));
  const largest = routeChunks.sort((a, b) => b.gzip - a.gzip)[0];
  console.log('\nBundles (gzip)');
  console.log(`  entry JS            ${kb(entry)} kB  (budget ${BUDGET.entryJsGzipKb} kB)`);
  if (largest) console.log(`  largest route chunk ${kb(largest.gzip)} kB  ${largest.file}  (budget ${BUDGET.largestRouteChunkGzipKb} kB)`);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.log(`    ${kb(s.gzip).toString().padStart(7)} kB  ${s.file}`);
  if (kb(entry) > BUDGET.entryJsGzipKb) failures.push(`entry JS ${kb(entry)} kB > ${BUDGET.entryJsGzipKb} kB`);
  if (largest && kb(largest.gzip) > BUDGET.largestRouteChunkGzipKb) failures.push(`route chunk ${largest.file} ${kb(largest.gzip)} kB > ${BUDGET.largestRouteChunkGzipKb} kB`);
}

async function apiLatency(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stallwerk-bench-'));
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  migrate(db);
  await prepareDemoShop(db, { mediaDir: join(dataDir, 'media') });
  const app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'none') }) });
  const headers = { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json' };
  const first = await app.inject({ method: 'GET', url: '/store-api/context', headers });
  const token = String(first.headers['sw-context-token']);
  const calls: Array<[string, string, unknown]> = [
    ['context', 'GET /store-api/context', undefined],
    ['navigation', 'POST /store-api/navigation/main-navigation/main-navigation', { depth: 2 }],
    ['listing', `POST /store-api/product-listing/${idFor('category:bedding')}`, { limit: 10 }],
    ['category+cms', `POST /store-api/category/${idFor('category:bedding-miscanthus')}`, {}],
    ['product', `POST /store-api/product/${idFor('product:SW-MIS-100')}`, {}],
    ['search', 'POST /store-api/search', { search: 'pellets' }],
    ['cart', 'GET /store-api/checkout/cart', undefined],
  ];
  console.log('\nStore API latency (in-process, 40 requests each after 5 warm-ups)');
  for (const [name, call, body] of calls) {
    const [method, url] = call.split(' ');
    const run = () => app.inject({ method: method as 'GET', url, headers: { ...headers, 'sw-context-token': token }, ...(body ? { payload: JSON.stringify(body) } : {}) });
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      const res = await run();
      times.push(performance.now() - t);
      if (res.statusCode >= 400) failures.push(`${call} answered ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(`  ${name.padEnd(14)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
    if (p95 > BUDGET.apiP95Ms) failures.push(`${name} p95 ${p95.toFixed(1)} ms > ${BUDGET.apiP95Ms} ms`);
  }
  await app.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

bundleSizes();
await apiLatency();
console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');
process.exit(failures.length ? 1 : 0);
