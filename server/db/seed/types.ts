import { LOCALES, type Locale } from '../../lib/i18n';

export { LOCALES, type Locale };

/** A value translated into every shop locale. */
export type Tr = Record<Locale, string>;

/** A translated value where only German is mandatory (readers fall back to de-DE). */
export type PartialTr = { 'de-DE': string } & Partial<Record<Locale, string>>;

/** Builds a full translation in the order de-DE, en-GB, fr-FR, ar-AE. */
export function tr(de: string, en: string, fr: string, ar: string): Tr {
  return { 'de-DE': de, 'en-GB': en, 'fr-FR': fr, 'ar-AE': ar };
}

/** The same string in every locale (brand names, sizes, codes). */
export function same(value: string): Tr {
  return tr(value, value, value, value);
}

/** Maps every locale of a translation through a function. */
export function mapTr(value: Tr, fn: (text: string, locale: Locale) => string): Tr {
  return tr(fn(value['de-DE'], 'de-DE'), fn(value['en-GB'], 'en-GB'), fn(value['fr-FR'], 'fr-FR'), fn(value['ar-AE'], 'ar-AE'));
}

/** A column value before serialisation: objects become JSON, booleans 0/1, undefined keeps the default. */
export type Value = string | number | boolean | null | undefined | object;
export type Row = Record<string, Value>;
