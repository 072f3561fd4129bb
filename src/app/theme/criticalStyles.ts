import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/** The attribute that names a prerendered page's style tags and the styles in them ("mui id id …"). */
export const SERVER_STYLES = 'data-emotion-ssr';

/** Forgets the styles earlier pages rendered: after the next render the cache holds exactly that page's. */
export function forgetStyles(cache: EmotionCache): void {
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  for (const name of Object.keys(cache.registered)) delete cache.registered[name];
}

/**
 * Emotion's style tags for a prerendered page: the rules its markup uses (critical CSS), and the
 * names of the styles that were only composed into others. A styled component around another
 * one (an IconButton around its ButtonBase) registers a style of its own, which the inner one
 * merges into the class the element gets; no element carries it, yet the browser would insert its
 * rules while it hydrates the page (some 250 for a listing, in hydration's commit). Listed in an
 * empty tag, emotion's cache counts them as inserted when it starts.
 */
export function criticalStyleTags(cache: EmotionCache, server: EmotionServer, markup: string): string {
  const critical = server.extractCriticalToChunks(markup);
  const shipped = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const composedOnly = Object.keys(cache.inserted).filter((id) => !shipped.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined);
  const composed = composedOnly.length ? `<style data-emotion="${cache.key} ${composedOnly.join(' ')}"></style>` : '';
  // The cache's own tags first: the browser's cache then takes them over where they are (it would
  // move each one to the insertion point); the small global ones follow.
  const own = critical.styles.filter((chunk) => chunk.key === cache.key);
  const global = critical.styles.filter((chunk) => chunk.key !== cache.key);
  // The cache's own tags are named for adoptServerStyles (src/app/theme/emotionCaches.ts), not for
  // emotion's own hydration, which moves every tag it takes over (the browser then reads its rules
  // again); all are marked as taken over, or emotion's default cache (created with @emotion/react)
  // moves every server-rendered tag to the end of <head> first.
  const ownTags = (server.constructStyleTagsFromChunks({ ...critical, styles: own }) + composed).replace(/<style data-emotion=/g, `<style data-s="" ${SERVER_STYLES}=`);
  const globalTags = server.constructStyleTagsFromChunks({ ...critical, styles: global }).replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
  return ownTags + globalTags;
}
