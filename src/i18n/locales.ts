/** The shop's four locales; de-DE is the default and has no URL prefix. */
export const LOCALES = ['de-DE', 'en-GB', 'fr-FR', 'ar-AE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** Locales that offer the bedding advisor and calculator (spec §1). */
export const ADVISOR_LOCALES: readonly Locale[] = ['de-DE', 'en-GB'];

/** Native names, shown in the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'de-DE': 'Deutsch',
  'en-GB': 'English',
  'fr-FR': 'Français',
  'ar-AE': 'العربية',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar-AE' ? 'rtl' : 'ltr');

/** URL prefix of a locale: '' for de-DE, '/en-GB' otherwise. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** Splits a pathname into its locale and the path behind the prefix (always starting with '/'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}-[A-Z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Prefixes a locale-free path ('/checkout/cart') for a locale; keeps query and hash. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/**
 * Picks the shop locale for a visitor: a valid cookie wins, then the first browser language
 * whose language part we offer (en-US → en-GB), else the default.
 */
export function detectLocale(cookieValue: string | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const lang of browserLanguages) {
    const exact = LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
    if (exact) return exact;
    const base = lang.split('-')[0].toLowerCase();
    const byLanguage = LOCALES.find((l) => l.startsWith(`${base}-`));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Cookie remembering the visitor's locale (365 days), read by the language detection on '/'. */
export const LOCALE_COOKIE = 'stallwerk-locale';
