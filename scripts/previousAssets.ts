// Keeps the previous build's hashed files in dist/assets across `vite build` (which empties dist):
// a tab opened before a deploy still lazy-loads its chunks, and its service worker update does not
// fail on 404s. Only one build back is kept; files two builds old are dropped.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIST = '.previous-assets.json';

/** Before the build: copies the current build's assets (not those it kept itself) aside. */
export function stashAssets(outDir: string): string | undefined {
  const assets = join(outDir, 'assets');
  if (!existsSync(assets)) return undefined;
  const older = new Set<string>(existsSync(join(outDir, LIST)) ? (JSON.parse(readFileSync(join(outDir, LIST), 'utf8')) as string[]) : []);
  const stash = mkdtempSync(join(tmpdir(), 'stallwerk-assets-'));
  for (const name of readdirSync(assets)) {
    if (!older.has(name)) cpSync(join(assets, name), join(stash, name), { recursive: true });
  }
  return stash;
}

/** After the build: puts the stashed files back next to the new ones (never over them). */
export function restoreAssets(outDir: string, stash: string | undefined): string[] {
  if (!stash || !existsSync(stash)) return [];
  const assets = join(outDir, 'assets');
  const restored: string[] = [];
  for (const name of readdirSync(stash)) {
    if (existsSync(join(assets, name))) continue;
    cpSync(join(stash, name), join(assets, name), { recursive: true });
    restored.push(name);
  }
  rmSync(stash, { recursive: true, force: true });
  writeFileSync(join(outDir, LIST), JSON.stringify(restored));
  return restored;
}
