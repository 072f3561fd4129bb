import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import type { Db } from '../../db/connection';
import { newId, newToken } from '../../lib/ids';
import { toMinorUnits, type CalculatedPrice } from '../../pricing';
import { apiError } from '../errors';
import { optionalText, Violations } from '../validation';
import type { RequestContext } from '../context/context';
import { activeAddressIds, loadAddress, requireCustomer, type AddressRow, type CustomerRow } from '../account/customers';
import type { CalcResult } from '../cart/calculator';
import type { CartError } from '../cart/cartErrors';
import { processCart, refreshContext } from '../cart/cartService';
import { serializeLineItem } from '../cart/serialize';
import { deleteCart, loadCart, withCartLock, type StoredCart } from '../cart/store';
import { enqueueOrderJobs, runOrderJobs } from './jobs';
import type { OrderRow } from './serialize';
import { nextNumber } from './numbers';

/**
 * Placing an order (POST /checkout/order): checks the cart, turns it into order rows in one
 * transaction, queues the invoice and confirmation mail (jobs.ts) and runs them before the answer.
 */

/** The same cart submitted again from the same session within this time returns the first order. */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

export interface PlaceOrderInput {
  customerComment?: unknown;
  affiliateCode?: unknown;
  campaignCode?: unknown;
  /**
   * Terms accepted / withdrawal waiver for downloads. Like Shopware's CartOrderRoute the Store API
   * does not check them (its Twig storefront does, in its own controller): headless clients check
   * both in their UI, as our storefront does. They are accepted and ignored.
   */
  tos?: unknown;
  revocation?: unknown;
  /** `Idempotency-Key` header: a retried request with the same key returns the same order. */
  idempotencyKey?: string | null;
}

export interface PlacedOrder {
  orderId: string;
  /** false when an earlier order was returned (double submission, same idempotency key). */
  created: boolean;
}

/** What identifies a cart's content for the double-submission guard. */
export function cartHash(cart: StoredCart, ctx: RequestContext): string {
  const content = {
    items: cart.items.map((i) => [i.referencedId, i.quantity]).sort(),
    codes: [...cart.codes].map((c) => c.toUpperCase()).sort(),
    currency: ctx.currency.id,
    shipping: ctx.payload.shippingMethodId ?? ctx.shippingMethodId,
    payment: ctx.payload.paymentMethodId ?? ctx.paymentMethodId,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function copyAddress(db: Db, orderId: string, a: AddressRow, vatId: string | null): string {
  const id = newId();
  db.prepare(
    `INSERT INTO order_address (id, order_id, country_id, country_state_id, salutation_id, first_name, last_name, street, zipcode, city, company,
       department, title, phone_number, additional_address_line1, additional_address_line2, vat_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, orderId, a.country_id, a.country_state_id, a.salutation_id, a.first_name, a.last_name, a.street, a.zipcode, a.city, a.company,
    a.department, a.title, a.phone_number, a.additional_address_line1, a.additional_address_line2, vatId,
  );
  return id;
}

/** Errors that stop an order: anything the customer has not seen yet, except a discount that was added. */
function blockingErrors(pending: CartError[], stateErrors: CartError[]): CartError[] {
  return [...pending.filter((e) => e.messageKey !== 'promotion-discount-added'), ...stateErrors];
}

const recentOrder = (db: Db, token: string, since: string, hash: string | null): OrderRow | undefined =>
  db
    .prepare(
      `SELECT * FROM "order" WHERE context_token = ? AND created_at >= ? ${hash ? 'AND cart_hash = ?' : ''} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(...(hash ? [token, since, hash] : [token, since])) as OrderRow | undefined;

/**
 * POST /checkout/order: turns the session's cart into an order (one transaction, under the cart's
 * lock): recalculates it, refuses when something changed that the customer has not seen, copies
 * customer, addresses, line items, delivery and payment, reduces stock, redeems individual codes and
 * empties the cart. The invoice PDF and the confirmation mail follow after the commit.
 */
export async function placeOrder(deps: StoreDeps, reqCtx: RequestContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const problems = new Violations({ onePerField: false });
  const customerComment = optionalText(problems, input.customerComment, '/customerComment', 5000);
  const affiliateCode = optionalText(problems, input.affiliateCode, '/affiliateCode', 255);
  const campaignCode = optionalText(problems, input.campaignCode, '/campaignCode', 255);

  const outcome = withCartLock(db, (): { placed: PlacedOrder } | { invalid: CartError[] } => {
    const customer = requireCustomer(db, reqCtx, { allowGuest: true });
    problems.throwIfAny();

    if (input.idempotencyKey) {
      const existing = db.prepare('SELECT id, customer_id FROM "order" WHERE sales_channel_id = ? AND idempotency_key = ?').get(reqCtx.salesChannel.id, input.idempotencyKey) as
        | { id: string; customer_id: string | null }
        | undefined;
      if (existing) {
        if (existing.customer_id !== customer.id) {
          throw apiError(409, 'CHECKOUT__ORDER_IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key belongs to another order.', { pointer: '/' });
        }
        return { placed: { orderId: existing.id, created: false } };
      }
    }

    const stored = loadCart(db, reqCtx.token);
    const since = new Date(Date.now() - DOUBLE_SUBMIT_WINDOW_MS).toISOString();
    const ctx0 = refreshContext(deps, reqCtx);
    const hash = cartHash(stored, ctx0);
    // Double submission: the cart was just ordered (now empty) or the same content is ordered again.
    const duplicate = recentOrder(db, reqCtx.token, since, stored.items.length === 0 ? null : hash);
    if (duplicate && duplicate.customer_id === customer.id) return { placed: { orderId: duplicate.id, created: false } };
    if (stored.items.length === 0) throw apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty', { pointer: '/lineItems' });

    const state = processCart(deps, reqCtx, { consumeErrors: false });
    const blocking = blockingErrors(state.stored.pendingErrors, state.result.stateErrors);
    if (blocking.length) return { invalid: blocking };
    const result = state.result;
    const ctx = state.ctx;
    if (result.items.length === 0) throw apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty', { pointer: '/lineItems' });

    const orderId = insertOrder(deps, ctx, customer, stored, result, { customerComment, affiliateCode, campaignCode, hash, idempotencyKey: input.idempotencyKey ?? null });
    // Invoice and confirmation mail are durable jobs of the same transaction (see jobs.ts).
    enqueueOrderJobs(db, orderId);
    return { placed: { orderId, created: true } };
  });

  if ('invalid' in outcome) {
    const list = outcome.invalid;
    throw apiError(400, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${list.length} error(s): ${list.map((e) => e.message).join('; ')}`, {
      parameters: { errorCount: list.length, errors: list.map((e) => ({ key: e.key, messageKey: e.messageKey, level: e.level, message: e.message, ...e.parameters })) },
    });
  }
  if (outcome.placed.created) await afterOrderPlaced(deps, outcome.placed.orderId);
  return outcome.placed;
}

interface OrderMeta {
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  hash: string;
  idempotencyKey: string | null;
}

function orderOption(o: { id: string; groupId: string; group: string; option: string }) {
  return {
    id: o.id,
    groupId: o.groupId,
    name: o.option,
    option: o.option,
    group: { id: o.groupId, name: o.group, translated: { name: o.group }, apiAlias: 'property_group' },
    translated: { name: o.option, group: o.group, option: o.option },
    apiAlias: 'property_group_option',
  };
}

function insertOrder(deps: AppDeps, ctx: RequestContext, customer: CustomerRow, stored: StoredCart, result: CalcResult, meta: OrderMeta): string {
  const { db } = deps;
  const active = activeAddressIds(customer, ctx.payload);
  const billing = loadAddress(db, active.billing);
  const shipping = loadAddress(db, active.shipping) ?? billing;
  if (!billing || billing.customer_id !== customer.id || !shipping || shipping.customer_id !== customer.id) {
    throw apiError(400, 'CHECKOUT__ORDER_CUSTOMER_ADDRESS_NOT_FOUND', 'The customer has no billing address to order with.', { pointer: '/billingAddressId' });
  }
  const orderId = newId();
  const now = new Date().toISOString();
  const vatIds = (() => {
    try {
      const v = JSON.parse(customer.vat_ids) as unknown;
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  })();
  const delivery = result.delivery;
  const shippingCosts: CalculatedPrice = delivery?.costs ?? {
    unitPrice: 0, quantity: 1, totalPrice: 0, calculatedTaxes: [], taxRules: [], referencePrice: null, listPrice: null, regulationPrice: null, apiAlias: 'calculated_price',
  };
  // The order row first (billing address id filled in below, inside the same transaction).
  db.prepare(
    `INSERT INTO "order" (id, order_number, customer_id, sales_channel_id, language_id, currency_id, currency_factor, currency_iso, currency_precision,
       state, order_date_time, price, amount_total, amount_net, position_price, tax_status, shipping_costs, shipping_total, billing_address_id,
       deep_link_code, customer_comment, affiliate_code, campaign_code, context_token, cart_hash, idempotency_key, created_at, updated_at)
     VALUES (@id, @number, @customer, @channel, @language, @currency, @factor, @iso, @precision, 'open', @now, @price, @total, @net, @position,
       @taxStatus, @shippingCosts, @shippingTotal, '', @deepLink, @comment, @affiliate, @campaign, @token, @hash, @idem, @now, @now)`,
  ).run({
    id: orderId,
    number: nextNumber(db, 'order'),
    customer: customer.id,
    channel: ctx.salesChannel.id,
    language: ctx.language.id,
    currency: ctx.currency.id,
    factor: ctx.currency.factor,
    iso: ctx.currency.iso_code,
    precision: ctx.currency.decimal_precision,
    now,
    price: JSON.stringify(result.price),
    total: result.price.totalPrice,
    net: result.price.netPrice,
    position: result.price.positionPrice,
    taxStatus: result.price.taxStatus,
    shippingCosts: JSON.stringify(shippingCosts),
    shippingTotal: shippingCosts.totalPrice,
    deepLink: newToken(32),
    comment: meta.customerComment,
    affiliate: meta.affiliateCode,
    campaign: meta.campaignCode,
    token: ctx.token,
    hash: meta.hash,
    idem: meta.idempotencyKey,
  });
  const billingId = copyAddress(db, orderId, billing, vatIds[0] ?? null);
  const shippingId = shipping.id === billing.id ? billingId : copyAddress(db, orderId, shipping, vatIds[0] ?? null);
  db.prepare('UPDATE "order" SET billing_address_id = ? WHERE id = ?').run(billingId, orderId);
  db.prepare(
    `INSERT INTO order_customer (id, order_id, customer_id, email, salutation_id, first_name, last_name, title, company, vat_ids, customer_number, guest)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId(), orderId, customer.id, customer.email, customer.salutation_id, customer.first_name, customer.last_name, customer.title,
    customer.company, JSON.stringify(vatIds), customer.customer_number, customer.guest ? 1 : 0,
  );

  const insertLine = db.prepare(
    `INSERT INTO order_line_item (id, order_id, identifier, referenced_id, product_id, promotion_id, type, label, description, quantity, unit_price,
       total_price, price, price_definition, payload, good, removable, stackable, position, states, cover_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const lineIds = new Map<string, string>();
  result.lineItems.forEach((l, position) => {
    const json = serializeLineItem(deps, ctx, l) as { payload: Record<string, unknown>; priceDefinition: unknown };
    // An order line item's payload lists the variant options as property group options.
    if (l.product) json.payload = { ...json.payload, options: l.product.options.map(orderOption) };
    const id = newId();
    lineIds.set(l.id, id);
    insertLine.run(
      id, orderId, l.id, l.referencedId || null, l.product?.id ?? null, l.promotion?.id ?? null, l.type, l.label,
      l.promotion ? l.promotion.name : null, l.quantity, l.price.unitPrice, l.price.totalPrice, JSON.stringify(l.price),
      JSON.stringify(json.priceDefinition), JSON.stringify(json.payload), l.good ? 1 : 0, l.removable ? 1 : 0, l.stackable ? 1 : 0, position,
      JSON.stringify(l.states), l.product?.coverMediaId ?? null,
    );
  });

  if (delivery) {
    const deliveryId = newId();
    db.prepare(
      `INSERT INTO order_delivery (id, order_id, shipping_order_address_id, shipping_method_id, state, tracking_codes, shipping_date_earliest,
         shipping_date_latest, shipping_costs) VALUES (?, ?, ?, ?, 'open', '[]', ?, ?, ?)`,
    ).run(deliveryId, orderId, shippingId, delivery.method.id, delivery.earliest, delivery.latest, JSON.stringify(delivery.costs));
    const insertPosition = db.prepare(
      'INSERT INTO order_delivery_position (id, order_delivery_id, order_line_item_id, quantity, unit_price, total_price) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const p of delivery.positions) {
      const lineId = lineIds.get(p.identifier);
      if (lineId) insertPosition.run(newId(), deliveryId, lineId, p.quantity, p.price.unitPrice, p.price.totalPrice);
    }
  }

  const amount: CalculatedPrice = {
    unitPrice: result.price.totalPrice,
    quantity: 1,
    totalPrice: result.price.totalPrice,
    calculatedTaxes: result.price.calculatedTaxes,
    taxRules: result.price.taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
  db.prepare(
    `INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
  ).run(
    newId(), orderId, result.paymentMethodId, JSON.stringify(amount), amount.totalPrice,
    toMinorUnits(amount.totalPrice, ctx.currency.decimal_precision), ctx.currency.iso_code, now, now,
  );

  // Stock and sales of the ordered products; individual codes are used up.
  const stock = db.prepare('UPDATE product SET stock = stock - ?, sales = sales + ? WHERE id = ?');
  for (const l of result.lineItems) if (l.type === 'product' && l.product) stock.run(l.quantity, l.quantity, l.product.id);
  const redeem = db.prepare('UPDATE promotion_code SET redeemed_order_id = ? WHERE code = ? COLLATE NOCASE AND individual = 1');
  for (const code of result.codes) redeem.run(orderId, code);
  db.prepare('UPDATE customer SET last_payment_method_id = ? WHERE id = ?').run(result.paymentMethodId, customer.id);

  deleteCart(db, ctx.token);
  return orderId;
}

/** Runs the order's durable jobs (invoice, then the confirmation mail) before the answer. */
async function afterOrderPlaced(deps: AppDeps, orderId: string): Promise<void> {
  await runOrderJobs(deps, orderId);
}
