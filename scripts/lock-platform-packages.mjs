#!/usr/bin/env node
// Adds lock entries for platform-specific optional packages that npm left out of
// package-lock.json (it happens when the registry in use lacks builds for other platforms).
// Without them `npm ci` refuses the lock ("Missing: @rollup/rollup-darwin-arm64@ from lock file").
// The entries carry os/cpu/libc, so npm skips them on other platforms and never downloads them.
// Run after `npm install` changed the lock: node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os/cpu/libc from the naming scheme of native bindings such as @rollup/rollup-linux-x64-gnu. */
function platformOf(name) {
  const m = /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix)-([a-z0-9]+)(?:-(gnu|gnueabihf|musl|musleabihf|msvc|eabi))?$/.exec(name);
  if (!m) return null;
  const [, os, cpu, abi] = m;
  const out = { cpu: [cpu], os: [os] };
  if (abi === 'gnu' || abi === 'gnueabihf') out.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf') out.libc = ['musl'];
  return out;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[top] = { version, ...platform, ...(pkg.dev ? { dev: true } : {}), license: pkg.license ?? 'MIT', optional: true };
    added++;
  }
}
// npm keeps the packages map sorted by path.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-packages: added ${added} entr${added === 1 ? 'y' : 'ies'}`);
