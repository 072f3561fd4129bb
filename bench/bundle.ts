/**
 * Weighs a built storefront (dist/) the way a first visit pays for it:
 * - first route: the entry module of index.html, the stages it imports one after the other
 *   (src/main.tsx) and every module those import statically (what the page's loader preloads,
 *   scripts/deferEntry.ts), plus the CSS index.html links, gzip-compressed;
 * - precache: every file in the service worker's precache manifest, gzip-compressed;
 * - lazy chunks: everything else (must stay out of the first route).
 * Used by `npm run bench` and by `npx tsx bench/bundle.ts [dist]` on its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstRouteFiles } from '../scripts/bundleGraph';

export interface WeighedFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleReport {
  firstRoute: { files: WeighedFile[]; gzip: number };
  /** What a device installs: the shell plus the translations of one locale (sw.ts fetches only used locales). */
  precache: { files: WeighedFile[]; gzip: number };
  /** Everything the manifest lists, the translations of all four locales included. */
  precacheListed: { files: number; gzip: number };
}

/** Translation chunks of another locale than the one a device uses (listed, fetched only when used). */
const OTHER_LOCALE = /(?:^|\/)assets\/locale-(?!de-DE-)[a-z]{2}-[A-Z]{2}-/;

const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

function weigh(dist: string, file: string): WeighedFile {
  const path = join(dist, file);
  return { file, raw: readFileSync(path).length, gzip: gzipSize(path) };
}

/** The URLs the service worker precaches (the injected manifest of sw.js). */
export function precacheFiles(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g), ...sw.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  return [...new Set(urls)].filter((u) => existsSync(join(dist, u)));
}

export function measureBundle(dist = 'dist'): BundleReport {
  const first = firstRouteFiles(dist).map((f) => weigh(dist, f));
  const listed = precacheFiles(dist).map((f) => weigh(dist, f));
  const precache = listed.filter((f) => !OTHER_LOCALE.test(f.file));
  const sum = (files: WeighedFile[]) => files.reduce((s, f) => s + f.gzip, 0);
  return {
    firstRoute: { files: first.sort((a, b) => b.gzip - a.gzip), gzip: sum(first) },
    precache: { files: precache.sort((a, b) => b.gzip - a.gzip), gzip: sum(precache) },
    precacheListed: { files: listed.length, gzip: sum(listed) },
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && /bench[\\/]bundle\.ts$/.test(process.argv[1])) {
  const dist = process.argv[2] ?? 'dist';
  const report = measureBundle(dist);
  console.log(`first route ${kb(report.firstRoute.gzip)} gzip`);
  for (const f of report.firstRoute.files) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`);
  console.log(`precache ${kb(report.precache.gzip)} gzip (${report.precache.files.length} files; listed for all locales: ${kb(report.precacheListed.gzip)})`);
  for (const f of report.precache.files.slice(0, 12)) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`);
}
