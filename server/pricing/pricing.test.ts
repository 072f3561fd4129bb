import { describe, expect, it } from 'vitest';
import {
  calculateCheapestPrice,
  calculatePrice,
  calculateTierPrices,
  cashRound,
  defaultRounding,
  fromMinorUnits,
  priceContext,
  priceRange,
  roundHalfUp,
  sumTaxes,
  tierFor,
  toMinorUnits,
} from './index';

const EUR = { factor: 1, decimal_precision: 2 };
const CHF = { factor: 0.94, decimal_precision: 2 };
const VAT = { taxRate: 19, name: '19 %' };
const REDUCED = { taxRate: 7 };
// 11.90 gross ↔ 10.00 net at 19 %
const pellets = { gross: 11.9, net: 10, listGross: 14.28, listNet: 12 };

describe('money', () => {
  it('rounds half away from zero without float artefacts', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(1.004999, 2)).toBe(1);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(-0.001, 2)).toBe(0);
    expect(Object.is(roundHalfUp(-0.001, 2), -0)).toBe(false);
  });

  it('cash-rounds to an interval', () => {
    expect(cashRound(1.234, defaultRounding(2))).toBe(1.23);
    expect(cashRound(1.03, { decimals: 2, interval: 0.05, roundForNet: true })).toBe(1.05);
    expect(cashRound(1.02, { decimals: 2, interval: 0.05, roundForNet: true })).toBe(1);
    expect(cashRound(1.2345, defaultRounding(3))).toBe(1.235);
  });

  it('converts minor units', () => {
    expect(toMinorUnits(12.34)).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(5, 0)).toBe(5);
    expect(toMinorUnits(1.2345, 3)).toBe(1235);
    expect(fromMinorUnits(1999)).toBe(19.99);
  });
});

describe('calculatePrice', () => {
  it('gross: gross unit price with included tax', () => {
    const p = calculatePrice(pellets, VAT, priceContext('gross', EUR));
    expect(p).toEqual({
      unitPrice: 11.9,
      quantity: 1,
      totalPrice: 11.9,
      calculatedTaxes: [{ tax: 1.9, taxRate: 19, price: 11.9, apiAlias: 'cart_tax_calculated' }],
      taxRules: [{ taxRate: 19, percentage: 100, name: '19 %', apiAlias: 'cart_tax_rule' }],
      referencePrice: null,
      listPrice: { price: 14.28, discount: -2.38, percentage: 16.67, apiAlias: 'cart_list_price' },
      regulationPrice: null,
      apiAlias: 'calculated_price',
    });
  });

  it('gross with a quantity rounds the total tax once', () => {
    const p = calculatePrice({ gross: 9.99, net: 8.39 }, VAT, priceContext('gross', EUR), { quantity: 3 });
    expect(p.totalPrice).toBe(29.97);
    // 9.99 / 1.19 * 0.19 = 1.59504… per piece → 4.79 for three
    expect(p.calculatedTaxes[0]).toMatchObject({ tax: 4.79, price: 29.97 });
  });

  it('net: net unit price, tax on top', () => {
    const p = calculatePrice(pellets, VAT, priceContext('net', EUR), { quantity: 2 });
    expect(p.unitPrice).toBe(10);
    expect(p.totalPrice).toBe(20);
    expect(p.calculatedTaxes).toEqual([{ tax: 3.8, taxRate: 19, price: 20, apiAlias: 'cart_tax_calculated' }]);
    expect(p.listPrice).toEqual({ price: 12, discount: -2, percentage: 16.67, apiAlias: 'cart_list_price' });
  });

  it('tax-free: net price, no taxes and no tax rules', () => {
    const p = calculatePrice(pellets, REDUCED, priceContext('tax-free', EUR));
    expect(p.unitPrice).toBe(10);
    expect(p.calculatedTaxes).toEqual([]);
    expect(p.taxRules).toEqual([]);
  });

  it('converts with the currency factor and rounds to its precision', () => {
    const p = calculatePrice(pellets, VAT, priceContext('gross', CHF));
    expect(p.unitPrice).toBe(11.19); // 11.9 * 0.94 = 11.186
    expect(p.listPrice?.price).toBe(13.42); // 14.28 * 0.94 = 13.4232
    expect(p.calculatedTaxes[0].tax).toBe(1.79); // 11.19 / 1.19 * 0.19 = 1.7866…
    const jpy = calculatePrice(pellets, VAT, priceContext('gross', { factor: 160.5, decimal_precision: 0 }));
    expect(jpy.unitPrice).toBe(1910); // 1909.95
  });

  it('computes the reference price per reference unit, only when purchase ≠ reference', () => {
    const p = calculatePrice(pellets, VAT, priceContext('gross', EUR), {
      reference: { purchaseUnit: 20, referenceUnit: 1, unitName: 'Kilogramm' },
    });
    expect(p.referencePrice).toEqual({
      purchaseUnit: 20,
      referenceUnit: 1,
      unitName: 'Kilogramm',
      price: 0.6, // 11.90 / 20 = 0.595
      listPrice: null,
      regulationPrice: null,
      hasRange: false,
      apiAlias: 'cart_price_reference',
    });
    expect(calculatePrice(pellets, VAT, priceContext('gross', EUR), { reference: { purchaseUnit: 1, referenceUnit: 1, unitName: 'kg' } }).referencePrice).toBeNull();
    expect(calculatePrice(pellets, VAT, priceContext('gross', EUR), { reference: { purchaseUnit: 20, referenceUnit: 1, unitName: null } }).referencePrice).toBeNull();
  });

  it('has no list price without one', () => {
    expect(calculatePrice({ gross: 5, net: 4.2 }, VAT, priceContext('gross', EUR)).listPrice).toBeNull();
  });
});

describe('tier prices', () => {
  const tiers = [
    { quantityStart: 10, quantityEnd: 49, gross: 10.71, net: 9 },
    { quantityStart: 1, quantityEnd: 9, gross: 11.9, net: 10 },
    { quantityStart: 50, quantityEnd: null, gross: 9.52, net: 8 },
  ];

  it('calculates one price per tier for quantityEnd ?? quantityStart, sorted', () => {
    const prices = calculateTierPrices(tiers, VAT, priceContext('gross', EUR));
    expect(prices.map((p) => [p.quantity, p.unitPrice, p.totalPrice])).toEqual([
      [9, 11.9, 107.1],
      [49, 10.71, 524.79],
      [50, 9.52, 476],
    ]);
    expect(priceRange(prices)).toEqual({ from: 9.52, to: 11.9 });
    expect(calculateTierPrices(tiers, VAT, priceContext('net', EUR)).map((p) => p.unitPrice)).toEqual([10, 9, 8]);
  });

  it('finds the tier for a quantity', () => {
    expect(tierFor(tiers, 1)?.quantityStart).toBe(1);
    expect(tierFor(tiers, 10)?.quantityStart).toBe(10);
    expect(tierFor(tiers, 500)?.quantityStart).toBe(50);
    expect(tierFor(tiers, 0)).toBeUndefined();
  });
});

describe('cheapest price', () => {
  it('is the product price without range when nothing varies', () => {
    const c = calculateCheapestPrice([{ id: 'p', price: pellets, tiers: [], tax: VAT }], priceContext('gross', EUR), 'p');
    expect(c).toMatchObject({ unitPrice: 11.9, hasRange: false, variantId: null, apiAlias: 'calculated_cheapest_price' });
  });

  it('takes the cheapest variant and flags a range', () => {
    const c = calculateCheapestPrice(
      [
        { id: 'v1', price: { gross: 11.9, net: 10 }, tiers: [], tax: VAT },
        { id: 'v2', price: { gross: 190.4, net: 160 }, tiers: [], tax: VAT },
        { id: 'v3', price: { gross: 595, net: 500 }, tiers: [{ quantityStart: 1, quantityEnd: null, gross: 583.1, net: 490 }], tax: VAT },
      ],
      priceContext('net', EUR),
      'parent',
    );
    expect(c).toMatchObject({ unitPrice: 10, hasRange: true, variantId: 'v1' });
  });

  it('counts tiers as a range', () => {
    const c = calculateCheapestPrice(
      [
        {
          id: 'p',
          price: pellets,
          tiers: [
            { quantityStart: 1, quantityEnd: 9, gross: 11.9, net: 10 },
            { quantityStart: 10, quantityEnd: null, gross: 10.71, net: 9 },
          ],
          tax: VAT,
        },
      ],
      priceContext('gross', EUR),
      'p',
    );
    expect(c).toMatchObject({ unitPrice: 10.71, hasRange: true, variantId: null });
  });

  it('is null without candidates', () => {
    expect(calculateCheapestPrice([], priceContext('gross', EUR))).toBeNull();
  });
});

describe('sumTaxes', () => {
  it('sums per rate', () => {
    const ctx = priceContext('gross', EUR);
    const a = calculatePrice({ gross: 11.9, net: 10 }, VAT, ctx, { quantity: 2 });
    const b = calculatePrice({ gross: 10.7, net: 10 }, REDUCED, ctx);
    const c = calculatePrice({ gross: 5.95, net: 5 }, VAT, ctx);
    expect(sumTaxes([a, b, c], ctx.rounding)).toEqual([
      { tax: 0.7, taxRate: 7, price: 10.7, apiAlias: 'cart_tax_calculated' },
      { tax: 4.75, taxRate: 19, price: 29.75, apiAlias: 'cart_tax_calculated' },
    ]);
  });
});
