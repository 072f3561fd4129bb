import { cashRound, defaultRounding, mathRound, roundHalfUp, type CashRoundingConfig } from './money';

/**
 * Shopware's price calculation (QuantityPriceCalculator with Gross-/NetPriceCalculator) for
 * products and line items: stored EUR prices → CalculatedPrice in the context currency and tax state.
 */
export type TaxState = 'gross' | 'net' | 'tax-free';

export interface CalculatedTax {
  tax: number;
  taxRate: number;
  price: number;
  apiAlias: 'cart_tax_calculated';
}

export interface TaxRule {
  taxRate: number;
  percentage: number;
  name?: string;
  apiAlias: 'cart_tax_rule';
}

export interface ListPrice {
  price: number;
  /** Negative: unitPrice - listPrice (Shopware's sign). */
  discount: number;
  percentage: number;
  apiAlias: 'cart_list_price';
}

export interface ReferencePrice {
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
  price: number;
  /** Required by the Store API schema's CartPriceReference; always null/false here. */
  listPrice: null;
  regulationPrice: null;
  hasRange: false;
  apiAlias: 'cart_price_reference';
}

export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: CalculatedTax[];
  taxRules: TaxRule[];
  referencePrice: ReferencePrice | null;
  listPrice: ListPrice | null;
  regulationPrice: { price: number; apiAlias: 'cart_regulation_price' } | null;
  apiAlias: 'calculated_price';
}

export interface CalculatedCheapestPrice extends Omit<CalculatedPrice, 'apiAlias'> {
  hasRange: boolean;
  variantId: string | null;
  apiAlias: 'calculated_cheapest_price';
}

/** What the calculation needs to know about the caller's context. */
export interface PriceContext {
  taxState: TaxState;
  /** Currency factor relative to EUR (stored prices are EUR). */
  currencyFactor: number;
  /** Item rounding of the currency. */
  rounding: CashRoundingConfig;
}

/** A stored price in EUR (product.price_* or product_price tier). */
export interface StoredPrice {
  gross: number;
  net: number;
  listGross?: number | null;
  listNet?: number | null;
  regulationGross?: number | null;
  regulationNet?: number | null;
}

export interface TaxInfo {
  taxRate: number;
  name?: string;
}

export interface ReferenceUnitInfo {
  purchaseUnit: number | null | undefined;
  referenceUnit: number | null | undefined;
  /** Translated unit name (e.g. "Kilogramm"); no reference price without a unit. */
  unitName: string | null | undefined;
}

export function priceContext(taxState: TaxState, currency: { factor: number; decimal_precision: number }): PriceContext {
  return { taxState, currencyFactor: currency.factor, rounding: defaultRounding(currency.decimal_precision) };
}

/** The price value for the tax state, converted into the context currency (unrounded). */
function valueFor(gross: number, net: number, ctx: PriceContext): number {
  return (ctx.taxState === 'gross' ? gross : net) * ctx.currencyFactor;
}

function optionalValue(gross: number | null | undefined, net: number | null | undefined, ctx: PriceContext): number | null {
  const v = ctx.taxState === 'gross' ? gross : net;
  if (v === null || v === undefined || v === 0) return null;
  return v * ctx.currencyFactor;
}

export function taxRulesFor(tax: TaxInfo): TaxRule[] {
  return [{ taxRate: tax.taxRate, percentage: 100, ...(tax.name ? { name: tax.name } : {}), apiAlias: 'cart_tax_rule' }];
}

/** TaxCalculator::calculateTaxFromGrossPrice / calculateTaxFromNetPrice for 100 % rules (unrounded). */
function unitTax(unitPrice: number, taxRate: number, gross: boolean): number {
  return gross ? (unitPrice / ((100 + taxRate) / 100)) * (taxRate / 100) : unitPrice * (taxRate / 100);
}

function referencePrice(unitPrice: number, ref: ReferenceUnitInfo | undefined, ctx: PriceContext): ReferencePrice | null {
  if (!ref) return null;
  const { purchaseUnit, referenceUnit, unitName } = ref;
  if (!purchaseUnit || purchaseUnit <= 0 || !referenceUnit || referenceUnit <= 0 || !unitName || purchaseUnit === referenceUnit) return null;
  return {
    purchaseUnit,
    referenceUnit,
    unitName,
    price: mathRound((unitPrice / purchaseUnit) * referenceUnit, ctx.rounding),
    listPrice: null,
    regulationPrice: null,
    hasRange: false,
    apiAlias: 'cart_price_reference',
  };
}

export function listPriceOf(unitPrice: number, listPrice: number): ListPrice {
  return {
    price: listPrice,
    discount: roundHalfUp((listPrice - unitPrice) * -1, 6),
    percentage: roundHalfUp(100 - (unitPrice / listPrice) * 100, 2),
    apiAlias: 'cart_list_price',
  };
}

/**
 * A CalculatedPrice for `quantity` pieces of a stored EUR price:
 * - gross: gross unit price, taxes included (tax = price / (1 + rate) * rate)
 * - net: net unit price, taxes on top
 * - tax-free: net unit price, no taxes and no tax rules
 */
export function calculatePrice(price: StoredPrice, tax: TaxInfo, ctx: PriceContext, opts: { quantity?: number; reference?: ReferenceUnitInfo } = {}): CalculatedPrice {
  const quantity = opts.quantity ?? 1;
  const gross = ctx.taxState === 'gross';
  const round = (v: number) => (gross || ctx.rounding.roundForNet ? cashRound(v, ctx.rounding) : mathRound(v, ctx.rounding));
  const unitPrice = round(valueFor(price.gross, price.net, ctx));
  const totalPrice = round(unitPrice * quantity);

  let calculatedTaxes: CalculatedTax[] = [];
  let taxRules: TaxRule[] = [];
  if (ctx.taxState !== 'tax-free') {
    taxRules = taxRulesFor(tax);
    calculatedTaxes = [
      {
        tax: mathRound(unitTax(unitPrice, tax.taxRate, gross) * quantity, ctx.rounding),
        taxRate: tax.taxRate,
        price: mathRound(unitPrice * quantity, ctx.rounding),
        apiAlias: 'cart_tax_calculated',
      },
    ];
  }

  const listValue = optionalValue(price.listGross, price.listNet, ctx);
  const regulationValue = optionalValue(price.regulationGross, price.regulationNet, ctx);
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes,
    taxRules,
    referencePrice: referencePrice(unitPrice, opts.reference, ctx),
    listPrice: listValue !== null ? listPriceOf(unitPrice, round(listValue)) : null,
    regulationPrice:
      regulationValue !== null && roundHalfUp(regulationValue, 6) !== roundHalfUp(valueFor(price.gross, price.net, ctx), 6)
        ? { price: round(regulationValue), apiAlias: 'cart_regulation_price' }
        : null,
    apiAlias: 'calculated_price',
  };
}

/** A tier of Shopware's advanced prices (product_price rows). */
export interface StoredTierPrice extends StoredPrice {
  quantityStart: number;
  quantityEnd: number | null;
}

/**
 * calculatedPrices: one CalculatedPrice per tier, sorted by quantity, each for
 * quantity = quantityEnd ?? quantityStart (as ProductPriceCalculator::calculateAdvancePrices).
 */
export function calculateTierPrices(
  tiers: StoredTierPrice[],
  tax: TaxInfo,
  ctx: PriceContext,
  reference?: ReferenceUnitInfo,
  listPrice?: Pick<StoredPrice, 'listGross' | 'listNet'>,
): CalculatedPrice[] {
  return [...tiers]
    .sort((a, b) => a.quantityStart - b.quantityStart)
    .map((t) =>
      calculatePrice({ ...t, listGross: t.listGross ?? listPrice?.listGross, listNet: t.listNet ?? listPrice?.listNet }, tax, ctx, {
        quantity: t.quantityEnd ?? t.quantityStart,
        reference,
      }),
    );
}

/** The tier price that applies for a quantity (the highest quantityStart ≤ quantity). */
export function tierFor<T extends { quantityStart: number; quantityEnd: number | null }>(tiers: T[], quantity: number): T | undefined {
  return [...tiers].sort((a, b) => b.quantityStart - a.quantityStart).find((t) => t.quantityStart <= quantity);
}

export function toCheapestPrice(price: CalculatedPrice, hasRange: boolean, variantId: string | null = null): CalculatedCheapestPrice {
  const { apiAlias: _alias, ...rest } = price;
  return { ...rest, hasRange, variantId, apiAlias: 'calculated_cheapest_price' };
}

/** One purchasable candidate for the cheapest-price computation (a product or one of its variants). */
export interface CheapestCandidate {
  id: string;
  price: StoredPrice;
  tiers: StoredTierPrice[];
  tax: TaxInfo;
  reference?: ReferenceUnitInfo;
}

/**
 * calculatedCheapestPrice of a product: the lowest unit price over the candidates (the product
 * itself, or every available variant of a parent) and over their tier prices; hasRange when the
 * candidates or tiers differ in price. variantId names the candidate the price comes from when it
 * is a variant.
 */
export function calculateCheapestPrice(candidates: CheapestCandidate[], ctx: PriceContext, productId?: string): CalculatedCheapestPrice | null {
  let best: { price: CalculatedPrice; id: string } | null = null;
  const unitPrices = new Set<number>();
  for (const c of candidates) {
    const options: StoredPrice[] = c.tiers.length > 0 ? c.tiers : [c.price];
    for (const p of options) {
      const calc = calculatePrice({ ...p, listGross: p.listGross ?? c.price.listGross, listNet: p.listNet ?? c.price.listNet }, c.tax, ctx, {
        reference: c.reference,
      });
      unitPrices.add(calc.unitPrice);
      if (!best || calc.unitPrice < best.price.unitPrice) best = { price: calc, id: c.id };
    }
  }
  if (!best) return null;
  const hasRange = unitPrices.size > 1;
  return toCheapestPrice(best.price, hasRange, productId !== undefined && best.id !== productId ? best.id : null);
}

/** The from–to range of unit prices over calculated prices (listing cards). */
export function priceRange(prices: CalculatedPrice[]): { from: number; to: number } | null {
  if (prices.length === 0) return null;
  const units = prices.map((p) => p.unitPrice);
  return { from: Math.min(...units), to: Math.max(...units) };
}

/** The sum of taxes per rate over several calculated prices (cart totals). */
export function sumTaxes(prices: Array<Pick<CalculatedPrice, 'calculatedTaxes'>>, rounding: CashRoundingConfig): CalculatedTax[] {
  const byRate = new Map<number, { tax: number; price: number }>();
  for (const p of prices) {
    for (const t of p.calculatedTaxes) {
      const cur = byRate.get(t.taxRate) ?? { tax: 0, price: 0 };
      cur.tax += t.tax;
      cur.price += t.price;
      byRate.set(t.taxRate, cur);
    }
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([taxRate, v]) => ({ tax: mathRound(v.tax, rounding), taxRate, price: mathRound(v.price, rounding), apiAlias: 'cart_tax_calculated' }));
}
