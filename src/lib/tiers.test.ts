import { describe, expect, it } from 'vitest';
import { tierRows, unitPriceFor } from './tiers';

const prices = [
  { quantity: 9, unitPrice: 12.9 },
  { quantity: 19, unitPrice: 11.9 },
  { quantity: 20, unitPrice: 10.9 },
];

describe('tierRows', () => {
  it("labels the last tier 'from' and the others 'up to'", () => {
    expect(tierRows(prices).map((r) => `${r.label} ${r.quantity}`)).toEqual(['upTo 9', 'upTo 19', 'from 20']);
  });
  it('shows no table for a single price', () => {
    expect(tierRows([{ quantity: 1, unitPrice: 5 }])).toEqual([]);
  });
  it('finds the unit price for a quantity', () => {
    const rows = tierRows(prices);
    expect(unitPriceFor(rows, 1, 0)).toBe(12.9);
    expect(unitPriceFor(rows, 10, 0)).toBe(11.9);
    expect(unitPriceFor(rows, 65, 0)).toBe(10.9);
  });
});
