/** Translated values are stored as JSON objects keyed by locale code; de-DE is the fallback. */
export const DEFAULT_LOCALE = 'de-DE';
export const LOCALES = ['de-DE', 'en-GB', 'fr-FR', 'ar-AE'] as const;
export type Locale = (typeof LOCALES)[number];

export type Translations = Partial<Record<string, string>>;

export function parseTranslations(raw: string | null | undefined): Translations | null {
  if (raw == null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Translations) : null;
  } catch {
    return { [DEFAULT_LOCALE]: raw };
  }
}

/** The value in the given locale, else in de-DE, else null. */
export function translate(raw: string | Translations | null | undefined, locale: string): string | null {
  const map = typeof raw === 'string' || raw == null ? parseTranslations(raw as string | null) : raw;
  if (!map) return null;
  return map[locale] ?? map[DEFAULT_LOCALE] ?? null;
}

/** The value in the given locale only (null when it is not translated) - Shopware's untranslated field. */
export function ownTranslation(raw: string | null | undefined, locale: string): string | null {
  return parseTranslations(raw)?.[locale] ?? null;
}
