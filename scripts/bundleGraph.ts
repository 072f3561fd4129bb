/**
 * The static import graph of a built storefront (dist/): which files a page needs before it can
 * run. Shared by the build (which chunks the service worker precaches, vite.config.ts) and the
 * bench (first-route weight, bench/bundle.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { deferredModules } from './deferEntry';

/** Static `import … from './x.js'` / `export … from './x.js'` / bare `import './x.js'` of a built chunk (not `import()`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
  for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

/** `roots` (paths relative to dist) plus every file they import statically, transitively. */
export function staticClosure(dist: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const spec of staticImports(readFileSync(join(dist, file), 'utf8'))) queue.push(posix.join(posix.dirname(file), spec));
  }
  return [...seen];
}

/** Files the first visit loads before the page can run: entry, the chunks its loader preloads (scripts/deferEntry.ts), their static import closure, linked CSS. */
export function firstRouteFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  return [...staticClosure(dist, [...entries, ...preloads, ...deferredModules(html)]), ...styles];
}

/** Built chunks (assets/<name>-<hash>.js) whose name is one of `names`. */
export function chunksNamed(dist: string, names: string[]): string[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  const re = new RegExp(`^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})-[\\w-]{6,}\\.js$`);
  return readdirSync(assets)
    .filter((f) => re.test(f))
    .map((f) => `assets/${f}`);
}
