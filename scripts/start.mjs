#!/usr/bin/env node
// `npm start`: builds the storefront when its sources are newer than dist/, then runs the embedded
// backend (migrations, first-run seed, Store API, storefront, payment simulator).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const sources = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
const hasApp = existsSync(join(root, 'index.html'));
if (hasApp && (process.env.FORCE_BUILD === '1' || sourcesAt > builtAt)) {
  console.log('Building the storefront …');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), [join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
