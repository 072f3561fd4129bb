import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** One emotion cache per direction; the RTL one mirrors every style with stylis-plugin-rtl. */
export const ltrCache: EmotionCache = createCache({ key: 'mui', prepend: true });
export const rtlCache: EmotionCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });
