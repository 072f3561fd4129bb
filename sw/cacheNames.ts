/** Runtime caches carry the build id; activation removes every other build's caches. */
export const CACHE_PREFIX = 'stallwerk-';

export const runtimeCaches = (buildId: string) => ({
  assets: `${CACHE_PREFIX}assets-${buildId}`,
  catalog: `${CACHE_PREFIX}catalog-${buildId}`,
  content: `${CACHE_PREFIX}content-${buildId}`,
  images: `${CACHE_PREFIX}images-${buildId}`,
  locales: `${CACHE_PREFIX}locales-${buildId}`,
  session: `${CACHE_PREFIX}session-${buildId}`,
});

/** Caches of other builds (our prefix, not ending in this build id). Workbox's precache is kept. */
export function outdatedCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && !n.endsWith(`-${buildId}`));
}
