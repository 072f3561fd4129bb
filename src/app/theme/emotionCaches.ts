import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, RULESET, type Middleware } from 'stylis';
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

/** A vendor pseudo-class or pseudo-element (`::-moz-placeholder`, `:-ms-input-placeholder`), not a functional one. */
const VENDOR_PSEUDO = /::?-[a-z]+-[\w-]+(?![\w(-])/gi;

/**
 * Drops the selectors of a rule that name a vendor pseudo this browser cannot parse, and the rule
 * when none is left. MUI writes its placeholder and focus rules for every engine at once
 * (`::-moz-placeholder`, `::-ms-input-placeholder`, `::-moz-focus-inner`): inserted one by one,
 * each of them is a syntax error the browser throws. An exception costs ~15 µs, but close to a
 * millisecond deep in React's commit while DevTools listen (Lighthouse does): a registration
 * form's first render threw 42 of them, 35 ms of main-thread time on a desktop CPU there.
 */
export function unsupportedSelectors(supported: (pseudo: string) => boolean): Middleware {
  return (element) => {
    if (element.type !== RULESET) return;
    const props = element.props as string[];
    if (!props.some((selector) => selector.includes(':-'))) return;
    element.props = props.filter((selector) => [...selector.matchAll(VENDOR_PSEUDO)].every(([pseudo]) => supported(pseudo)));
    // Emotion's stylis (4.2) would still write a rule without selectors ('{border-style:none;}'),
    // another syntax error: a rule without declarations is not written at all.
    if (element.props.length === 0) element.children = [];
  };
}

/**
 * Whether this browser parses a vendor pseudo, asked of a sheet outside the document the way
 * emotion will insert it (CSS.supports' `selector()` disagrees with the parser on -webkit- ones).
 */
function pseudoParser(): ((pseudo: string) => boolean) | null {
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return null;
  const known = new Map<string, boolean>();
  let probe: CSSStyleSheet;
  try {
    probe = new CSSStyleSheet();
  } catch {
    return null;
  }
  return (pseudo) => {
    let result = known.get(pseudo);
    if (result === undefined) {
      try {
        probe.insertRule(`*${pseudo}{}`, 0);
        probe.deleteRule(0);
        result = true;
      } catch {
        result = false;
      }
      known.set(pseudo, result);
    }
    return result;
  };
}

/**
 * In the browser only: the build renders the critical CSS of prerendered pages once for every
 * browser (an HTML parser skips a rule it cannot read without throwing).
 */
const parses = pseudoParser();
const browserPlugins: Middleware[] = parses ? [unsupportedSelectors(parses)] : [];

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
export const ltrCache: EmotionCache = adoptServerStyles(createCache({ key: 'mui', stylisPlugins: [...browserPlugins, safariPrefixes], prepend: true, insertionPoint }));
export const rtlCache: EmotionCache = adoptServerStyles(createCache({ key: 'muirtl', stylisPlugins: [...browserPlugins, safariPrefixes, rtlPlugin], prepend: true, insertionPoint }));
