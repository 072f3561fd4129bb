// When `npm start` must build: dist/ is missing, older than the storefront's sources, or was built
// without its prerendered pages (a build with STALLWERK_PRERENDER=off, as the update test deploys)
// while this start expects them. Serving such a dist would quietly give every page the empty shell.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why dist/ must be (re)built before serving, or null when it can be served as it is. */
export function buildReason(root, env = process.env) {
  if (env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  if (builtAt === 0) return 'no build yet';
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (sourcesAt > builtAt) return 'sources changed since the last build';
  // The default locale's home page is always prerendered when prerendering is on.
  if (env.STALLWERK_PRERENDER !== 'off' && !existsSync(join(root, 'dist', '_page.html'))) return 'the last build has no prerendered pages';
  return null;
}
