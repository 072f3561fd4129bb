import type { PrerenderedPage } from '../src/app/prerender';

/** A prerendered page's document, next to its payload (the server answers the page's path with it). */
export const PAGE_FILE = '_page.html';

/** The shell's #root with what it shows until the app renders (index.html): the page replaces it. */
const SHELL_ROOT = /<div id="root">(?:\s*<!--[\s\S]*?-->)?(?:\s*<div class="boot-header"[\s\S]*?<\/svg>\s*<\/div>)?\s*<\/div>/;

/** Where emotion keeps its style tags (index.html; src/app/theme/emotionCaches.ts). */
const STYLE_INSERTION_POINT = /<meta name="emotion-insertion-point"[^>]*>/;

/**
 * The built shell with the page in it: language and direction, the page's title and meta tags
 * instead of the shell's title, its critical CSS, and the markup in #root, marked for hydration.
 */
export function pageDocument(template: string, page: PrerenderedPage, path: string, preloads: readonly string[] = []): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // The payloads the app reads before it hydrates the page load alongside its scripts.
  const preloadTags = preloads.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}" />`).join('');
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${attr(page.lang)}" dir="${page.dir}">`)
      .replace(/<title>[^<]*<\/title>/, () => page.head + preloadTags)
      // Right after emotion's insertion point: the same place in the cascade as the styles the app adds
      // there later; the app's cache takes them over where they are (src/app/theme/emotionCaches.ts).
      .replace(STYLE_INSERTION_POINT, (point) => point + page.styles)
      .replace(SHELL_ROOT, () => `<div id="root" data-prerendered="${attr(path)}" data-namespaces="${attr(page.namespaces.join(','))}">${page.body}</div>`)
  );
}

/** Emotion's own style tags of a prerendered page (named for adoption), without the global ones. */
const ADOPTABLE_STYLES = /<style data-s="" data-emotion-ssr="[^"]*">[^<]*<\/style>/g;

/**
 * The shell (index.html, every page that is not prerendered) with the styles of the pages the
 * browser renders itself most (the empty cart in its checkout frame, sign-in, registration, password
 * recovery; scripts/payloads.ts): the app counts them as inserted when it starts
 * (src/app/theme/emotionCaches.ts), so such a page's first render does not serialise and insert
 * them (emotion's stylis, the longest part of that render). Classes no element carries yet; global styles are left
 * to the app (they would apply before it renders, and to the other direction's pages).
 */
export function shellDocument(template: string, pages: Pick<PrerenderedPage, 'styles' | 'dir'>): string {
  if (pages.dir !== 'ltr') return template;
  const styles = (pages.styles.match(ADOPTABLE_STYLES) ?? []).join('');
  return template.replace(STYLE_INSERTION_POINT, (point) => point + styles);
}

/** The address the app fetches a page's payload from (src/features/payloads/routeRules.ts). */
export function payloadHref(path: string, build: string): string {
  const base = path.replace(/\/+$/, '');
  return `${base.split('/').map(encodeURIComponent).join('/')}/_payload.json?build=${encodeURIComponent(build)}`;
}
