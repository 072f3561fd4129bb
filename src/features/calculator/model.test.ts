import { describe, expect, it } from 'vitest';
import { BAGS_PER_UNIT, BOX_AREAS, OPEN_AREAS, consumption, isValidInput, priceFor, recommendedPackaging, unitPriceAt, type CalculatorInput } from './model';

const input = (patch: Partial<CalculatorInput>): CalculatorInput => ({ stable: 'open', count: 1, area: 5, bedding: 'straw-pellets', packaging: 'bag', ...patch });

describe('consumption model at the §9 boundaries', () => {
  it('1 horse on 5 m² (open stable), straw pellets of 15 kg: initial 60 kg + 13 × 6 kg = 138 kg = 10 bags', () => {
    expect(consumption(input({}), 15)).toEqual({ areaM2: 5, kgPerQuarter: 138, bagsPerQuarter: 10, bagsFollowingQuarter: 6, units: 10, bagsOrdered: 10 });
  });
  it('10 horses on 50 m²: 500 m² × 27.6 kg = 13 800 kg = 920 bags', () => {
    const c = consumption(input({ count: 10, area: 50 }), 15);
    expect(c).toMatchObject({ areaM2: 500, kgPerQuarter: 13800, bagsPerQuarter: 920, bagsFollowingQuarter: 520 });
  });
  it('1 box of 16 m² and 10 boxes of 96 m² (each box one horse)', () => {
    expect(consumption(input({ stable: 'box', count: 1, area: 16 }), 15)).toMatchObject({ areaM2: 16, kgPerQuarter: 441.6, bagsPerQuarter: 30 });
    expect(consumption(input({ stable: 'box', count: 10, area: 96 }), 15)).toMatchObject({ areaM2: 960, kgPerQuarter: 26496, bagsPerQuarter: 1767 });
  });
  it('each packaging: bag = 1, half pallet = 20, pallet = 65 bags, rounded up to whole units', () => {
    expect(BAGS_PER_UNIT).toEqual({ bag: 1, half_pallet: 20, pallet: 65 });
    expect(consumption(input({ packaging: 'bag' }), 15)).toMatchObject({ units: 10, bagsOrdered: 10 });
    expect(consumption(input({ packaging: 'half_pallet' }), 15)).toMatchObject({ units: 1, bagsOrdered: 20 });
    expect(consumption(input({ packaging: 'pallet' }), 15)).toMatchObject({ units: 1, bagsOrdered: 65 });
    // 3 horses on 20 m² (the browser test's case): 60 m² × 27.6 = 1656 kg = 111 bags = 6 half pallets
    expect(consumption(input({ count: 3, area: 20, packaging: 'half_pallet' }), 15)).toMatchObject({ bagsPerQuarter: 111, units: 6, bagsOrdered: 120 });
    expect(consumption(input({ count: 10, area: 50, packaging: 'pallet' }), 15)).toMatchObject({ units: 15, bagsOrdered: 975 });
  });
  it('per bedding type: miscanthus 10 + 13 × 1.4 kg/m², straw granulate 9 + 13 × 1.1 kg/m² (20 kg bags)', () => {
    expect(consumption(input({ bedding: 'miscanthus', area: 10 }), 20)).toMatchObject({ kgPerQuarter: 282, bagsPerQuarter: 15, bagsFollowingQuarter: 10 });
    expect(consumption(input({ bedding: 'straw-granulate', area: 10 }), 20)).toMatchObject({ kgPerQuarter: 233, bagsPerQuarter: 12, bagsFollowingQuarter: 8 });
  });
  it('refuses input outside §9: 0 or 11 horses, areas not offered for the stable type', () => {
    expect(isValidInput(input({ count: 0 }))).toBe(false);
    expect(isValidInput(input({ count: 11 }))).toBe(false);
    expect(isValidInput(input({ count: 2.5 }))).toBe(false);
    expect(isValidInput(input({ area: 16 }))).toBe(false);
    expect(isValidInput(input({ stable: 'box', area: 5 }))).toBe(false);
    expect(OPEN_AREAS).toEqual([5, 10, 15, 20, 25, 30, 40, 50]);
    expect(BOX_AREAS).toEqual([16, 32, 48, 64, 80, 96]);
    expect(() => consumption(input({ count: 11 }), 15)).toThrow(RangeError);
  });
});

describe('prices per quarter', () => {
  const bag = {
    unitPrice: 7.9,
    tiers: [
      { quantity: 9, unitPrice: 7.9 },
      { quantity: 19, unitPrice: 7.59 },
      { quantity: 20, unitPrice: 7.39 },
    ],
  };
  const half = { unitPrice: 144.9, tiers: [] };
  const pallet = { unitPrice: 435.9, tiers: [] };
  it('uses the tier price of the quantity (up to 9, up to 19, from 20)', () => {
    expect(unitPriceAt(bag, 1)).toBe(7.9);
    expect(unitPriceAt(bag, 9)).toBe(7.9);
    expect(unitPriceAt(bag, 10)).toBe(7.59);
    expect(unitPriceAt(bag, 20)).toBe(7.39);
    expect(unitPriceAt(bag, 920)).toBe(7.39);
    expect(priceFor(bag, 10)).toBe(75.9);
    expect(priceFor(half, 6)).toBe(869.4);
  });
  it('recommends the cheapest packaging for the quarter', () => {
    expect(recommendedPackaging(10, { bag, half_pallet: half, pallet })).toBe('bag');
    // 111 bags: 111 × 7.39 = 820.29 beats 6 half pallets (869.40); 120 bags: 886.80 against 869.40
    expect(recommendedPackaging(111, { bag, half_pallet: half, pallet })).toBe('bag');
    expect(recommendedPackaging(120, { bag, half_pallet: half, pallet })).toBe('half_pallet');
    expect(recommendedPackaging(920, { bag, half_pallet: half, pallet })).toBe('pallet');
    expect(recommendedPackaging(10, {})).toBeNull();
  });
});
