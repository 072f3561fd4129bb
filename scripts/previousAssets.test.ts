import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreAssets, stashAssets } from './previousAssets';

/** What `vite build` does to dist: empties it and writes the new build. */
function build(outDir: string, files: string[]): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  for (const f of files) writeFileSync(join(outDir, 'assets', f), f);
}

describe('previous build assets (issue 15: a deploy does not break open tabs)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps exactly one build back', () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    const out = join(dir, 'dist');
    const cycle = (files: string[]) => {
      const stash = stashAssets(out);
      build(out, files);
      restoreAssets(out, stash);
      return readdirSync(join(out, 'assets')).sort();
    };
    expect(cycle(['home-A.js', 'home-A.js.br'])).toEqual(['home-A.js', 'home-A.js.br']);
    expect(cycle(['home-B.js', 'shared-1.js'])).toEqual(['home-A.js', 'home-A.js.br', 'home-B.js', 'shared-1.js']);
    // Build C: B's files stay, A's (two builds old) go; a file both builds share is kept once.
    expect(cycle(['home-C.js', 'shared-1.js'])).toEqual(['home-B.js', 'home-C.js', 'shared-1.js']);
    expect(existsSync(join(out, 'assets', 'home-A.js'))).toBe(false);
  });
});
