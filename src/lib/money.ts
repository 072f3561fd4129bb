import type { Locale } from '../i18n/locales';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and options: building an Intl.NumberFormat costs far more than using
 * it, and a listing formats a price, a rating and a quantity per card.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** Formats an amount in the shop's currency for the active locale ('1.234,50 €', '€1,234.50'). */
export function formatPrice(value: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}

/** Formats a plain quantity with a unit Intl knows ('20 kg'); unknown units are appended as text. */
export function formatQuantity(value: number, unit: string, locale: Locale): string {
  const intlUnit = INTL_UNITS[unit.toLowerCase()];
  if (intlUnit) return numberFormat(locale, { style: 'unit', unit: intlUnit, maximumFractionDigits: 2 }).format(value);
  return `${formatNumber(value, locale, 2)} ${unit}`;
}

/** Formats millimetres as centimetres or metres, whichever reads better. */
export function formatLength(mm: number, locale: Locale): string {
  if (mm >= 1000) return formatQuantity(mm / 1000, 'm', locale);
  if (mm >= 10) return formatQuantity(mm / 10, 'cm', locale);
  return formatQuantity(mm, 'mm', locale);
}

const INTL_UNITS: Record<string, string> = {
  kg: 'kilogram',
  g: 'gram',
  l: 'liter',
  m: 'meter',
  cm: 'centimeter',
  mm: 'millimeter',
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the reader's style ('28.11.2026', '28 Nov 2026'). One formatter per locale, as for
 * numbers: built per call, the formatter was most of a product page's review list render (one
 * date per review) and of an order history's.
 */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let f = dateFormatters.get(locale);
  if (!f) dateFormatters.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })));
  return f.format(date);
}

/** A plain number in the reader's digits and decimal mark ('4,3', '4.3', '٤٫٣'). */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}

/** The net total of a net cart or order: the gross total less its VAT, rounded to the cent. */
export function netTotal(total: number, taxes: ReadonlyArray<{ tax: number }>): number {
  return Math.round((total - taxes.reduce((sum, t) => sum + t.tax, 0)) * 100) / 100;
}
