import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason } from './buildFreshness.mjs';

describe('buildReason (when npm start builds before serving)', () => {
  let root;
  const write = (path, ageSeconds) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'x');
    const at = Date.now() / 1000 - ageSeconds;
    utimesSync(file, at, at);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stallwerk-freshness-'));
    write('src/main.tsx', 100);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no dist yet', () => {
    expect(buildReason(root, {})).toBe('no build yet');
  });

  it('serves a complete build that is newer than every source', () => {
    write('dist/index.html', 10);
    write('dist/_page.html', 10);
    expect(buildReason(root, {})).toBeNull();
  });

  it('rebuilds when a source changed after the build', () => {
    write('dist/index.html', 200);
    write('dist/_page.html', 200);
    expect(buildReason(root, {})).toBe('sources changed since the last build');
  });

  it('rebuilds a build made without prerendered pages (the update test deploys one), unless prerendering is off', () => {
    write('dist/index.html', 10);
    expect(buildReason(root, {})).toBe('the last build has no prerendered pages');
    expect(buildReason(root, { STALLWERK_PRERENDER: 'off' })).toBeNull();
  });

  it('builds whenever FORCE_BUILD=1', () => {
    write('dist/index.html', 10);
    write('dist/_page.html', 10);
    expect(buildReason(root, { FORCE_BUILD: '1' })).toBe('FORCE_BUILD=1');
  });
});
