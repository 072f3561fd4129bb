import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { directionOf, type Locale } from '../i18n/locales';
import { baselineInDocument, ltrCache, rtlCache } from './theme/emotionCaches';
import { createAppTheme } from './theme/theme';

/**
 * Writes `lang` and `dir` only when they differ: Chromium treats every write of `lang` as a change
 * of `:lang()` for the whole document, even of the same value, and recalculates the style of every
 * element (about 520 on a prerendered product page, in the hydration's commit), although the
 * prerendered page already carries both.
 */
export function markDocumentLocale(root: HTMLElement, locale: Locale, direction: 'ltr' | 'rtl'): void {
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== direction) root.dir = direction;
}

/** Theme, direction and `<html lang dir>` for a locale; ar-AE renders right-to-left. */
export function LocaleProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  useLayoutEffect(() => markDocumentLocale(document.documentElement, locale, direction), [locale, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        {!baselineInDocument && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
