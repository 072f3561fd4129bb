#!/usr/bin/env node
// `npm test`: static checks, unit and Store API contract tests (vitest), then browser tests
// (Playwright + Chromium) against a freshly built and seeded shop. Finds or installs a Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv[2]; // optional: unit | api | e2e | static

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('No Chromium found: installing Debian chromium …');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  // Fallback for machines with internet access: Playwright's own browser build.
  console.log('Trying `npx playwright install chromium` as a fallback …');
  spawnSync(bin('playwright'), ['install', 'chromium'], { stdio: 'inherit' });
  return undefined; // Playwright then uses its own download
}

const results = [];
const step = (name, ok) => {
  results.push({ name, ok });
  return ok;
};

let passed = 0;
let failed = 0;
function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.stats?.expected ?? 0;
  failed += r.stats?.unexpected ?? 0;
}

if (!only || only === 'static') {
  step('typecheck', run('TypeScript (tsc --noEmit)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  step('lint', run('ESLint', bin('eslint'), ['.', '--max-warnings=0']));
  step('format', run('Prettier (formatting, .prettierrc.json)', bin('prettier'), ['--check', '.', '--log-level', 'warn']));
  step('locales', run('Translations (scripts/check-locales.mjs)', process.execPath, [join(root, 'scripts', 'check-locales.mjs'), join(root, 'locales')]));
}

if (!only || only === 'unit' || only === 'api') {
  const out = join(tmp, 'vitest.json');
  const projects = only ? ['--project', only] : [];
  step('vitest', run('Unit and Store API contract tests (vitest)', bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${out}`]));
  countVitest(out);
}

if (!only || only === 'e2e') {
  const chromium = findChromium();
  const env = chromium ? { CHROMIUM_PATH: chromium } : {};
  const configs = ['playwright.config.ts', ...(existsSync(join(root, 'tests')) ? readdirSync(join(root, 'tests')) : []).map((d) => join('tests', d, 'playwright.config.ts'))].filter((c) =>
    existsSync(join(root, c)),
  );
  for (const config of configs) {
    const out = join(tmp, `playwright-${config.replace(/[/.]/g, '_')}.json`);
    step(`playwright ${config}`, run(`Browser tests (${config})`, bin('playwright'), ['test', '-c', config, '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out }));
    countPlaywright(out);
  }
}

console.log('\n── Summary ──');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name}`);
const ok = results.every((r) => r.ok);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
