import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { directionOf, type Locale } from '../i18n/locales';
import { ltrCache, rtlCache } from './theme/emotionCaches';
import { createAppTheme } from './theme/theme';

/** Theme, direction and `<html lang dir>` for a locale; ar-AE renders right-to-left. */
export function LocaleProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
