/** Runtime caches carry the build id; activation removes every other build's caches. */
export const CACHE_PREFIX = 'stallwerk-';

export const runtimeCaches = (buildId: string) => ({
  assets: `${CACHE_PREFIX}assets-${buildId}`,
  catalog: `${CACHE_PREFIX}catalog-${buildId}`,
  content: `${CACHE_PREFIX}content-${buildId}`,
  images: `${CACHE_PREFIX}images-${buildId}`,
  locales: `${CACHE_PREFIX}locales-${buildId}`,
  /** The build's prerendered documents (`_page.html`): they name this build's chunks, never carried over. */
  pages: `${CACHE_PREFIX}pages-${buildId}`,
  /** The build's payloads and route-rule manifest: valid for this build only, never carried over. */
  payloads: `${CACHE_PREFIX}payloads-${buildId}`,
  session: `${CACHE_PREFIX}session-${buildId}`,
});

/** Caches of other builds (our prefix, not ending in this build id). Workbox's precache is kept. */
export function outdatedCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && !n.endsWith(`-${buildId}`));
}

/** Runtime data that stays valid across builds: carried into the new build's caches on activation. */
const CARRIED_KINDS = ['catalog', 'content', 'images', 'session'] as const;

/**
 * Which old caches feed which new ones: an update must not empty the offline shop, so catalogue,
 * content, images and the last cart move over before the old build's caches are deleted.
 */
export function carryOver(names: readonly string[], buildId: string): Array<{ from: string; to: string }> {
  const target = runtimeCaches(buildId);
  return outdatedCaches(names, buildId).flatMap((from) => {
    const kind = CARRIED_KINDS.find((k) => from.startsWith(`${CACHE_PREFIX}${k}-`));
    return kind ? [{ from, to: target[kind] }] : [];
  });
}

/** Hashed translation chunk of a locale: `assets/locale-de-DE-shell-<hash>.js` (the texts every page shows), `assets/locale-de-DE-account-<hash>.js`. */
export const LOCALE_CHUNK = /(?:^|\/)assets\/locale-([a-z]{2}-[A-Z]{2})-/;

/** Not build-bound (survives activation): the locales this device used, so updates fetch their texts. */
export const PREFS_CACHE = 'stallwerk:prefs';
