import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type Locale } from '../../i18n/locales';
import { sessionAtom } from './atoms';

/** The locale of the current URL (de-DE without prefix). */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Returns a function that prefixes a locale-free path for the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

export function useSession() {
  return useAtomValue(sessionAtom);
}

/** Currency ISO code of the session (EUR until the context is loaded). */
export function useCurrency(): string {
  return useAtomValue(sessionAtom)?.currency.isoCode || 'EUR';
}
