/**
 * Payment amounts in minor units (spec §9): divisor 1 for zero-decimal currencies such as JPY,
 * 1000 for three-decimal currencies such as KWD, otherwise 100. The lists are the ones
 * @adyen/adyen-web uses itself, so the SDK's pay button and our amounts always agree.
 */
const ZERO_DECIMAL = ['IDR', 'JPY', 'KRW', 'VND', 'BYR', 'CVE', 'DJF', 'GHC', 'GNF', 'KMF', 'PYG', 'RWF', 'UGX', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE_DECIMAL = ['BHD', 'IQD', 'JOD', 'KWD', 'OMR', 'LYD', 'TND'];

/** The divisor between major and minor units of a currency: 1, 100 or 1000. */
export function minorUnitDivisor(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.includes(code)) return 1;
  if (THREE_DECIMAL.includes(code)) return 1000;
  return 100;
}

/** 12.34 EUR → 1234; rounds half away from zero and survives binary fractions (1.005 → 101). */
export function toMinorUnits(amount: number, currency: string): number {
  const scaled = amount * minorUnitDivisor(currency);
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
  return rounded === 0 ? 0 : rounded;
}

/** 1234 EUR → 12.34. */
export function fromMinorUnits(value: number, currency: string): number {
  return value / minorUnitDivisor(currency);
}

/** The SDK's amount object for a major-unit amount. */
export function paymentAmount(amount: number, currency: string): { value: number; currency: string } {
  return { value: toMinorUnits(amount, currency), currency: currency.toUpperCase() };
}
