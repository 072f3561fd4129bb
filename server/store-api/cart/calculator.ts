import {
  calculatePrice,
  cashRound,
  mathRound,
  roundHalfUp,
  sumTaxes,
  tierFor,
  type CalculatedPrice,
  type CalculatedTax,
  type CashRoundingConfig,
  type PriceContext,
  type TaxRule,
} from '../../pricing';
import {
  autoPromotionNotFound,
  minOrderQuantity,
  paymentMethodBlocked,
  paymentMethodChanged,
  productNotFound,
  productOutOfStock,
  productStockReached,
  promotionDiscountAdded,
  promotionDiscountDeleted,
  promotionExcluded,
  promotionNotEligible,
  promotionNotFound,
  promotionsOnCartPriceZero,
  purchaseSteps,
  shippingMethodBlocked,
  shippingMethodChanged,
  type CartError,
} from './cartErrors';
import type { CartProduct } from './products';
import { promotionLineItemId, type PromotionDef, type PromotionOutcome, type PromotionState } from './promotions';
import { quoteShipping, type ShippingQuote, type ShippingRules } from './shipping';

/**
 * The cart calculation: a pure function from what the customer chose (stored line items, codes)
 * and the shop's data (products, promotions, methods) to the calculated cart, the quantity
 * adjustments it made and the messages (cart errors) that explain them. Nothing here reads the
 * database, so every rule is unit-testable.
 */

/** What is stored of a line item (prices are never stored; they are always recalculated). */
export interface StoredLineItem {
  id: string;
  type: 'product';
  referencedId: string;
  quantity: number;
  position: number;
}

export interface ShippingMethodDef {
  id: string;
  technicalName: string;
  name: string;
  position: number;
  rules: ShippingRules;
  deliveryTime: { min: number; max: number; unit: string } | null;
}

export interface PaymentMethodDef {
  id: string;
  technicalName: string;
  name: string;
  position: number;
  handler: string;
}

export interface CartCustomer {
  id: string;
  guest: boolean;
}

export interface CalcInput {
  items: StoredLineItem[];
  products: Map<string, CartProduct>;
  /** Stored codes in the order they were entered, including the ones added by this request. */
  codes: string[];
  /** Codes added by this request (reported as not found / not eligible right away). */
  newCodes?: string[];
  /** The promotion behind each code (key: code as entered), null when no valid promotion has it. */
  codePromotions: Map<string, PromotionDef | null>;
  automaticPromotions: PromotionDef[];
  promotionState: PromotionState;
  price: PriceContext;
  totalRounding: CashRoundingConfig;
  /** Tax rate for shipping costs when the cart has no taxed goods. */
  defaultTaxRate: number;
  shippingMethods: ShippingMethodDef[];
  shippingMethodId: string;
  paymentMethods: PaymentMethodDef[];
  paymentMethodId: string;
  customer: CartCustomer | null;
  /** Whether the product belongs to the category (or one of its subcategories). */
  inCategory: (product: CartProduct, categoryId: string) => boolean;
  /** Highest quantity of one line item when the product sets no max purchase. */
  maxQuantity: number;
  now: Date;
}

export interface QuantityInformation {
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
}

export interface CalculatedLineItem {
  id: string;
  type: 'product' | 'promotion';
  referencedId: string;
  label: string;
  quantity: number;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  states: Array<'is-physical' | 'is-download'>;
  price: CalculatedPrice;
  product?: CartProduct;
  quantityInformation?: QuantityInformation;
  promotion?: PromotionDef;
  /** For promotions: the discount scope ('cart' goods or 'delivery'). */
  discountScope?: 'cart' | 'delivery';
}

export interface CalculatedDelivery {
  method: ShippingMethodDef;
  quote: ShippingQuote;
  costs: CalculatedPrice;
  earliest: string;
  latest: string;
  positions: Array<{ identifier: string; quantity: number; price: CalculatedPrice }>;
}

export interface CartPrice {
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  rawTotal: number;
  taxStatus: 'gross' | 'net' | 'tax-free';
  calculatedTaxes: CalculatedTax[];
  taxRules: Array<{ taxRate: number; percentage: number; apiAlias: 'cart_tax_rule' }>;
  apiAlias: 'cart_price';
}

export interface CalcResult {
  /** Stored line items after the adjustments (quantities changed, unavailable items removed). */
  items: StoredLineItem[];
  itemsChanged: boolean;
  lineItems: CalculatedLineItem[];
  delivery: CalculatedDelivery | null;
  price: CartPrice;
  /** Messages caused by this calculation (reported once). */
  errors: CartError[];
  /** Conditions that hold as long as the cart stays as it is (reported on every calculation). */
  stateErrors: CartError[];
  codes: string[];
  promotionState: PromotionState;
  shippingMethodId: string;
  paymentMethodId: string;
  virtual: boolean;
}

/** Invoice is offered to registered customers up to this order value (EUR). */
export const INVOICE_LIMIT_EUR = 5000;

/** Why a payment method cannot pay this cart, or null. */
export function paymentBlockReason(method: PaymentMethodDef, customer: CartCustomer | null, totalEur: number): string | null {
  if (method.handler === 'invoice') {
    if (customer?.guest) return 'invoice is only available to registered customers';
    if (totalEur > INVOICE_LIMIT_EUR) return `invoice is only available up to ${INVOICE_LIMIT_EUR} EUR`;
  }
  return null;
}

/** Shopware's QuantityInformation: max purchase is the product's (or the shop's) limit, for closeouts at most the stock. */
export function quantityInformation(p: CartProduct, maxQuantity: number): QuantityInformation {
  let max = p.maxPurchase ?? maxQuantity;
  if (p.isCloseout) max = Math.min(max, Math.max(0, p.stock));
  return { minPurchase: p.minPurchase, maxPurchase: max, purchaseSteps: p.purchaseSteps };
}

const fixQuantity = (min: number, current: number, steps: number): number => Math.floor((current - min) / steps) * steps + min;

/**
 * ProductCartProcessor::validateStock: the quantity is fitted to what can be bought and every
 * change is reported. Returns the new quantity (0: remove) and the error, if any.
 */
export function validateQuantity(p: CartProduct, label: string, quantity: number, maxQuantity: number): { quantity: number; error: CartError | null } {
  const info = quantityInformation(p, maxQuantity);
  const { minPurchase, maxPurchase: available, purchaseSteps: steps } = info;
  if (available < minPurchase) return { quantity: 0, error: productOutOfStock(p.id, label) };
  if (available < quantity) {
    const fixed = fixQuantity(minPurchase, available, steps);
    return { quantity: fixed, error: productStockReached(p.id, label, fixed) };
  }
  if (quantity < minPurchase) return { quantity: minPurchase, error: minOrderQuantity(p.id, label, minPurchase) };
  const fixed = fixQuantity(minPurchase, quantity, steps);
  if (fixed !== quantity) return { quantity: fixed, error: purchaseSteps(p.id, label, fixed) };
  return { quantity, error: null };
}

/** The unit price of a product for a quantity: the matching tier, else the product price (EUR). */
export function productLinePrice(p: CartProduct, quantity: number, ctx: PriceContext): CalculatedPrice {
  const tier = tierFor(p.tiers, quantity);
  const stored = tier ? { gross: tier.gross, net: tier.net, listGross: p.price.listGross, listNet: p.price.listNet } : p.price;
  return calculatePrice(stored, { taxRate: p.taxRate, name: p.taxName }, ctx, {
    quantity,
    reference: { purchaseUnit: p.purchaseUnit, referenceUnit: p.referenceUnit, unitName: p.unitName },
  });
}

interface RateShare {
  taxRate: number;
  amount: number;
}

/** Amounts per tax rate of calculated prices (the price of each calculated tax). */
function sharesOf(prices: CalculatedPrice[]): RateShare[] {
  const map = new Map<number, number>();
  for (const p of prices) {
    if (p.calculatedTaxes.length === 0 && p.taxRules.length === 0) continue;
    for (const t of p.calculatedTaxes) map.set(t.taxRate, (map.get(t.taxRate) ?? 0) + t.price);
  }
  return [...map.entries()].filter(([, a]) => a !== 0).map(([taxRate, amount]) => ({ taxRate, amount }));
}

/**
 * A price spread over tax rates by the given shares (Shopware's PercentageTaxRuleBuilder):
 * used for discounts (shares of the discounted goods) and shipping (shares of all goods).
 */
export function proportionalPrice(value: number, shares: RateShare[], ctx: PriceContext): CalculatedPrice {
  const total = roundHalfUp(value, ctx.rounding.decimals);
  const base = shares.reduce((s, r) => s + r.amount, 0);
  let calculatedTaxes: CalculatedTax[] = [];
  let taxRules: TaxRule[] = [];
  if (ctx.taxState !== 'tax-free' && base !== 0) {
    const gross = ctx.taxState === 'gross';
    taxRules = shares.map((s) => ({ taxRate: s.taxRate, percentage: roundHalfUp((s.amount / base) * 100, 4), apiAlias: 'cart_tax_rule' }));
    calculatedTaxes = shares.map((s) => {
      const part = (total * s.amount) / base;
      const tax = gross ? (part / (100 + s.taxRate)) * s.taxRate : (part * s.taxRate) / 100;
      return { tax: mathRound(tax, ctx.rounding), taxRate: s.taxRate, price: mathRound(part, ctx.rounding), apiAlias: 'cart_tax_calculated' };
    });
  }
  return {
    unitPrice: total,
    quantity: 1,
    totalPrice: total,
    calculatedTaxes,
    taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** Shipping costs (EUR gross rule price) in the context's currency and tax state. */
export function shippingPrice(grossEur: number, shares: RateShare[], defaultTaxRate: number, ctx: PriceContext): CalculatedPrice {
  const rates = shares.length > 0 ? shares : [{ taxRate: defaultTaxRate, amount: 1 }];
  const base = rates.reduce((s, r) => s + r.amount, 0);
  // Rule prices are gross; the net value removes each rate's VAT from its share.
  const netEur = rates.reduce((s, r) => s + (grossEur * (r.amount / base)) / (1 + r.taxRate / 100), 0);
  const display = (ctx.taxState === 'gross' ? grossEur : netEur) * ctx.currencyFactor;
  const value = grossEur === 0 ? 0 : cashRound(display, ctx.rounding);
  return proportionalPrice(value, rates, ctx);
}

function addUnit(date: Date, amount: number, unit: string): Date {
  const d = new Date(date.getTime());
  const days = unit === 'week' ? amount * 7 : unit === 'month' ? amount * 30 : unit === 'year' ? amount * 365 : unit === 'hour' ? amount / 24 : amount;
  d.setTime(d.getTime() + days * 86400000);
  return d;
}

/** A product line item: it always carries its product and quantity rules (promotions carry neither). */
export interface GoodsLineItem extends CalculatedLineItem {
  type: 'product';
  product: CartProduct;
  quantityInformation: QuantityInformation;
}

/** Amounts in the context's currency back in EUR, the currency of minimum values and shipping rules. */
function toEur(value: number, ctx: PriceContext): number {
  return ctx.currencyFactor > 0 ? value / ctx.currencyFactor : value;
}

function sumTotals(lines: CalculatedLineItem[]): number {
  return lines.reduce((s, l) => s + l.price.totalPrice, 0);
}

interface ProductStep {
  items: StoredLineItem[];
  itemsChanged: boolean;
  goods: GoodsLineItem[];
  errors: CartError[];
}

/** Step 1: products — existence, availability, quantity rules, price (tier by quantity). */
export function calculateProductLines(input: CalcInput): ProductStep {
  const step: ProductStep = { items: [], itemsChanged: false, goods: [], errors: [] };
  for (const stored of [...input.items].sort((a, b) => a.position - b.position)) {
    const product = input.products.get(stored.referencedId);
    // A variant parent is a container, not a buyable product: Shopware drops it without an error.
    if (product?.hasVariants) {
      step.itemsChanged = true;
      continue;
    }
    if (!product || !product.active) {
      step.errors.push(productNotFound(stored.referencedId));
      step.itemsChanged = true;
      continue;
    }
    const { quantity, error } = validateQuantity(product, product.name, stored.quantity, input.maxQuantity);
    if (error) step.errors.push(error);
    if (quantity <= 0) {
      step.itemsChanged = true;
      continue;
    }
    if (quantity !== stored.quantity) step.itemsChanged = true;
    step.items.push({ ...stored, quantity });
    step.goods.push({
      id: stored.id,
      type: 'product',
      referencedId: product.id,
      label: product.name,
      quantity,
      good: true,
      removable: true,
      stackable: true,
      states: [product.isDownload ? 'is-download' : 'is-physical'],
      price: productLinePrice(product, quantity, input.price),
      product,
      quantityInformation: quantityInformation(product, input.maxQuantity),
    });
  }
  return step;
}

interface PromotionCandidate {
  promotion: PromotionDef;
  order: number;
}

/**
 * The promotions to consider: entered codes first (in the order entered, one per promotion), then
 * automatic promotions. The order decides between promotions of the same priority.
 */
function collectPromotionCandidates(input: CalcInput): { codes: string[]; candidates: PromotionCandidate[]; errors: CartError[] } {
  const codes: string[] = [];
  const candidates: PromotionCandidate[] = [];
  const errors: CartError[] = [];
  const seen = new Set<string>();
  input.codes.forEach((code, i) => {
    const promotion = input.codePromotions.get(code) ?? null;
    if (!promotion) {
      // Unknown, expired or used up: the code is dropped and said so.
      errors.push(promotionNotFound(code));
      return;
    }
    if (seen.has(promotion.id)) return;
    seen.add(promotion.id);
    codes.push(promotion.code ?? code);
    candidates.push({ promotion, order: i });
  });
  for (const promotion of input.automaticPromotions) {
    if (seen.has(promotion.id)) continue;
    seen.add(promotion.id);
    candidates.push({ promotion, order: 1000 + candidates.length });
  }
  return { codes, candidates, errors };
}

/** The goods a promotion discounts: all of them, or those of its category. */
function promotionBase(p: PromotionDef, goods: GoodsLineItem[], input: CalcInput): GoodsLineItem[] {
  return goods.filter((l) => !p.categoryId || input.inCategory(l.product, p.categoryId));
}

/**
 * What becomes of each candidate: eligible ones are applied by priority until one that may not be
 * combined; the others are not eligible, excluded, or void because the cart costs nothing.
 */
export function decidePromotions(candidates: PromotionCandidate[], goods: GoodsLineItem[], input: CalcInput): { outcome: Record<string, PromotionOutcome>; applied: PromotionDef[] } {
  const ctx = input.price;
  const goodsTotal = roundHalfUp(sumTotals(goods), ctx.rounding.decimals);
  const outcome: Record<string, PromotionOutcome> = {};
  const eligible: PromotionCandidate[] = [];
  for (const c of candidates) {
    const p = c.promotion;
    const base = promotionBase(p, goods, input);
    const baseValue = sumTotals(base);
    const customerOk = !p.customerOnly || (input.customer !== null && !input.customer.guest);
    if (goods.length > 0 && goodsTotal === 0) {
      outcome[p.id] = 'zero';
      continue;
    }
    const ok = customerOk && p.usable && base.length > 0 && (p.discountType === 'free_shipping' || baseValue > 0) && toEur(baseValue, ctx) + 1e-9 >= p.minCartValue;
    if (ok) eligible.push(c);
    else outcome[p.id] = 'not-eligible';
  }
  eligible.sort((a, b) => b.promotion.priority - a.promotion.priority || a.order - b.order);
  const applied: PromotionDef[] = [];
  for (const c of eligible) {
    const p = c.promotion;
    if (applied.length > 0 && (p.preventCombination || applied.some((a) => a.preventCombination))) {
      outcome[p.id] = 'excluded';
      continue;
    }
    applied.push(p);
    outcome[p.id] = 'applied';
  }
  return { outcome, applied };
}

/**
 * The discount of each applied promotion as a line item. Discounts never take a position below
 * zero, so what is left of each goods position is tracked from one promotion to the next; each
 * discount is spread over its positions by what is left of them, which gives its tax shares.
 */
export function promotionLines(applied: PromotionDef[], goods: GoodsLineItem[], input: CalcInput): { lines: CalculatedLineItem[]; freeShipping: boolean } {
  const ctx = input.price;
  const remaining = new Map(goods.map((l) => [l.id, l.price.totalPrice]));
  let freeShipping = false;
  const lines: CalculatedLineItem[] = [];
  for (const p of applied) {
    const id = promotionLineItemId(p.id);
    const base = promotionBase(p, goods, input);
    let price: CalculatedPrice;
    if (p.discountType === 'free_shipping') {
      freeShipping = true;
      price = proportionalPrice(0, [], ctx);
    } else {
      const left = base.reduce((s, l) => s + (remaining.get(l.id) ?? 0), 0);
      let amount = p.discountType === 'percentage' ? (sumTotals(base) * p.value) / 100 : p.value * ctx.currencyFactor;
      if (p.discountType === 'percentage' && p.maxValue != null) amount = Math.min(amount, p.maxValue * ctx.currencyFactor);
      amount = Math.min(roundHalfUp(amount, ctx.rounding.decimals), roundHalfUp(left, ctx.rounding.decimals));
      const parts: CalculatedPrice[] = [];
      for (const l of base) {
        const r = remaining.get(l.id) ?? 0;
        if (r <= 0 || left <= 0) continue;
        const share = (amount * r) / left;
        remaining.set(l.id, r - share);
        parts.push({ ...l.price, calculatedTaxes: l.price.calculatedTaxes.map((t) => ({ ...t, price: (t.price * share) / l.price.totalPrice })) });
      }
      price = proportionalPrice(-amount, sharesOf(parts), ctx);
    }
    lines.push({
      id,
      type: 'promotion',
      referencedId: p.code ?? '',
      label: p.name,
      quantity: 1,
      good: false,
      removable: !p.automatic,
      stackable: false,
      states: [],
      price,
      promotion: p,
      discountScope: p.discountType === 'free_shipping' ? 'delivery' : 'cart',
    });
  }
  return { lines, freeShipping };
}

/**
 * Promotion messages: what is new for this request, and what changed since the last calculation
 * (messages are reported once, so an unchanged outcome says nothing again).
 */
function promotionMessages(candidates: PromotionCandidate[], outcome: Record<string, PromotionOutcome>, input: CalcInput): CartError[] {
  const errors: CartError[] = [];
  const newCodes = new Set((input.newCodes ?? []).map((c) => c.toUpperCase()));
  const zero: string[] = [];
  for (const c of candidates) {
    const p = c.promotion;
    const now = outcome[p.id];
    const before = input.promotionState[p.id]?.outcome ?? null;
    const lineId = promotionLineItemId(p.id);
    const isNew = p.code !== null && newCodes.has(p.code.toUpperCase());
    if (now === 'applied' && before !== 'applied') errors.push(promotionDiscountAdded(p.name, lineId));
    else if (now === 'not-eligible') {
      if (isNew) errors.push(promotionNotEligible(p.name));
      else if (before === 'applied') errors.push(p.automatic ? autoPromotionNotFound(p.name) : promotionDiscountDeleted(p.name, lineId));
    } else if (now === 'excluded' && (before !== 'excluded' || isNew)) errors.push(promotionExcluded(p.name));
    else if (now === 'zero' && (before !== 'zero' || isNew) && !p.automatic) zero.push(p.name);
  }
  if (zero.length) errors.push(promotionsOnCartPriceZero(zero));
  // An automatic promotion that applied before and is gone altogether (ended, deactivated).
  for (const [id, state] of Object.entries(input.promotionState)) {
    if (state.outcome === 'applied' && state.automatic && !(id in outcome)) errors.push(autoPromotionNotFound(state.name));
  }
  return errors;
}

/** The outcomes remembered for the next calculation; automatic promotions that do not apply are not worth remembering. */
function nextPromotionState(candidates: PromotionCandidate[], outcome: Record<string, PromotionOutcome>): PromotionState {
  const promotionState: PromotionState = {};
  for (const c of candidates) {
    const o: PromotionOutcome = outcome[c.promotion.id];
    if (c.promotion.automatic && o === 'not-eligible') continue;
    promotionState[c.promotion.id] = { outcome: o, name: c.promotion.name, automatic: c.promotion.automatic };
  }
  return promotionState;
}

/** The later of the method's and the products' delivery times decides the delivery window. */
function deliveryWindow(method: ShippingMethodDef, physical: GoodsLineItem[], now: Date): { earliest: string; latest: string } {
  let minDays = method.deliveryTime ? addUnit(now, method.deliveryTime.min, method.deliveryTime.unit).getTime() : now.getTime();
  let maxDays = method.deliveryTime ? addUnit(now, method.deliveryTime.max, method.deliveryTime.unit).getTime() : now.getTime();
  for (const l of physical) {
    const dt = l.product.deliveryTime;
    if (!dt) continue;
    minDays = Math.max(minDays, addUnit(now, dt.min, dt.unit).getTime());
    maxDays = Math.max(maxDays, addUnit(now, dt.max, dt.unit).getTime());
  }
  return { earliest: new Date(minDays).toISOString(), latest: new Date(Math.max(minDays, maxDays)).toISOString() };
}

interface DeliveryStep {
  delivery: CalculatedDelivery | null;
  shippingMethodId: string;
  errors: CartError[];
  stateErrors: CartError[];
}

/**
 * Step 3: delivery of the physical goods only; a blocked method is replaced by the first one (by
 * position) that can ship. The rules see the value of the cart after discounts.
 */
export function calculateDelivery(goods: GoodsLineItem[], itemsValue: number, freeShipping: boolean, input: CalcInput): DeliveryStep {
  const ctx = input.price;
  const step: DeliveryStep = { delivery: null, shippingMethodId: input.shippingMethodId, errors: [], stateErrors: [] };
  const physical = goods.filter((l) => !l.product.isDownload);
  if (physical.length === 0 || input.shippingMethods.length === 0) return step;
  const positions = physical.map((l) => ({
    quantity: l.quantity,
    weight: l.product.weight,
    packaging: l.product.packaging,
    bagsPerUnit: l.product.bagsPerUnit,
    shippingFree: l.product.shippingFree,
    isDownload: false,
  }));
  const goodsValueEur = toEur(itemsValue, ctx);
  const selected = input.shippingMethods.find((m) => m.id === step.shippingMethodId) ?? input.shippingMethods[0];
  let method = selected;
  let quote = quoteShipping(selected.rules, positions, goodsValueEur);
  if (quote.blocked) {
    const alternative = [...input.shippingMethods]
      .sort((a, b) => a.position - b.position)
      .map((m) => ({ m, q: quoteShipping(m.rules, positions, goodsValueEur) }))
      .find((x) => !x.q.blocked);
    if (alternative) {
      step.errors.push(shippingMethodChanged(selected.name, alternative.m.name));
      method = alternative.m;
      quote = alternative.q;
    } else {
      step.stateErrors.push(shippingMethodBlocked(selected.name));
    }
  }
  step.shippingMethodId = method.id;
  const grossEur = freeShipping || quote.blocked ? 0 : quote.price;
  const costs = shippingPrice(grossEur, sharesOf(goods.map((l) => l.price)), input.defaultTaxRate, ctx);
  const { earliest, latest } = deliveryWindow(method, physical, input.now);
  step.delivery = {
    method,
    quote,
    costs,
    earliest,
    latest,
    positions: physical.map((l) => ({ identifier: l.id, quantity: l.quantity, price: l.price })),
  };
  return step;
}

/** Step 4: totals (Shopware's AmountCalculator, horizontal tax calculation: taxes summed per rate over all prices). */
export function cartPrice(lineItems: CalculatedLineItem[], delivery: CalculatedDelivery | null, ctx: PriceContext, totalRounding: CashRoundingConfig): CartPrice {
  const all = [...lineItems.map((l) => l.price), ...(delivery ? [delivery.costs] : [])];
  const positionPrice = roundHalfUp(sumTotals(lineItems), ctx.rounding.decimals);
  const sum = all.reduce((s, p) => s + p.totalPrice, 0);
  const calculatedTaxes = ctx.taxState === 'tax-free' ? [] : sumTaxes(all, ctx.rounding);
  const taxTotal = calculatedTaxes.reduce((s, t) => s + t.tax, 0);
  const taxShares = calculatedTaxes.reduce((s, t) => s + t.price, 0);
  const taxRules = calculatedTaxes.map((t) => ({
    taxRate: t.taxRate,
    percentage: taxShares !== 0 ? roundHalfUp((t.price / taxShares) * 100, 4) : 0,
    apiAlias: 'cart_tax_rule' as const,
  }));
  if (ctx.taxState === 'gross') {
    const rawTotal = roundHalfUp(sum, 6);
    const totalPrice = cashRound(rawTotal, totalRounding);
    return {
      netPrice: roundHalfUp(totalPrice - taxTotal, ctx.rounding.decimals),
      totalPrice,
      positionPrice,
      rawTotal,
      taxStatus: 'gross',
      calculatedTaxes,
      taxRules,
      apiAlias: 'cart_price',
    };
  }
  if (ctx.taxState === 'net') {
    const netPrice = roundHalfUp(sum, ctx.rounding.decimals);
    const rawTotal = roundHalfUp(netPrice + taxTotal, 6);
    return {
      netPrice,
      totalPrice: cashRound(rawTotal, totalRounding),
      positionPrice,
      rawTotal,
      taxStatus: 'net',
      calculatedTaxes,
      taxRules,
      apiAlias: 'cart_price',
    };
  }
  const rawTotal = roundHalfUp(sum, 6);
  const totalPrice = cashRound(rawTotal, totalRounding);
  return { netPrice: totalPrice, totalPrice, positionPrice, rawTotal, taxStatus: 'tax-free', calculatedTaxes: [], taxRules: [], apiAlias: 'cart_price' };
}

interface PaymentStep {
  paymentMethodId: string;
  errors: CartError[];
  stateErrors: CartError[];
}

/** Step 5: payment — a blocked method is replaced by the first one (by position) that can pay. An empty cart blocks nothing. */
export function choosePaymentMethod(hasGoods: boolean, totalPrice: number, input: CalcInput): PaymentStep {
  const step: PaymentStep = { paymentMethodId: input.paymentMethodId, errors: [], stateErrors: [] };
  const totalEur = toEur(totalPrice, input.price);
  const payment = input.paymentMethods.find((m) => m.id === step.paymentMethodId) ?? input.paymentMethods[0];
  if (!payment) return step;
  const reason = hasGoods ? paymentBlockReason(payment, input.customer, totalEur) : null;
  if (!reason) {
    step.paymentMethodId = payment.id;
    return step;
  }
  const alternative = [...input.paymentMethods].sort((a, b) => a.position - b.position).find((m) => paymentBlockReason(m, input.customer, totalEur) === null);
  if (alternative) {
    step.errors.push(paymentMethodChanged(payment.name, alternative.name));
    step.paymentMethodId = alternative.id;
  } else {
    step.stateErrors.push(paymentMethodBlocked(payment.name, reason));
  }
  return step;
}

/** Calculates the cart. Messages keep the order of the steps that cause them. */
export function calculateCart(input: CalcInput): CalcResult {
  const products = calculateProductLines(input);
  const { goods } = products;
  const { codes, candidates, errors: codeErrors } = collectPromotionCandidates(input);
  const { outcome, applied } = decidePromotions(candidates, goods, input);
  const discounts = promotionLines(applied, goods, input);
  const lineItems: CalculatedLineItem[] = [...goods, ...discounts.lines];
  const promotionErrors = promotionMessages(candidates, outcome, input);
  const shipping = calculateDelivery(goods, sumTotals(lineItems), discounts.freeShipping, input);
  const price = cartPrice(lineItems, shipping.delivery, input.price, input.totalRounding);
  const payment = choosePaymentMethod(goods.length > 0, price.totalPrice, input);
  const virtual = goods.length > 0 && goods.every((l) => l.product.isDownload);

  return {
    items: products.items,
    itemsChanged: products.itemsChanged,
    lineItems,
    delivery: shipping.delivery,
    price,
    errors: [...products.errors, ...codeErrors, ...promotionErrors, ...shipping.errors, ...payment.errors],
    stateErrors: [...shipping.stateErrors, ...payment.stateErrors],
    codes,
    promotionState: nextPromotionState(candidates, outcome),
    shippingMethodId: shipping.shippingMethodId,
    paymentMethodId: payment.paymentMethodId,
    virtual,
  };
}
