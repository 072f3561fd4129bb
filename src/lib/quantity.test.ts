import { describe, expect, it } from 'vitest';
import { allowedQuantities, clampQuantity, purchaseRules } from './quantity';

describe('quantity rules', () => {
  const rules = purchaseRules(5, 5, 40);
  it('honours minimum and steps', () => {
    expect(clampQuantity(1, rules)).toBe(5);
    expect(clampQuantity(9, rules)).toBe(5);
    expect(clampQuantity(12, rules)).toBe(10);
  });
  it('never exceeds the maximum', () => {
    expect(clampQuantity(1000, rules)).toBe(40);
    expect(clampQuantity(42, purchaseRules(1, 4, 42))).toBe(41);
  });
  it('defaults to 1 / 1 and lists the allowed quantities', () => {
    expect(purchaseRules()).toEqual({ min: 1, step: 1, max: 999 });
    expect(allowedQuantities(rules)).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(clampQuantity(Number.NaN, rules)).toBe(5);
  });
});
