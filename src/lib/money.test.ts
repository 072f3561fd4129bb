import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatLength, formatPrice, formatQuantity, netTotal } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euros per locale', () => {
    expect(nbsp(formatPrice(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(formatPrice(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(nbsp(formatPrice(9.9, 'EUR', 'fr-FR'))).toBe('9,90 €');
  });
  it('uses the currency of the context', () => {
    expect(nbsp(formatPrice(12, 'CHF', 'de-DE'))).toContain('CHF');
    expect(formatPrice(12, 'GBP', 'en-GB')).toBe('£12.00');
  });
  it('formats Arabic prices without losing the amount', () => {
    expect(formatPrice(12.5, 'AED', 'ar-AE')).toMatch(/12[.,٫]50|١٢٫٥٠/);
  });
});

describe('formatQuantity and formatLength', () => {
  it('uses Intl units where known', () => {
    expect(nbsp(formatQuantity(20, 'kg', 'de-DE'))).toBe('20 kg');
    expect(nbsp(formatQuantity(3, 'Sack', 'de-DE'))).toBe('3 Sack');
  });
  it('picks cm or m for millimetres', () => {
    expect(nbsp(formatLength(1200, 'de-DE'))).toBe('1,2 m');
    expect(nbsp(formatLength(450, 'en-GB'))).toBe('45 cm');
  });
});

describe('netTotal', () => {
  it('is the gross total less the VAT of every rate, to the cent', () => {
    expect(netTotal(48.08, [{ tax: 6.63 }, { tax: 0.52 }])).toBe(40.93);
    expect(netTotal(10, [])).toBe(10);
  });
});

describe('formatDate', () => {
  const Real = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it("writes a date in the reader's style, and nothing for an unreadable one", () => {
    expect(formatDate('2026-11-28T10:00:00Z', 'de-DE')).toBe('28.11.2026');
    expect(formatDate('2026-11-28T10:00:00Z', 'en-GB')).toBe('28 Nov 2026');
    expect(formatDate('not a date', 'de-DE')).toBe('');
  });

  it('builds one formatter per locale, not one per date (a review list formats a date per review)', () => {
    const built: unknown[] = [];
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built.push(args[0]);
      }
    } as typeof Real;
    const dates = Array.from({ length: 20 }, (_, i) => `2026-0${1 + (i % 9)}-1${i % 10}T08:00:00Z`);
    const first = dates.map((d) => formatDate(d, 'fr-FR'));
    const again = dates.map((d) => formatDate(d, 'fr-FR'));
    expect(again).toEqual(first);
    expect(first[0]).toBe('10 janv. 2026');
    expect(built.filter((locale) => locale === 'fr-FR').length).toBeLessThanOrEqual(1);
  });
});
