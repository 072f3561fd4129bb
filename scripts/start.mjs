#!/usr/bin/env node
// `npm start`: builds the storefront when dist/ is missing, stale or incomplete
// (scripts/buildFreshness.mjs), then runs the embedded backend (migrations, first-run seed,
// Store API, storefront, payment simulator).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildReason } from './buildFreshness.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

const reason = existsSync(join(root, 'index.html')) ? buildReason(root) : null;
if (reason) {
  console.log(`Building the storefront (${reason}) …`);
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), [join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
