import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { tr, type Locale, type Tr } from '../types';

export interface LanguageDef {
  code: Locale;
  name: string;
  position: number;
}

/** de-DE is the default language (position 1). */
export const LANGUAGES: LanguageDef[] = [
  { code: 'de-DE', name: 'Deutsch', position: 1 },
  { code: 'en-GB', name: 'English', position: 2 },
  { code: 'fr-FR', name: 'Français', position: 3 },
  { code: 'ar-AE', name: 'العربية', position: 4 },
];

export const languageId = (code: Locale): string => idFor(`language:${code}`);

export interface CurrencyDef {
  iso: string;
  symbol: string;
  factor: number;
  name: Tr;
  shortName: Tr;
  position: number;
}

/** EUR is the default currency (factor 1); the others are converted with a fixed demo factor. */
export const CURRENCIES: CurrencyDef[] = [
  { iso: 'EUR', symbol: '€', factor: 1, position: 1, name: tr('Euro', 'Euro', 'Euro', 'يورو'), shortName: tr('EUR', 'EUR', 'EUR', 'يورو') },
  { iso: 'CHF', symbol: 'CHF', factor: 0.94, position: 2, name: tr('Schweizer Franken', 'Swiss franc', 'Franc suisse', 'فرنك سويسري'), shortName: tr('CHF', 'CHF', 'CHF', 'فرنك') },
  { iso: 'GBP', symbol: '£', factor: 0.85, position: 3, name: tr('Britisches Pfund', 'Pound sterling', 'Livre sterling', 'جنيه إسترليني'), shortName: tr('GBP', 'GBP', 'GBP', 'جنيه') },
  { iso: 'AED', symbol: 'د.إ', factor: 3.95, position: 4, name: tr('VAE-Dirham', 'UAE dirham', 'Dirham des Émirats', 'درهم إماراتي'), shortName: tr('AED', 'AED', 'AED', 'درهم') },
];

export const currencyId = (iso: string): string => idFor(`currency:${iso}`);

export function addLanguages({ rows }: SeedContext): void {
  for (const l of LANGUAGES) rows.add('language', { id: languageId(l.code), code: l.code, name: l.name, position: l.position });
  for (const c of CURRENCIES) {
    rows.add('currency', {
      id: currencyId(c.iso),
      iso_code: c.iso,
      symbol: c.symbol,
      factor: c.factor,
      decimal_precision: 2,
      name: c.name,
      short_name: c.shortName,
      position: c.position,
      tax_free_from: 0,
    });
  }
}
