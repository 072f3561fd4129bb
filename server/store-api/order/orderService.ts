import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/connection';
import { newId, newToken } from '../../lib/ids';
import { translate } from '../../lib/i18n';
import { toMinorUnits, type CalculatedPrice } from '../../pricing';
import { sendMail, type OrderMailState } from '../../mail';
import { apiError, violations, VIOLATION, type Violation } from '../errors';
import type { RequestContext } from '../context/context';
import type { CountryRow } from '../context/context';
import { activeAddressIds, loadAddress, requireCustomer, type AddressRow, type CustomerRow } from '../account/customers';
import type { CalcResult } from '../cart/calculator';
import type { CartError } from '../cart/cartErrors';
import { processCart, refreshContext } from '../cart/cartService';
import { serializeLineItem } from '../cart/serialize';
import { deleteCart, loadCart, withCartLock, type StoredCart } from '../cart/store';
import { formatDate, invoiceLocale, renderInvoicePdf, type InvoiceData } from './invoice';
import { SELLER, sellerAddressLines, sellerBankDetails, transferTermsFor } from '../../lib/seller';
import { loadOrder, primaryTransaction, type LoadedOrder, type OrderAddressRow, type OrderRow } from './serialize';
import { ORDER_TRANSITIONS, PAID_TRANSACTION_STATES, TRANSACTION_STATES, type OrderState, type TransactionState } from './states';

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

const optionalText = (problems: Violation[], value: unknown, pointer: string, max: number): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ pointer, code: VIOLATION.invalidType, detail: 'This value should be of type string.', parameters: { type: 'string' } });
    return null;
  }
  const v = value.trim();
  if (v.length > max) {
    problems.push({ pointer, code: VIOLATION.tooLong, detail: `This value is too long. It should have ${max} characters or less.`, parameters: { max } });
    return null;
  }
  return v === '' ? null : v;
};

/** Next number of a number range (order 10000+, invoice 1000+). */
export function nextNumber(db: Db, range: 'order' | 'invoice'): string {
  const row = db.prepare('UPDATE number_range SET next_value = next_value + 1 WHERE name = ? RETURNING next_value - 1 AS value').get(range) as
    | { value: number }
    | undefined;
  if (row) return String(row.value);
  const start = range === 'order' ? 10000 : 1000;
  db.prepare('INSERT INTO number_range (name, next_value) VALUES (?, ?)').run(range, start + 1);
  return String(start);
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

function addressLines(db: Db, a: Pick<AddressRow, 'company' | 'first_name' | 'last_name' | 'street' | 'additional_address_line1' | 'zipcode' | 'city' | 'country_id'>, locale: string): string[] {
  const country = db.prepare('SELECT name FROM country WHERE id = ?').get(a.country_id) as Pick<CountryRow, 'name'> | undefined;
  return [
    a.company,
    `${a.first_name} ${a.last_name}`,
    a.street,
    a.additional_address_line1,
    [a.zipcode, a.city].filter(Boolean).join(' '),
    country ? translate(country.name, locale) : null,
  ].filter((l): l is string => !!l && l.trim() !== '');
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
export async function placeOrder(deps: AppDeps, reqCtx: RequestContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const problems: Violation[] = [];
  const customerComment = optionalText(problems, input.customerComment, '/customerComment', 5000);
  const affiliateCode = optionalText(problems, input.affiliateCode, '/affiliateCode', 255);
  const campaignCode = optionalText(problems, input.campaignCode, '/campaignCode', 255);

  const outcome = withCartLock(db, (): { placed: PlacedOrder } | { invalid: CartError[] } => {
    const customer = requireCustomer(db, reqCtx, { allowGuest: true });
    if (problems.length) throw violations(problems);

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

/* ------------------------------------------------------------------ documents & mails ------ */

function storefrontUrl(deps: AppDeps, locale: string, path: string): string {
  const prefix = locale === 'de-DE' ? '' : `/${locale}`;
  return `${deps.config.publicUrl}${prefix}${path}`;
}

function orderLocale(db: Db, order: OrderRow): string {
  return (db.prepare('SELECT code FROM language WHERE id = ?').get(order.language_id) as { code: string } | undefined)?.code ?? 'de-DE';
}

/** How an order is paid: by transfer (prepayment, invoice) or through a payment provider. */
export function orderPaymentHandler(db: Db, o: LoadedOrder): string | null {
  const tx = primaryTransaction(o);
  if (!tx) return null;
  return (db.prepare('SELECT handler FROM payment_method WHERE id = ?').get(tx.payment_method_id) as { handler: string } | undefined)?.handler ?? null;
}

/** Transfer details of a prepayment or invoice order: due date counted from the order date. */
export function transferTerms(db: Db, o: LoadedOrder): { kind: 'invoice' | 'prepayment'; dueDate: string } | null {
  return transferTermsFor(orderPaymentHandler(db, o), o.order.order_date_time);
}

export function invoiceSeller(locale: string): InvoiceData['seller'] {
  return {
    company: SELLER.company,
    addressLines: sellerAddressLines(locale),
    vatId: SELLER.vatId,
    register: SELLER.register,
    managingDirectors: [...SELLER.managingDirectors],
    email: SELLER.email,
    bank: sellerBankDetails(),
  };
}

/** Builds what the invoice shows from a stored order. */
export function invoiceData(deps: AppDeps, o: LoadedOrder, invoiceNumber: string, invoiceDate: string): InvoiceData {
  const { db } = deps;
  const locale = invoiceLocale(orderLocale(db, o.order));
  const translated = locale !== orderLocale(db, o.order);
  const price = JSON.parse(o.order.price) as { calculatedTaxes: Array<{ taxRate: number; tax: number; price: number }>; netPrice: number; totalPrice: number };
  const billing = o.addresses.find((a) => a.id === o.order.billing_address_id);
  const shippingAddr = o.deliveries[0] ? o.addresses.find((a) => a.id === o.deliveries[0].shipping_order_address_id) : undefined;
  const tx = primaryTransaction(o);
  const payment = tx ? (db.prepare('SELECT name FROM payment_method WHERE id = ?').get(tx.payment_method_id) as { name: string } | undefined) : undefined;
  const shippingMethod = o.deliveries[0]
    ? (db.prepare('SELECT name FROM shipping_method WHERE id = ?').get(o.deliveries[0].shipping_method_id) as { name: string } | undefined)
    : undefined;
  const productName = db.prepare('SELECT p.name, pp.name AS parent_name FROM product p LEFT JOIN product pp ON pp.id = p.parent_id WHERE p.id = ?');
  const optionName = db.prepare('SELECT o.name AS option, g.name AS grp FROM property_group_option o JOIN property_group g ON g.id = o.group_id WHERE o.id = ?');
  const lines = (a: OrderAddressRow | undefined) => (a ? addressLines(db, a, locale) : []);
  const terms = transferTerms(db, o);
  const customerVatId = billing?.vat_id ?? (o.customer ? (JSON.parse(o.customer.vat_ids || '[]') as string[])[0] : null) ?? null;
  const delivery = o.deliveries[0];
  return {
    locale,
    seller: invoiceSeller(locale),
    invoiceNumber,
    invoiceDate,
    orderNumber: o.order.order_number,
    orderDate: o.order.order_date_time,
    customerNumber: o.customer?.customer_number ?? null,
    customerVatId: billing?.company || o.customer?.company ? customerVatId : null,
    delivery: delivery?.shipping_date_earliest && delivery.shipping_date_latest ? { earliest: delivery.shipping_date_earliest, latest: delivery.shipping_date_latest } : null,
    billingAddress: lines(billing),
    shippingAddress: shippingAddr && shippingAddr.id !== billing?.id ? lines(shippingAddr) : null,
    currency: o.order.currency_iso,
    taxStatus: o.order.tax_status as InvoiceData['taxStatus'],
    lineItems: o.lineItems.map((li) => {
      let label = li.label;
      // Labels are stored in the order language; an English invoice (for ar-AE) reads English names.
      if (translated && li.product_id) {
        const row = productName.get(li.product_id) as { name: string | null; parent_name: string | null } | undefined;
        label = translate(row?.name ?? row?.parent_name ?? null, locale) ?? label;
      }
      const payload = JSON.parse(li.payload) as { productNumber?: string; options?: Array<{ id?: string; group?: unknown; option?: unknown }> };
      const options = (payload.options ?? []).map((opt) => {
        if (translated && opt.id) {
          const row = optionName.get(opt.id) as { option: string; grp: string } | undefined;
          if (row) return `${translate(row.grp, locale) ?? ''}: ${translate(row.option, locale) ?? ''}`;
        }
        const group = typeof opt.group === 'string' ? opt.group : ((opt.group as { name?: string } | undefined)?.name ?? '');
        return group ? `${group}: ${String(opt.option ?? '')}` : String(opt.option ?? '');
      }).filter((t) => t.trim() !== '' && !t.trim().startsWith(':'));
      const price = JSON.parse(li.price) as { calculatedTaxes?: Array<{ taxRate: number }> };
      return {
        label,
        options,
        productNumber: payload.productNumber ?? null,
        quantity: li.quantity,
        unitPrice: li.unit_price,
        totalPrice: li.total_price,
        taxRate: price.calculatedTaxes?.length === 1 ? price.calculatedTaxes[0].taxRate : null,
      };
    }),
    shippingMethod: shippingMethod ? translate(shippingMethod.name, locale) : null,
    shippingTotal: o.order.shipping_total,
    netTotal: price.netPrice,
    taxes: price.calculatedTaxes ?? [],
    total: price.totalPrice,
    paymentMethod: payment ? (translate(payment.name, locale) ?? '') : '',
    payment: terms ?? { kind: 'other' },
    customerComment: o.order.customer_comment,
  };
}

/** Generates and stores the invoice of an order (once); returns the document id. */
export async function createInvoice(deps: AppDeps, orderId: string): Promise<string | null> {
  const { db } = deps;
  const existing = db.prepare("SELECT id FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as { id: string } | undefined;
  if (existing) return existing.id;
  const o = loadOrder(db, orderId);
  if (!o) return null;
  const date = new Date().toISOString();
  // Reserve the number first; a failed rendering leaves a gap, never a duplicate.
  const number = nextNumber(db, 'invoice');
  const pdf = await renderInvoicePdf(invoiceData(deps, o, number, date));
  const id = newId();
  const again = db.prepare("SELECT id FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as { id: string } | undefined;
  if (again) return again.id;
  db.prepare(
    `INSERT INTO document (id, order_id, document_type, document_number, deep_link_code, file_name, mime_type, content, config, sent, created_at)
     VALUES (?, ?, 'invoice', ?, ?, ?, 'application/pdf', ?, ?, 1, ?)`,
  ).run(
    id, orderId, number, newToken(32), `invoice_${number}.pdf`, pdf,
    JSON.stringify({ documentNumber: number, documentDate: date, displayInCustomerAccount: true, orderNumber: o.order.order_number }), date,
  );
  return id;
}

/** The confirmation mail of a new order (with the invoice attached when there is one). */
export function sendOrderConfirmation(deps: AppDeps, orderId: string): void {
  const { db } = deps;
  const o = loadOrder(db, orderId);
  if (!o || !o.customer) return;
  const locale = orderLocale(db, o.order);
  const price = JSON.parse(o.order.price) as { calculatedTaxes: Array<{ taxRate: number; tax: number }>; totalPrice: number; positionPrice: number };
  const billing = o.addresses.find((a) => a.id === o.order.billing_address_id);
  const shippingAddr = o.deliveries[0] ? o.addresses.find((a) => a.id === o.deliveries[0].shipping_order_address_id) : billing;
  const tx = primaryTransaction(o);
  const payment = tx ? (db.prepare('SELECT name FROM payment_method WHERE id = ?').get(tx.payment_method_id) as { name: string } | undefined) : undefined;
  const shippingMethod = o.deliveries[0]
    ? (db.prepare('SELECT name FROM shipping_method WHERE id = ?').get(o.deliveries[0].shipping_method_id) as { name: string } | undefined)
    : undefined;
  const invoice = db.prepare("SELECT file_name, content FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as
    | { file_name: string; content: Buffer }
    | undefined;
  const guest = !!o.customer.guest;
  const transfer = transferTerms(db, o);
  sendMail(deps, {
    to: o.customer.email,
    locale,
    template: 'order_confirmation',
    data: {
      orderNumber: o.order.order_number,
      orderDate: o.order.order_date_time,
      firstName: o.customer.first_name,
      lastName: o.customer.last_name,
      currency: o.order.currency_iso,
      lineItems: o.lineItems.map((li) => ({
        label: li.label,
        quantity: li.quantity,
        unitPrice: li.unit_price,
        totalPrice: li.total_price,
        productNumber: (JSON.parse(li.payload) as { productNumber?: string }).productNumber ?? null,
      })),
      positionPrice: price.positionPrice,
      shippingTotal: o.order.shipping_total,
      totalPrice: price.totalPrice,
      taxStatus: o.order.tax_status as 'gross' | 'net' | 'tax-free',
      taxes: (price.calculatedTaxes ?? []).map((t) => ({ taxRate: t.taxRate, tax: t.tax })),
      paymentMethod: payment ? (translate(payment.name, locale) ?? '') : '',
      shippingMethod: shippingMethod ? (translate(shippingMethod.name, locale) ?? '') : '',
      billingAddress: billing ? addressLines(db, billing, locale) : [],
      shippingAddress: shippingAddr ? addressLines(db, shippingAddr, locale) : [],
      customerComment: o.order.customer_comment,
      orderUrl: guest
        ? storefrontUrl(deps, locale, `/account/order?deepLinkCode=${encodeURIComponent(o.order.deep_link_code)}`)
        : storefrontUrl(deps, locale, '/account/order'),
      paymentUrl: tx && !transfer && !PAID_TRANSACTION_STATES.includes(tx.state as TransactionState) ? storefrontUrl(deps, locale, `/checkout/success/${orderId}/unpaid`) : null,
      transfer: transfer ? { kind: transfer.kind, dueDate: transfer.dueDate, ...sellerBankDetails() } : null,
    },
    attachments: invoice ? [{ filename: invoice.file_name, content: invoice.content, contentType: 'application/pdf' }] : [],
  });
}

async function afterOrderPlaced(deps: AppDeps, orderId: string): Promise<void> {
  try {
    await createInvoice(deps, orderId);
  } catch (error) {
    console.error(`Invoice of order ${orderId} could not be generated`, error);
  }
  try {
    sendOrderConfirmation(deps, orderId);
  } catch (error) {
    console.error(`Confirmation mail of order ${orderId} could not be sent`, error);
  }
}

/* ------------------------------------------------------------------ state changes ---------- */

/** Formats the date of an order for messages. */
export const orderDateText = (order: OrderRow, locale: string): string => formatDate(order.order_date_time, locale);

/**
 * Sets the state of an order (admin API, cancel route). Cancelling puts the stock back, cancels
 * open payments and the delivery; reopening takes the stock again. Mails the customer when asked.
 */
export function setOrderState(deps: AppDeps, orderId: string, state: OrderState, opts: { notify?: boolean } = {}): OrderRow {
  const { db } = deps;
  const updated = db.transaction(() => {
    const order = db.prepare('SELECT * FROM "order" WHERE id = ?').get(orderId) as OrderRow | undefined;
    if (!order) throw apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, { parameters: { entity: 'order', field: 'id', value: orderId } });
    if (order.state === state) return order;
    const now = new Date().toISOString();
    const lines = db.prepare("SELECT product_id, quantity FROM order_line_item WHERE order_id = ? AND type = 'product' AND product_id IS NOT NULL").all(orderId) as Array<{
      product_id: string;
      quantity: number;
    }>;
    const stock = db.prepare('UPDATE product SET stock = stock + ?, sales = MAX(0, sales - ?) WHERE id = ?');
    if (state === 'cancelled') {
      for (const l of lines) stock.run(l.quantity, l.quantity, l.product_id);
      db.prepare("UPDATE order_transaction SET state = 'cancelled', updated_at = ? WHERE order_id = ? AND state IN ('open', 'in_progress', 'unconfirmed', 'reminded', 'failed')").run(now, orderId);
      db.prepare("UPDATE order_delivery SET state = 'cancelled' WHERE order_id = ? AND state = 'open'").run(orderId);
    } else if (order.state === 'cancelled') {
      for (const l of lines) stock.run(-l.quantity, -l.quantity, l.product_id);
      db.prepare("UPDATE order_delivery SET state = 'open' WHERE order_id = ? AND state = 'cancelled'").run(orderId);
    }
    db.prepare('UPDATE "order" SET state = ?, updated_at = ? WHERE id = ?').run(state, now, orderId);
    return { ...order, state, updated_at: now };
  })();
  if (opts.notify) notifyOrderState(deps, orderId);
  return updated;
}

/** Runs a named transition (Shopware's order state machine) or refuses it. */
export function transitionOrder(deps: AppDeps, order: OrderRow, action: keyof typeof ORDER_TRANSITIONS, opts: { notify?: boolean } = {}): OrderRow {
  const t = ORDER_TRANSITIONS[action];
  if (!t.from.includes(order.state as OrderState)) {
    const possible = Object.entries(ORDER_TRANSITIONS)
      .filter(([, v]) => v.from.includes(order.state as OrderState))
      .map(([k]) => k);
    throw apiError(403, 'SYSTEM__ILLEGAL_STATE_TRANSITION', `Illegal transition "${action}" from state "${order.state}". Possible transitions are: ${possible.join(', ') || 'none'}.`, {
      parameters: { transition: action, fromState: order.state, possibleTransitions: possible },
    });
  }
  return setOrderState(deps, order.id, t.to, opts);
}

function notifyOrderState(deps: AppDeps, orderId: string): void {
  const o = loadOrder(deps.db, orderId);
  if (!o?.customer) return;
  const locale = orderLocale(deps.db, o.order);
  try {
    sendMail(deps, {
      to: o.customer.email,
      locale,
      template: 'order_state_changed',
      data: {
        orderNumber: o.order.order_number,
        firstName: o.customer.first_name,
        lastName: o.customer.last_name,
        state: o.order.state as OrderMailState,
        orderUrl: o.customer.guest ? null : storefrontUrl(deps, locale, '/account/order'),
      },
    });
  } catch (error) {
    console.error(`State mail of order ${orderId} could not be sent`, error);
  }
}

/* ------------------------------------------------------------------ payment (for the Adyen issue) */

export interface OrderPaymentInfo {
  orderId: string;
  orderNumber: string;
  orderState: string;
  customerId: string | null;
  email: string | null;
  locale: string;
  transactionId: string;
  transactionState: string;
  paymentMethodId: string;
  handler: string;
  adyenType: string | null;
  /** Total in the order currency's major unit. */
  amount: number;
  /** Total in minor units (Adyen's `amount.value`). */
  amountMinor: number;
  currency: string;
  pspReference: string | null;
  resultCode: string | null;
  action: unknown;
  adyenOrder: unknown;
}

const parseJsonColumn = (raw: string | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/** What a payment integration needs to know about an order's current (newest) transaction. */
export function getOrderPaymentInfo(db: Db, orderId: string): OrderPaymentInfo | null {
  const o = loadOrder(db, orderId);
  const tx = o ? primaryTransaction(o) : undefined;
  if (!o || !tx) return null;
  const method = db.prepare('SELECT handler, adyen_type FROM payment_method WHERE id = ?').get(tx.payment_method_id) as { handler: string; adyen_type: string | null } | undefined;
  return {
    orderId,
    orderNumber: o.order.order_number,
    orderState: o.order.state,
    customerId: o.order.customer_id,
    email: o.customer?.email ?? null,
    locale: orderLocale(db, o.order),
    transactionId: tx.id,
    transactionState: tx.state,
    paymentMethodId: tx.payment_method_id,
    handler: method?.handler ?? 'unknown',
    adyenType: method?.adyen_type ?? null,
    amount: tx.amount_total,
    amountMinor: tx.amount_minor,
    currency: tx.currency_iso,
    pspReference: tx.psp_reference,
    resultCode: tx.result_code,
    action: parseJsonColumn(tx.action_json),
    adyenOrder: parseJsonColumn(tx.adyen_order_json),
  };
}

export interface TransactionUpdate {
  pspReference?: string | null;
  resultCode?: string | null;
  action?: unknown;
  adyenOrder?: unknown;
}

/**
 * Sets the state of an order's newest transaction (paid, failed, cancelled, authorized …) and
 * stores the payment provider's data with it. Returns the transaction id.
 */
export function setTransactionState(db: Db, orderId: string, state: TransactionState, update: TransactionUpdate = {}): string {
  if (!(TRANSACTION_STATES as readonly string[]).includes(state)) {
    throw apiError(400, 'SYSTEM__STATE_MACHINE_STATE_NOT_FOUND', `The transaction state "${state}" does not exist.`, { parameters: { state } });
  }
  return db.transaction(() => {
    const tx = db.prepare('SELECT id FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(orderId) as { id: string } | undefined;
    if (!tx) throw apiError(404, 'CHECKOUT__ORDER_ORDER_TRANSACTION_NOT_FOUND', `Could not find order transaction for order "${orderId}"`, { parameters: { orderId } });
    updateTransaction(db, tx.id, { ...update, state });
    return tx.id;
  })();
}

/** Updates one transaction by id (state and/or provider data; omitted fields stay). */
export function updateTransaction(db: Db, transactionId: string, update: TransactionUpdate & { state?: TransactionState }): void {
  const sets: string[] = ["updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')"];
  const values: unknown[] = [];
  if (update.state !== undefined) {
    sets.push('state = ?');
    values.push(update.state);
  }
  if (update.pspReference !== undefined) {
    sets.push('psp_reference = ?');
    values.push(update.pspReference);
  }
  if (update.resultCode !== undefined) {
    sets.push('result_code = ?');
    values.push(update.resultCode);
  }
  if (update.action !== undefined) {
    sets.push('action_json = ?');
    values.push(update.action === null ? null : JSON.stringify(update.action));
  }
  if (update.adyenOrder !== undefined) {
    sets.push('adyen_order_json = ?');
    values.push(update.adyenOrder === null ? null : JSON.stringify(update.adyenOrder));
  }
  db.prepare(`UPDATE order_transaction SET ${sets.join(', ')} WHERE id = ?`).run(...values, transactionId);
}

/** The order of the session's customer, or 404 (other customers' orders do not exist for the caller). */
export function requireOwnOrder(db: Db, ctx: RequestContext, orderId: string): OrderRow {
  const order = db.prepare('SELECT * FROM "order" WHERE id = ? AND sales_channel_id = ?').get(orderId, ctx.salesChannel.id) as OrderRow | undefined;
  if (!order || !ctx.customerId || order.customer_id !== ctx.customerId) {
    throw apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, { parameters: { entity: 'order', field: 'id', value: orderId } });
  }
  return order;
}
