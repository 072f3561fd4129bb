import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

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
  return server.constructStyleTagsFromChunks(critical) + composed;
}
