import { tierRows, unitPriceFor } from '../../lib/tiers';

/**
 * The bedding calculator's consumption model and constants (spec §3, §4, §9).
 *
 * Quantity per quarter (13 weeks, the recommended order cycle) for the bedded area
 *   area = horses (or boxes; each box is one horse) × area per horse (or per box)
 *   kg   = area × (initial bed per m² + 13 × weekly top-up per m²)
 *   bags = ceil(kg / kg per bag of the chosen product)
 *   units of the chosen packaging = ceil(bags / bags per unit)  (bag 1, half pallet 20, pallet 65)
 *
 * The quarter includes laying the initial bed once (the first order); from the second quarter only
 * the weekly top-up is needed, which the result also shows.
 *
 * Rates per bedding type (kg per m²), assumptions from manufacturers' usage guides and our
 * customers' yards (a 3 × 4 m box = 12 m²):
 * - straw pellets: initial bed 12 kg/m² (10–12 bags of 15 kg for a 12 m² box, watered to a
 *   10–12 cm mattress); top-up 1.2 kg/m² a week (about one 15 kg bag per box and week).
 * - miscanthus: initial bed 10 kg/m² (6 bags of 20 kg per 12 m² box for a 12–15 cm bed); top-up
 *   1.4 kg/m² a week (the chips are lighter and are picked out with the droppings more often).
 * - straw granulate: initial bed 9 kg/m² (5–6 bags of 20 kg per 12 m² box, no watering); top-up
 *   1.1 kg/m² a week.
 * Open stables use the same rates for the lying area they bed: the area per horse is what is
 * bedded, not the whole run.
 */
export const BEDDINGS = ['miscanthus', 'straw-pellets', 'straw-granulate'] as const;
export type BeddingType = (typeof BEDDINGS)[number];

export const STABLE_TYPES = ['open', 'box'] as const;
export type StableType = (typeof STABLE_TYPES)[number];

/** 1 to 10 horses (open stable) or boxes (box stable). */
export const MIN_COUNT = 1;
export const MAX_COUNT = 10;
export const OPEN_AREAS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
export const BOX_AREAS = [16, 32, 48, 64, 80, 96] as const;
export const areasFor = (stable: StableType): readonly number[] => (stable === 'open' ? OPEN_AREAS : BOX_AREAS);

export const PACKAGINGS = ['bag', 'half_pallet', 'pallet'] as const;
export type Packaging = (typeof PACKAGINGS)[number];
export const BAGS_PER_UNIT: Record<Packaging, number> = { bag: 1, half_pallet: 20, pallet: 65 };

export const WEEKS_PER_QUARTER = 13;

export interface Rates {
  /** kg per m² to lay the bed once. */
  initialKgPerM2: number;
  /** kg per m² and week to top it up. */
  weeklyKgPerM2: number;
}

export const RATES: Record<BeddingType, Rates> = {
  'straw-pellets': { initialKgPerM2: 12, weeklyKgPerM2: 1.2 },
  miscanthus: { initialKgPerM2: 10, weeklyKgPerM2: 1.4 },
  'straw-granulate': { initialKgPerM2: 9, weeklyKgPerM2: 1.1 },
};

export interface CalculatorInput {
  stable: StableType;
  count: number;
  area: number;
  bedding: BeddingType;
  packaging: Packaging;
}

export interface Consumption {
  areaM2: number;
  /** kg in the first quarter (initial bed + 13 weeks of top-up). */
  kgPerQuarter: number;
  bagsPerQuarter: number;
  /** Bags in every following quarter (top-up only). */
  bagsFollowingQuarter: number;
  /** Units of the chosen packaging for the quarter and the bags they hold. */
  units: number;
  bagsOrdered: number;
}

/** Whether the input is within §9's limits. */
export function isValidInput(input: CalculatorInput): boolean {
  return (
    Number.isInteger(input.count) &&
    input.count >= MIN_COUNT &&
    input.count <= MAX_COUNT &&
    areasFor(input.stable).includes(input.area) &&
    BEDDINGS.includes(input.bedding) &&
    PACKAGINGS.includes(input.packaging)
  );
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The quantity per quarter; `kgPerBag` is the chosen product's bag content. */
export function consumption(input: CalculatorInput, kgPerBag: number): Consumption {
  if (!isValidInput(input)) throw new RangeError('Calculator input outside the limits of spec §9');
  const rates = RATES[input.bedding];
  const areaM2 = input.count * input.area;
  const kgPerQuarter = round(areaM2 * (rates.initialKgPerM2 + WEEKS_PER_QUARTER * rates.weeklyKgPerM2));
  const bagsPerQuarter = Math.ceil(kgPerQuarter / kgPerBag - 1e-9);
  const bagsFollowingQuarter = Math.ceil(round(areaM2 * WEEKS_PER_QUARTER * rates.weeklyKgPerM2) / kgPerBag - 1e-9);
  const perUnit = BAGS_PER_UNIT[input.packaging];
  const units = Math.ceil(bagsPerQuarter / perUnit);
  return { areaM2, kgPerQuarter, bagsPerQuarter, bagsFollowingQuarter, units, bagsOrdered: units * perUnit };
}

/** Price of one packaging variant: its unit price and tier prices (quantity = upper bound, last = from). */
export interface VariantPrice {
  unitPrice: number;
  tiers: ReadonlyArray<{ quantity: number; unitPrice: number }>;
}

/** The unit price for a quantity with Shopware's tier semantics (last tier 'from', others 'up to'). */
export function unitPriceAt(price: VariantPrice, quantity: number): number {
  return unitPriceFor(tierRows(price.tiers), quantity, price.unitPrice);
}

/** Price of `units` of a packaging, rounded to cents. */
export const priceFor = (price: VariantPrice, units: number): number => Math.round(unitPriceAt(price, units) * units * 100) / 100;

/**
 * The packaging that covers the quarter's bags for the lowest price (on a tie the larger unit:
 * fewer deliveries). Packagings without a price are skipped.
 */
export function recommendedPackaging(bags: number, prices: Partial<Record<Packaging, VariantPrice>>): Packaging | null {
  let best: { packaging: Packaging; total: number } | null = null;
  for (const packaging of PACKAGINGS) {
    const price = prices[packaging];
    if (!price) continue;
    const total = priceFor(price, Math.ceil(bags / BAGS_PER_UNIT[packaging]));
    if (!best || total <= best.total) best = { packaging, total };
  }
  return best?.packaging ?? null;
}
