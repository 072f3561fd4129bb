import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import type { Db } from '../../db/connection';
import { translate } from '../../lib/i18n';
import { defaultRounding, priceContext } from '../../pricing';
import { buildRequestContext, saveContext, type RequestContext, salesChannelConfig } from '../context/public';
import { calculateCart, type CalcResult, type CartCustomer, type PaymentMethodDef, type ShippingMethodDef } from './calculator';
import type { CartError } from './cartErrors';
import { categoryAncestry, loadCartProducts, type CartProduct } from './products';
import { automaticPromotions, findPromotionByCode, type PromotionDef } from './promotions';
import { parseShippingRules } from './shipping';
import { activePaymentRows, activeShippingRows, deleteCart, deliveryTimeRange, findCartCustomerRow, highestTaxRate, loadCart, saveCart, withCartLock, type StoredCart } from './store';

/** Highest quantity of one line item when a product sets no max purchase (Shopware core.cart.maxQuantity). */
export const DEFAULT_MAX_QUANTITY = 100;

/** A calculated cart together with what is stored and the messages to show. */
export interface CartState {
  stored: StoredCart;
  result: CalcResult;
  /** Every message to report now (pending ones from earlier writes plus this calculation's). */
  errors: CartError[];
  ctx: RequestContext;
}

export interface CartMutation {
  /** Codes entered by this request (to report not found / not eligible at once). */
  newCodes?: string[];
}

export function loadShippingMethods(db: Db, locale: string): ShippingMethodDef[] {
  return activeShippingRows(db).map((r) => ({
    id: r.id,
    technicalName: r.technical_name,
    name: translate(r.name, locale) ?? r.technical_name,
    position: r.position,
    rules: parseShippingRules(r.price_rules),
    deliveryTime: r.delivery_time_id ? (deliveryTimeRange(db, r.delivery_time_id) ?? null) : null,
  }));
}

export function loadPaymentMethods(db: Db, locale: string): PaymentMethodDef[] {
  return activePaymentRows(db).map((r) => ({
    id: r.id,
    technicalName: r.technical_name,
    name: translate(r.name, locale) ?? r.technical_name,
    position: r.position,
    handler: r.handler,
  }));
}

/** The session's customer as the cart rules need it (guest or registered). */
export function loadCartCustomer(db: Db, customerId: string | null): CartCustomer | null {
  if (!customerId) return null;
  try {
    const row = findCartCustomerRow(db, customerId);
    return row ? { id: row.id, guest: !!row.guest } : null;
  } catch {
    // Customers arrive with the account feature; until then every session is a visitor.
    return { id: customerId, guest: false };
  }
}

/** The context rebuilt from its (possibly just changed) payload. */
export function refreshContext(deps: StoreDeps, ctx: RequestContext): RequestContext {
  return buildRequestContext(deps.db, ctx.salesChannel, ctx.token, { customerId: ctx.customerId, payload: ctx.payload }, deps.hooks.customerFacts);
}

function maxQuantity(ctx: RequestContext): number {
  const v = salesChannelConfig(ctx.salesChannel).cartMaxQuantity;
  return typeof v === 'number' && v > 0 ? v : DEFAULT_MAX_QUANTITY;
}

/** Calculates a stored cart in a context (no writes). */
export function calculateStoredCart(deps: AppDeps, ctx: RequestContext, stored: StoredCart, mutation: CartMutation = {}, now = new Date()): CalcResult {
  const { db } = deps;
  const products = loadCartProducts(
    db,
    stored.items.map((i) => i.referencedId),
    ctx.locale,
  );
  const customer = loadCartCustomer(db, ctx.customerId);
  const codePromotions = new Map<string, PromotionDef | null>();
  for (const code of stored.codes) codePromotions.set(code, findPromotionByCode(db, code, ctx.locale, ctx.customerId, now));
  const ancestry = new Map<string, Set<string>>();
  const inCategory = (p: CartProduct, categoryId: string) => {
    let set = ancestry.get(p.id);
    if (!set) {
      set = categoryAncestry(db, p.categoryIds);
      ancestry.set(p.id, set);
    }
    return set.has(categoryId);
  };
  const topRate = highestTaxRate(db);
  return calculateCart({
    items: stored.items,
    products,
    codes: stored.codes,
    newCodes: mutation.newCodes,
    codePromotions,
    automaticPromotions: automaticPromotions(db, ctx.locale, ctx.customerId, now),
    promotionState: stored.promotionState,
    price: priceContext(ctx.taxState, ctx.currency),
    totalRounding: defaultRounding(ctx.currency.decimal_precision),
    defaultTaxRate: topRate ?? 19,
    shippingMethods: loadShippingMethods(db, ctx.locale),
    shippingMethodId: ctx.payload.shippingMethodId ?? ctx.shippingMethodId,
    paymentMethods: loadPaymentMethods(db, ctx.locale),
    paymentMethodId: ctx.payload.paymentMethodId ?? ctx.paymentMethodId,
    customer,
    inCategory,
    maxQuantity: maxQuantity(ctx),
    now,
  });
}

function mergeErrors(...lists: CartError[][]): CartError[] {
  const map = new Map<string, CartError>();
  for (const list of lists) for (const e of list) map.set(e.key, e);
  return [...map.values()];
}

export interface ProcessOptions {
  /** Return pending messages and forget them (every route that answers with the cart). */
  consumeErrors: boolean;
  /** Changes to the stored cart before the calculation; may throw a Store API error (nothing is written then). */
  mutate?: (cart: StoredCart) => CartMutation | void;
  now?: Date;
}

/**
 * Loads, changes, recalculates and stores the caller's cart in one locked transaction. Automatic
 * adjustments (quantities, removed items, switched shipping/payment methods, promotion outcomes)
 * are written back and reported once.
 */
export function processCart(deps: StoreDeps, reqCtx: RequestContext, opts: ProcessOptions): CartState {
  const { db } = deps;
  return withCartLock(db, () => {
    const stored = loadCart(db, reqCtx.token);
    const fingerprint = (c: StoredCart) => JSON.stringify([c.items, c.codes, c.promotionState, c.pendingErrors, c.customerId]);
    const before = stored.exists ? fingerprint(stored) : null;
    const mutation = opts.mutate?.(stored) ?? {};
    const ctx = refreshContext(deps, reqCtx);
    const result = calculateStoredCart(deps, ctx, stored, mutation, opts.now);

    stored.items = result.items;
    stored.codes = result.codes;
    stored.promotionState = result.promotionState;
    stored.customerId = ctx.customerId;

    // Methods the cart could not use were replaced: remember the new ones in the session.
    const currentShipping = ctx.payload.shippingMethodId ?? ctx.shippingMethodId;
    const currentPayment = ctx.payload.paymentMethodId ?? ctx.paymentMethodId;
    if (result.shippingMethodId !== currentShipping || result.paymentMethodId !== currentPayment) {
      const payload = { ...ctx.payload };
      if (result.shippingMethodId !== currentShipping) payload.shippingMethodId = result.shippingMethodId;
      if (result.paymentMethodId !== currentPayment) payload.paymentMethodId = result.paymentMethodId;
      saveContext(db, ctx.token, payload, ctx.customerId);
      reqCtx.payload = payload;
      reqCtx.shippingMethodId = result.shippingMethodId;
      reqCtx.paymentMethodId = result.paymentMethodId;
      ctx.payload = payload;
      ctx.shippingMethodId = result.shippingMethodId;
      ctx.paymentMethodId = result.paymentMethodId;
    }

    const events = mergeErrors(stored.pendingErrors, result.errors);
    stored.pendingErrors = opts.consumeErrors ? [] : events;
    // A plain read that changed nothing writes nothing.
    if (before === null || before !== fingerprint(stored)) saveCart(db, stored);
    return { stored, result, errors: opts.consumeErrors ? mergeErrors(events, result.stateErrors) : [], ctx };
  });
}

/**
 * Carries a cart over to a new context token (login/logout replace the token). When the target
 * already has a cart (the customer's cart from an earlier visit), the items are merged.
 */
export function transferCart(db: Db, fromToken: string, toToken: string): void {
  if (fromToken === toToken) return;
  withCartLock(db, () => {
    const from = loadCart(db, fromToken);
    if (!from.exists) return;
    const to = loadCart(db, toToken);
    if (!to.exists) {
      saveCart(db, { ...from, token: toToken, exists: false });
      deleteCart(db, fromToken);
      return;
    }
    for (const item of from.items) {
      const existing = to.items.find((i) => i.id === item.id);
      if (existing) existing.quantity += item.quantity;
      else to.items.push({ ...item, position: to.items.length });
    }
    for (const code of from.codes) if (!to.codes.some((c) => c.toUpperCase() === code.toUpperCase())) to.codes.push(code);
    to.customerComment = to.customerComment ?? from.customerComment;
    saveCart(db, to);
    deleteCart(db, fromToken);
  });
}
