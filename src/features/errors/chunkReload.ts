/** A chunk-load failure reloads the page at most once per 10 s per path (spec §4, §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY = 'stallwerk:chunk-reload:';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return name === 'ChunkLoadError' || CHUNK_ERROR.test(message ?? '');
}

interface GuardDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  online?: boolean;
}

/**
 * Reloads unless this path was reloaded for a chunk error less than 10 s ago (a new build
 * replaced the chunks: the reload fetches the new index.html). Returns whether it reloads.
 */
export function reloadOnceFor(path: string, deps: GuardDeps = {}): boolean {
  // Offline the chunk is simply unreachable: a reload would only show the browser's error page.
  if (!(deps.online ?? (typeof navigator === 'undefined' || navigator.onLine))) return false;
  const storage = deps.storage ?? sessionStorage;
  const now = deps.now ?? Date.now();
  const last = storage.getItem(KEY + path);
  if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY + path, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/** Vite reports failed preloads of route chunks with `vite:preloadError`. */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceFor(window.location.pathname)) event.preventDefault();
  });
}
