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

interface PromotionCandidate {
  promotion: PromotionDef;
  order: number;
}

/** Calculates the cart. */
export function calculateCart(input: CalcInput): CalcResult {
  const ctx = input.price;
  const errors: CartError[] = [];
  const stateErrors: CartError[] = [];
  const items: StoredLineItem[] = [];
  let itemsChanged = false;
  const lineItems: CalculatedLineItem[] = [];

  // 1. Products: existence, availability, quantity rules, price (tier by quantity).
  for (const stored of [...input.items].sort((a, b) => a.position - b.position)) {
    const product = input.products.get(stored.referencedId);
    // A variant parent is a container, not a buyable product: Shopware drops it without an error.
    if (product?.hasVariants) {
      itemsChanged = true;
      continue;
    }
    if (!product || !product.active) {
      errors.push(productNotFound(stored.referencedId));
      itemsChanged = true;
      continue;
    }
    const { quantity, error } = validateQuantity(product, product.name, stored.quantity, input.maxQuantity);
    if (error) errors.push(error);
    if (quantity <= 0) {
      itemsChanged = true;
      continue;
    }
    if (quantity !== stored.quantity) itemsChanged = true;
    items.push({ ...stored, quantity });
    lineItems.push({
      id: stored.id,
      type: 'product',
      referencedId: product.id,
      label: product.name,
      quantity,
      good: true,
      removable: true,
      stackable: true,
      states: [product.isDownload ? 'is-download' : 'is-physical'],
      price: productLinePrice(product, quantity, ctx),
      product,
      quantityInformation: quantityInformation(product, input.maxQuantity),
    });
  }
  const goods = lineItems.slice();
  const goodsTotal = roundHalfUp(
    goods.reduce((s, l) => s + l.price.totalPrice, 0),
    ctx.rounding.decimals,
  );
  const toEur = (v: number) => (ctx.currencyFactor > 0 ? v / ctx.currencyFactor : v);

  // 2. Promotions.
  const codes: string[] = [];
  const newCodes = new Set((input.newCodes ?? []).map((c) => c.toUpperCase()));
  const candidates: PromotionCandidate[] = [];
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

  const outcome: Record<string, PromotionOutcome> = {};
  const eligible: PromotionCandidate[] = [];
  const baseOf = (p: PromotionDef) => goods.filter((l) => !p.categoryId || input.inCategory(l.product!, p.categoryId));
  for (const c of candidates) {
    const p = c.promotion;
    const base = baseOf(p);
    const baseValue = base.reduce((s, l) => s + l.price.totalPrice, 0);
    const customerOk = !p.customerOnly || (input.customer !== null && !input.customer.guest);
    if (goods.length > 0 && goodsTotal === 0) {
      outcome[p.id] = 'zero';
      continue;
    }
    const ok = customerOk && p.usable && base.length > 0 && (p.discountType === 'free_shipping' || baseValue > 0) && toEur(baseValue) + 1e-9 >= p.minCartValue;
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

  // Discounts never take a position below zero: track what is left of each goods position.
  const remaining = new Map(goods.map((l) => [l.id, l.price.totalPrice]));
  let freeShipping = false;
  const promotionItems: CalculatedLineItem[] = [];
  for (const p of applied) {
    const id = promotionLineItemId(p.id);
    const base = baseOf(p);
    let price: CalculatedPrice;
    if (p.discountType === 'free_shipping') {
      freeShipping = true;
      price = proportionalPrice(0, [], ctx);
    } else {
      const left = base.reduce((s, l) => s + (remaining.get(l.id) ?? 0), 0);
      let amount = p.discountType === 'percentage' ? (base.reduce((s, l) => s + l.price.totalPrice, 0) * p.value) / 100 : p.value * ctx.currencyFactor;
      if (p.discountType === 'percentage' && p.maxValue != null) amount = Math.min(amount, p.maxValue * ctx.currencyFactor);
      amount = Math.min(roundHalfUp(amount, ctx.rounding.decimals), roundHalfUp(left, ctx.rounding.decimals));
      // Spread the discount over the positions by what is left of them (for the tax shares).
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
    promotionItems.push({
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
  lineItems.push(...promotionItems);

  // Promotion messages: what is new for this request, and what changed since the last calculation.
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
  const promotionState: PromotionState = {};
  for (const c of candidates) {
    const o: PromotionOutcome = outcome[c.promotion.id];
    if (c.promotion.automatic && o === 'not-eligible') continue;
    promotionState[c.promotion.id] = { outcome: o, name: c.promotion.name, automatic: c.promotion.automatic };
  }

  // 3. Delivery: physical goods only; a blocked method is replaced by the first one that can ship.
  const physical = goods.filter((l) => !l.product!.isDownload);
  const virtual = goods.length > 0 && physical.length === 0;
  let shippingMethodId = input.shippingMethodId;
  let delivery: CalculatedDelivery | null = null;
  const itemsValue = lineItems.reduce((s, l) => s + l.price.totalPrice, 0);
  if (physical.length > 0 && input.shippingMethods.length > 0) {
    const positions = physical.map((l) => ({
      quantity: l.quantity,
      weight: l.product!.weight,
      packaging: l.product!.packaging,
      bagsPerUnit: l.product!.bagsPerUnit,
      shippingFree: l.product!.shippingFree,
      isDownload: false,
    }));
    const goodsValueEur = toEur(itemsValue);
    const selected = input.shippingMethods.find((m) => m.id === shippingMethodId) ?? input.shippingMethods[0];
    let method = selected;
    let quote = quoteShipping(selected.rules, positions, goodsValueEur);
    if (quote.blocked) {
      const alternative = [...input.shippingMethods]
        .sort((a, b) => a.position - b.position)
        .map((m) => ({ m, q: quoteShipping(m.rules, positions, goodsValueEur) }))
        .find((x) => !x.q.blocked);
      if (alternative) {
        errors.push(shippingMethodChanged(selected.name, alternative.m.name));
        method = alternative.m;
        quote = alternative.q;
      } else {
        stateErrors.push(shippingMethodBlocked(selected.name));
      }
    }
    shippingMethodId = method.id;
    const grossEur = freeShipping || quote.blocked ? 0 : quote.price;
    const costs = shippingPrice(grossEur, sharesOf(goods.map((l) => l.price)), input.defaultTaxRate, ctx);
    let minDays = method.deliveryTime ? addUnit(input.now, method.deliveryTime.min, method.deliveryTime.unit).getTime() : input.now.getTime();
    let maxDays = method.deliveryTime ? addUnit(input.now, method.deliveryTime.max, method.deliveryTime.unit).getTime() : input.now.getTime();
    for (const l of physical) {
      const dt = l.product!.deliveryTime;
      if (!dt) continue;
      minDays = Math.max(minDays, addUnit(input.now, dt.min, dt.unit).getTime());
      maxDays = Math.max(maxDays, addUnit(input.now, dt.max, dt.unit).getTime());
    }
    delivery = {
      method,
      quote,
      costs,
      earliest: new Date(minDays).toISOString(),
      latest: new Date(Math.max(minDays, maxDays)).toISOString(),
      positions: physical.map((l) => ({ identifier: l.id, quantity: l.quantity, price: l.price })),
    };
  }

  // 4. Totals (Shopware's AmountCalculator, horizontal tax calculation).
  const all = [...lineItems.map((l) => l.price), ...(delivery ? [delivery.costs] : [])];
  const positionPrice = roundHalfUp(
    lineItems.reduce((s, l) => s + l.price.totalPrice, 0),
    ctx.rounding.decimals,
  );
  const sum = all.reduce((s, p) => s + p.totalPrice, 0);
  const calculatedTaxes = ctx.taxState === 'tax-free' ? [] : sumTaxes(all, ctx.rounding);
  const taxTotal = calculatedTaxes.reduce((s, t) => s + t.tax, 0);
  let price: CartPrice;
  const taxShares = calculatedTaxes.reduce((s, t) => s + t.price, 0);
  const taxRules = calculatedTaxes.map((t) => ({
    taxRate: t.taxRate,
    percentage: taxShares !== 0 ? roundHalfUp((t.price / taxShares) * 100, 4) : 0,
    apiAlias: 'cart_tax_rule' as const,
  }));
  if (ctx.taxState === 'gross') {
    const rawTotal = roundHalfUp(sum, 6);
    const totalPrice = cashRound(rawTotal, input.totalRounding);
    price = {
      netPrice: roundHalfUp(totalPrice - taxTotal, ctx.rounding.decimals),
      totalPrice,
      positionPrice,
      rawTotal,
      taxStatus: 'gross',
      calculatedTaxes,
      taxRules,
      apiAlias: 'cart_price',
    };
  } else if (ctx.taxState === 'net') {
    const netPrice = roundHalfUp(sum, ctx.rounding.decimals);
    const rawTotal = roundHalfUp(netPrice + taxTotal, 6);
    price = {
      netPrice,
      totalPrice: cashRound(rawTotal, input.totalRounding),
      positionPrice,
      rawTotal,
      taxStatus: 'net',
      calculatedTaxes,
      taxRules,
      apiAlias: 'cart_price',
    };
  } else {
    const rawTotal = roundHalfUp(sum, 6);
    const totalPrice = cashRound(rawTotal, input.totalRounding);
    price = { netPrice: totalPrice, totalPrice, positionPrice, rawTotal, taxStatus: 'tax-free', calculatedTaxes: [], taxRules: [], apiAlias: 'cart_price' };
  }

  // 5. Payment: a blocked method is replaced by the first one that can pay.
  let paymentMethodId = input.paymentMethodId;
  const totalEur = toEur(price.totalPrice);
  const payment = input.paymentMethods.find((m) => m.id === paymentMethodId) ?? input.paymentMethods[0];
  if (payment) {
    const reason = goods.length > 0 ? paymentBlockReason(payment, input.customer, totalEur) : null;
    if (reason) {
      const alternative = [...input.paymentMethods].sort((a, b) => a.position - b.position).find((m) => paymentBlockReason(m, input.customer, totalEur) === null);
      if (alternative) {
        errors.push(paymentMethodChanged(payment.name, alternative.name));
        paymentMethodId = alternative.id;
      } else {
        stateErrors.push(paymentMethodBlocked(payment.name, reason));
      }
    } else {
      paymentMethodId = payment.id;
    }
  }

  return {
    items,
    itemsChanged,
    lineItems,
    delivery,
    price,
    errors,
    stateErrors,
    codes,
    promotionState,
    shippingMethodId,
    paymentMethodId,
    virtual,
  };
}
