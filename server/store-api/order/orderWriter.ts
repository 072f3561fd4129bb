import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { newId, newToken } from '../../lib/ids';
import { toMinorUnits, type CalculatedPrice } from '../../pricing';
import { errors } from '../errors';
import type { RequestContext } from '../context/public';
import { activeAddressIds, loadAddress, type AddressRow, type CustomerRow } from '../account/public';
import { type CalcResult, serializeLineItem, deleteCart } from '../cart';
import { nextNumber } from './numbers';

/**
 * Writes a calculated cart as an order (inside the order's transaction), in named steps: the
 * addresses to order with, the order row, its addresses and customer, the line items, the
 * delivery, the payment transaction, then stock, codes and the customer's last payment method;
 * the cart goes.
 */
export function insertOrder(deps: AppDeps, ctx: RequestContext, customer: CustomerRow, result: CalcResult, meta: OrderMeta): string {
  const { db } = deps;
  const { billing, shipping } = orderAddresses(db, ctx, customer);
  const orderId = newId();
  const now = new Date().toISOString();
  const vatIds = customerVatIds(customer);
  insertOrderRow(db, ctx, customer, orderId, now, result, meta);
  const billingId = copyAddress(db, orderId, billing, vatIds[0] ?? null);
  const shippingId = shipping.id === billing.id ? billingId : copyAddress(db, orderId, shipping, vatIds[0] ?? null);
  db.prepare('UPDATE "order" SET billing_address_id = ? WHERE id = ?').run(billingId, orderId);
  insertOrderCustomer(db, orderId, customer, vatIds);
  const lineIds = insertLineItems(deps, ctx, orderId, result);
  if (result.delivery) insertDelivery(db, orderId, shippingId, result.delivery, lineIds);
  insertTransaction(db, ctx, orderId, result, now);
  bookOrder(db, orderId, customer, result);
  deleteCart(db, ctx.token);
  return orderId;
}

export interface OrderMeta {
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  hash: string;
  idempotencyKey: string | null;
}

/** The active billing and shipping address; both must be the customer's. */
function orderAddresses(db: Db, ctx: RequestContext, customer: CustomerRow): { billing: AddressRow; shipping: AddressRow } {
  const active = activeAddressIds(customer, ctx.payload);
  const billing = loadAddress(db, active.billing);
  const shipping = loadAddress(db, active.shipping) ?? billing;
  if (!billing || billing.customer_id !== customer.id || !shipping || shipping.customer_id !== customer.id) {
    throw errors.orderBillingAddressMissing();
  }
  return { billing, shipping };
}

function customerVatIds(customer: CustomerRow): string[] {
  try {
    const v = JSON.parse(customer.vat_ids) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The order row; its billing address id is filled in once the address is copied. */
function insertOrderRow(db: Db, ctx: RequestContext, customer: CustomerRow, orderId: string, now: string, result: CalcResult, meta: OrderMeta): void {
  const shippingCosts: CalculatedPrice = result.delivery?.costs ?? {
    unitPrice: 0,
    quantity: 1,
    totalPrice: 0,
    calculatedTaxes: [],
    taxRules: [],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
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
}

function copyAddress(db: Db, orderId: string, a: AddressRow, vatId: string | null): string {
  const id = newId();
  db.prepare(
    `INSERT INTO order_address (id, order_id, country_id, country_state_id, salutation_id, first_name, last_name, street, zipcode, city, company,
       department, title, phone_number, additional_address_line1, additional_address_line2, vat_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    orderId,
    a.country_id,
    a.country_state_id,
    a.salutation_id,
    a.first_name,
    a.last_name,
    a.street,
    a.zipcode,
    a.city,
    a.company,
    a.department,
    a.title,
    a.phone_number,
    a.additional_address_line1,
    a.additional_address_line2,
    vatId,
  );
  return id;
}

function insertOrderCustomer(db: Db, orderId: string, customer: CustomerRow, vatIds: string[]): void {
  db.prepare(
    `INSERT INTO order_customer (id, order_id, customer_id, email, salutation_id, first_name, last_name, title, company, vat_ids, customer_number, guest)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId(),
    orderId,
    customer.id,
    customer.email,
    customer.salutation_id,
    customer.first_name,
    customer.last_name,
    customer.title,
    customer.company,
    JSON.stringify(vatIds),
    customer.customer_number,
    customer.guest ? 1 : 0,
  );
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

/** The line items with their serialized payloads; returns the order line item id per cart line item id. */
function insertLineItems(deps: AppDeps, ctx: RequestContext, orderId: string, result: CalcResult): Map<string, string> {
  const insertLine = deps.db.prepare(
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
      id,
      orderId,
      l.id,
      l.referencedId || null,
      l.product?.id ?? null,
      l.promotion?.id ?? null,
      l.type,
      l.label,
      l.promotion ? l.promotion.name : null,
      l.quantity,
      l.price.unitPrice,
      l.price.totalPrice,
      JSON.stringify(l.price),
      JSON.stringify(json.priceDefinition),
      JSON.stringify(json.payload),
      l.good ? 1 : 0,
      l.removable ? 1 : 0,
      l.stackable ? 1 : 0,
      position,
      JSON.stringify(l.states),
      l.product?.coverMediaId ?? null,
    );
  });
  return lineIds;
}

function insertDelivery(db: Db, orderId: string, shippingId: string, delivery: NonNullable<CalcResult['delivery']>, lineIds: Map<string, string>): void {
  const deliveryId = newId();
  db.prepare(
    `INSERT INTO order_delivery (id, order_id, shipping_order_address_id, shipping_method_id, state, tracking_codes, shipping_date_earliest,
       shipping_date_latest, shipping_costs) VALUES (?, ?, ?, ?, 'open', '[]', ?, ?, ?)`,
  ).run(deliveryId, orderId, shippingId, delivery.method.id, delivery.earliest, delivery.latest, JSON.stringify(delivery.costs));
  const insertPosition = db.prepare('INSERT INTO order_delivery_position (id, order_delivery_id, order_line_item_id, quantity, unit_price, total_price) VALUES (?, ?, ?, ?, ?, ?)');
  for (const p of delivery.positions) {
    const lineId = lineIds.get(p.identifier);
    if (lineId) insertPosition.run(newId(), deliveryId, lineId, p.quantity, p.price.unitPrice, p.price.totalPrice);
  }
}

/** The order's payment transaction over the whole total. */
function insertTransaction(db: Db, ctx: RequestContext, orderId: string, result: CalcResult, now: string): void {
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
  ).run(newId(), orderId, result.paymentMethodId, JSON.stringify(amount), amount.totalPrice, toMinorUnits(amount.totalPrice, ctx.currency.decimal_precision), ctx.currency.iso_code, now, now);
}

function bookOrder(db: Db, orderId: string, customer: CustomerRow, result: CalcResult): void {
  // Stock and sales of the ordered products; individual codes are used up.
  const stock = db.prepare('UPDATE product SET stock = stock - ?, sales = sales + ? WHERE id = ?');
  for (const l of result.lineItems) if (l.type === 'product' && l.product) stock.run(l.quantity, l.quantity, l.product.id);
  const redeem = db.prepare('UPDATE promotion_code SET redeemed_order_id = ? WHERE code = ? COLLATE NOCASE AND individual = 1');
  for (const code of result.codes) redeem.run(orderId, code);
  db.prepare('UPDATE customer SET last_payment_method_id = ? WHERE id = ?').run(result.paymentMethodId, customer.id);
}
