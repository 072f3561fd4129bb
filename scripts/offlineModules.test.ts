import { describe, expect, it } from 'vitest';
import { offlineModuleFiles, withOfflineModules, type ChunkInfo } from './offlineModules';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<ChunkInfo> = {}): [string, ChunkInfo] => [fileName, { type: 'chunk', fileName, imports, ...extra }];

describe('the offline outbox code named in every page', () => {
  const bundle = Object.fromEntries([
    chunk('assets/index-a.js', ['assets/runtime-r.js'], { isEntry: true }),
    chunk('assets/runtime-r.js'),
    chunk('assets/shell-s.js', ['assets/runtime-r.js']),
    chunk('assets/outbox-o.js', ['assets/runtime-r.js', 'assets/shell-s.js', 'assets/db-d.js'], { facadeModuleId: null, moduleIds: ['/app/src/offline/outbox.ts'] }),
    chunk('assets/db-d.js', ['assets/runtime-r.js']),
    chunk('assets/other-x.js', ['assets/db-d.js']),
    ['assets/logo.svg', { type: 'asset', fileName: 'assets/logo.svg' }] as [string, ChunkInfo],
  ]);

  it('is the outbox chunk and its imports that the first route does not load (the entry, its stages and their imports)', () => {
    expect(offlineModuleFiles(bundle, ['assets/shell-s.js'])).toEqual(['/assets/outbox-o.js', '/assets/db-d.js']);
  });

  it('is nothing when the build has no outbox chunk', () => {
    expect(offlineModuleFiles({ 'assets/index-a.js': bundle['assets/index-a.js'] }, [])).toEqual([]);
  });

  it('goes into the head as metas, which fetch nothing', () => {
    const html = withOfflineModules('<html><head><title>x</title></head><body></body></html>', ['/assets/outbox-o.js', '/assets/db-d.js']);
    expect(html).toContain('<meta name="stallwerk-offline-module" content="/assets/outbox-o.js">');
    expect(html).toContain('<meta name="stallwerk-offline-module" content="/assets/db-d.js">\n  </head>');
    expect(html).not.toContain('<link');
  });
});
