/**
 * Amounts in minor units (storefront spec §9): divisor 1 for zero-decimal currencies such as JPY,
 * 1000 for three-decimal currencies such as KWD, otherwise 100. The tables are the ones
 * @adyen/adyen-web 6.45.2 uses itself (src/utils/constants/currency-decimals.ts), so the simulator,
 * the SDK and the storefront agree on every amount.
 */

/** Currencies without minor units (divisor 1). */
export const ZERO_DECIMAL_CURRENCIES = ['IDR', 'JPY', 'KRW', 'VND', 'BYR', 'CVE', 'DJF', 'GHC', 'GNF', 'KMF', 'PYG', 'RWF', 'UGX', 'VUV', 'XAF', 'XOF', 'XPF'] as const;

/** Currencies with three decimals (divisor 1000). */
export const THREE_DECIMAL_CURRENCIES = ['BHD', 'IQD', 'JOD', 'KWD', 'OMR', 'LYD', 'TND'] as const;

/** MRO (obsolete Mauritanian ouguiya) has one decimal in the SDK's table; kept for parity. */
const ONE_DECIMAL_CURRENCIES = ['MRO'] as const;

const DIVISORS = new Map<string, number>([
  ...ZERO_DECIMAL_CURRENCIES.map((c) => [c, 1] as [string, number]),
  ...ONE_DECIMAL_CURRENCIES.map((c) => [c, 10] as [string, number]),
  ...THREE_DECIMAL_CURRENCIES.map((c) => [c, 1000] as [string, number]),
]);

const KNOWN_CURRENCIES: ReadonlySet<string> = new Set([
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []),
  ...DIVISORS.keys(),
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'AED',
  'SAR',
]);

export interface Amount {
  currency: string;
  value: number;
}

/** True for a three-letter upper-case ISO 4217 code this simulator knows. */
export function isSupportedCurrency(currency: unknown): currency is string {
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) && KNOWN_CURRENCIES.has(currency);
}

/** The minor-unit divisor of a currency: 1, 100 or 1000 (10 only for the obsolete MRO). */
export function minorUnits(currency: string): number {
  return DIVISORS.get(currency.toUpperCase()) ?? 100;
}

/** Number of decimals of a currency (0, 2 or 3). */
export function currencyDecimals(currency: string): number {
  return Math.round(Math.log10(minorUnits(currency)));
}

/** Major units (e.g. 12.34 EUR) to minor units (1234), rounded half away from zero. */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const scaled = amount * minorUnits(currency);
  // Guard against binary fractions such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(Math.abs(scaled) + 1e-9) * Math.sign(scaled);
  return rounded === 0 ? 0 : rounded;
}

/** Minor units (1234 EUR) to major units (12.34). */
export function fromMinor(value: number, currency: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return value / minorUnits(currency);
}

/** Human readable amount for the simulator's own pages, e.g. "EUR 12.34". */
export function formatAmount(amount: Amount): string {
  return `${amount.currency} ${fromMinor(amount.value, amount.currency).toFixed(currencyDecimals(amount.currency))}`;
}

/** True for `{currency, value}` with a known currency and a non-negative integer value. */
export function isValidAmount(amount: unknown): amount is Amount {
  if (!amount || typeof amount !== 'object') return false;
  const a = amount as Record<string, unknown>;
  return isSupportedCurrency(a.currency) && typeof a.value === 'number' && Number.isSafeInteger(a.value) && a.value >= 0;
}
