/**
 * The offline outbox's code, named in every built page so the app can fetch it ahead of need.
 *
 * A device without the offline database does not load Dexie when a page starts (src/offline/
 * presence.ts): nothing is stored, so nothing is read. Queuing the first action offline needs that
 * code, though, and before the service worker has precached the shell (a first visit, the network
 * lost a minute later) it could not be fetched any more. The pages therefore name the outbox chunk
 * and the chunks it imports that the first route does not load, in <meta name="stallwerk-offline-
 * module"> (which fetches nothing); once the page is idle and has found no stored data, the app
 * module-preloads them (src/offline/preloadOfflineCode.ts): loaded and parsed, not evaluated, so
 * an import offline finds them in the page's module map.
 */

/** The part of a Rollup/Vite output chunk this needs. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  /** The modules in the chunk (a grouped chunk, as the outbox's, has no facade module). */
  moduleIds?: string[];
  imports?: string[];
}

const OUTBOX_MODULE = /\/src\/offline\/outbox\.ts$/;

function staticClosure(start: string[], chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return seen;
}

/**
 * The outbox chunk and what it imports statically, minus what the page's first route loads anyway
 * (the entries, the entry loader's stages and everything they import), as absolute paths.
 */
export function offlineModuleFiles(bundle: Record<string, ChunkInfo>, stages: string[]): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const outbox = [...chunks.values()].find((c) => [c.facadeModuleId, ...(c.moduleIds ?? [])].some((id) => id && OUTBOX_MODULE.test(id)));
  if (!outbox) return [];
  const firstRoute = staticClosure([...[...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName), ...stages], chunks);
  return [...staticClosure([outbox.fileName], chunks)].filter((file) => !firstRoute.has(file)).map((file) => `/${file}`);
}

/** index.html with the offline modules named before </head>. */
export function withOfflineModules(html: string, files: string[]): string {
  if (files.length === 0) return html;
  if (!html.includes('</head>')) throw new Error('index.html has no </head> for the offline modules');
  const metas = files.map((file) => `<meta name="stallwerk-offline-module" content="${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${metas}\n  </head>`);
}
