import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { SERVER_STYLES } from './criticalStyles';

/**
 * Instead of stylis' full prefixer: the browsers the app supports (ES2022) need no -ms-, -moz- or
 * old flexbox prefixes, which made up a quarter of every prerendered page's inline CSS. Safari
 * still wants `-webkit-user-select`.
 */
export const safariPrefixes: Middleware = (element) => {
  if (element.type === DECLARATION && element.value.startsWith('user-select:') && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};

/** Where the styles go: after index.html's insertion point, before the shell's own CSS (which may override MUI's). */
const insertionPoint = typeof document === 'undefined' ? undefined : (document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined);

/**
 * A prerendered page's styles (src/app/theme/criticalStyles.ts) count as inserted where they are:
 * emotion's own hydration would move each of their tags next to the insertion point, and the
 * browser would read all their rules again while the app starts.
 */
function adoptServerStyles(cache: EmotionCache): EmotionCache {
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES}^="${cache.key} "]`)) {
    for (const id of tag.getAttribute(SERVER_STYLES)!.split(' ').slice(1)) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * Whether the page came with CssBaseline's global styles: a prerendered page carries them in
 * server-rendered global tags (src/app/theme/criticalStyles.ts), read here before the app has
 * rendered any of its own. The app then renders no CssBaseline: emotion's <Global> takes such a tag
 * over by moving it to the end of <head> (its sheet knows no other place), and a moved sheet of
 * html, body and * rules makes Chromium restyle the whole document (about 500 elements of a
 * product page, right after the hydration's commit). The baseline has no rule that depends on the
 * direction, so the page's tag serves every locale the visitor switches to.
 */
export const baselineInDocument = typeof document !== 'undefined' && document.querySelector('style[data-emotion^="mui-global "], style[data-emotion^="muirtl-global "]') !== null;

/** One emotion cache per direction; the RTL one mirrors every style with stylis-plugin-rtl. */
export const ltrCache: EmotionCache = adoptServerStyles(createCache({ key: 'mui', stylisPlugins: [safariPrefixes], prepend: true, insertionPoint }));
export const rtlCache: EmotionCache = adoptServerStyles(createCache({ key: 'muirtl', stylisPlugins: [safariPrefixes, rtlPlugin], prepend: true, insertionPoint }));
