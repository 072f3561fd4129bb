import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Instead of stylis' full prefixer: the browsers the app supports (ES2022) need no -ms-, -moz- or
 * old flexbox prefixes, which made up a quarter of every prerendered page's inline CSS. Safari
 * still wants `-webkit-user-select`.
 */
export const safariPrefixes: Middleware = (element) => {
  if (element.type === DECLARATION && element.value.startsWith('user-select:') && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};

/** One emotion cache per direction; the RTL one mirrors every style with stylis-plugin-rtl. */
export const ltrCache: EmotionCache = createCache({ key: 'mui', stylisPlugins: [safariPrefixes], prepend: true });
export const rtlCache: EmotionCache = createCache({ key: 'muirtl', stylisPlugins: [safariPrefixes, rtlPlugin], prepend: true });
