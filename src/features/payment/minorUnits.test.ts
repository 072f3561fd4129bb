import { describe, expect, it } from 'vitest';
import { fromMinorUnits, minorUnitDivisor, paymentAmount, toMinorUnits } from './minorUnits';

describe('minor units (spec §9)', () => {
  it('uses 100 for two-decimal currencies such as EUR', () => {
    expect(minorUnitDivisor('EUR')).toBe(100);
    expect(toMinorUnits(12.34, 'EUR')).toBe(1234);
    expect(fromMinorUnits(1234, 'EUR')).toBe(12.34);
  });

  it('uses 1 for zero-decimal currencies such as JPY', () => {
    expect(minorUnitDivisor('JPY')).toBe(1);
    expect(toMinorUnits(1500, 'jpy')).toBe(1500);
  });

  it('uses 1000 for three-decimal currencies such as KWD', () => {
    expect(minorUnitDivisor('KWD')).toBe(1000);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
  });

  it('rounds binary fractions the way a cashier would', () => {
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(19.99 * 3, 'EUR')).toBe(5997);
    expect(toMinorUnits(-2.5, 'EUR')).toBe(-250);
    expect(toMinorUnits(0, 'EUR')).toBe(0);
  });

  it('builds the SDK amount with an upper-case currency', () => {
    expect(paymentAmount(249.9, 'eur')).toEqual({ value: 24990, currency: 'EUR' });
  });
});
