import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatAmount, fromMinor, isSupportedCurrency, isValidAmount, minorUnits, toMinor } from './money';

describe('minor units (spec §9)', () => {
  it('uses divisor 1 for zero-decimal, 1000 for three-decimal and 100 for other currencies', () => {
    expect(minorUnits('JPY')).toBe(1);
    expect(minorUnits('KRW')).toBe(1);
    expect(minorUnits('KWD')).toBe(1000);
    expect(minorUnits('BHD')).toBe(1000);
    expect(minorUnits('EUR')).toBe(100);
    expect(minorUnits('usd')).toBe(100);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('CHF')).toBe(2);
  });

  it('converts major to minor units without binary-fraction surprises', () => {
    expect(toMinor(12.34, 'EUR')).toBe(1234);
    expect(toMinor(1.005, 'EUR')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMinor(50, 'EUR')).toBe(5000);
    expect(toMinor(-2.5, 'EUR')).toBe(-250);
    expect(() => toMinor(Number.NaN, 'EUR')).toThrow(RangeError);
  });

  it('converts minor back to major units', () => {
    expect(fromMinor(1234, 'EUR')).toBe(12.34);
    expect(fromMinor(1500, 'JPY')).toBe(1500);
    expect(fromMinor(1234, 'KWD')).toBe(1.234);
    expect(formatAmount({ currency: 'EUR', value: 5000 })).toBe('EUR 50.00');
    expect(formatAmount({ currency: 'KWD', value: 1500 })).toBe('KWD 1.500');
    expect(formatAmount({ currency: 'JPY', value: 1500 })).toBe('JPY 1500');
  });

  it('validates currencies and amounts', () => {
    expect(isSupportedCurrency('EUR')).toBe(true);
    expect(isSupportedCurrency('XXY')).toBe(false);
    expect(isSupportedCurrency('eur')).toBe(false);
    expect(isValidAmount({ currency: 'EUR', value: 100 })).toBe(true);
    expect(isValidAmount({ currency: 'EUR', value: 1.5 })).toBe(false);
    expect(isValidAmount({ currency: 'EUR', value: -1 })).toBe(false);
    expect(isValidAmount({ currency: 'EUR', value: '100' })).toBe(false);
    expect(isValidAmount(null)).toBe(false);
  });
});
