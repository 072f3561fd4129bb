import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import {
  type CountryRow,
  type CurrencyRow,
  type LanguageRow,
  loadMedia,
  loadStates,
  serializeCountry,
  serializeCountryState,
  serializeCurrency,
  serializeLanguage,
  serializeMedia,
  serializePaymentMethod,
  serializeSalutation,
  serializeShippingMethod,
  type PaymentMethodRow,
  type SalutationRow,
  type ShippingMethodRow,
  type StateRow,
} from '../context/public';
import { serializeState } from './states';
import { sellerBankDetails, transferTermsFor } from '../../lib/seller';

/** Rows of 003_cart_orders.sql and the Store API `Order` JSON built from them. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';

export interface OrderRow {
  id: string;
  order_number: string;
  customer_id: string | null;
  sales_channel_id: string;
  language_id: string;
  currency_id: string;
  currency_factor: number;
  currency_iso: string;
  currency_precision: number;
  state: string;
  order_date_time: string;
  price: string;
  amount_total: number;
  amount_net: number;
  position_price: number;
  tax_status: string;
  shipping_costs: string;
  shipping_total: number;
  billing_address_id: string;
  deep_link_code: string;
  customer_comment: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  context_token: string | null;
  cart_hash: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderCustomerRow {
  id: string;
  order_id: string;
  customer_id: string | null;
  email: string;
  salutation_id: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  company: string | null;
  vat_ids: string;
  customer_number: string | null;
  guest: number;
}

export interface OrderAddressRow {
  id: string;
  order_id: string;
  country_id: string;
  country_state_id: string | null;
  salutation_id: string | null;
  first_name: string;
  last_name: string;
  street: string;
  zipcode: string | null;
  city: string;
  company: string | null;
  department: string | null;
  title: string | null;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  vat_id: string | null;
}

export interface OrderLineItemRow {
  id: string;
  order_id: string;
  identifier: string;
  referenced_id: string | null;
  product_id: string | null;
  promotion_id: string | null;
  parent_id: string | null;
  type: string;
  label: string;
  description: string | null;
  quantity: number;
  unit_price: number;
  total_price: number;
  price: string;
  price_definition: string | null;
  payload: string;
  good: number;
  removable: number;
  stackable: number;
  position: number;
  states: string;
  cover_id: string | null;
}

export interface OrderDeliveryRow {
  id: string;
  order_id: string;
  shipping_order_address_id: string;
  shipping_method_id: string;
  state: string;
  tracking_codes: string;
  shipping_date_earliest: string;
  shipping_date_latest: string;
  shipping_costs: string;
}

export interface OrderTransactionRow {
  id: string;
  order_id: string;
  payment_method_id: string;
  amount: string;
  amount_total: number;
  amount_minor: number;
  currency_iso: string;
  state: string;
  psp_reference: string | null;
  result_code: string | null;
  action_json: string | null;
  adyen_order_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentRow {
  id: string;
  order_id: string;
  document_type: string;
  document_number: string;
  deep_link_code: string;
  file_name: string;
  mime_type: string;
  config: string;
  sent: number;
  created_at: string;
}

function json<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Keys with null/undefined values left out (the schema types optional strings as plain strings). */
function compact<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}

/** The price parts an order's `shippingCosts`, transaction `amount` and delivery prices may carry per the schema. */
function priceSummary(raw: string | Record<string, unknown>): Record<string, unknown> {
  const p = typeof raw === 'string' ? json<Record<string, unknown>>(raw, {}) : raw;
  return { unitPrice: p.unitPrice ?? 0, totalPrice: p.totalPrice ?? 0, quantity: p.quantity ?? 1, apiAlias: 'calculated_price' };
}

const DOCUMENT_TYPE_NAMES: Record<string, Record<string, string>> = {
  invoice: { 'de-DE': 'Rechnung', 'en-GB': 'Invoice', 'fr-FR': 'Facture', 'ar-AE': 'فاتورة' },
};

export function serializeDocument(d: DocumentRow, locale: string) {
  const name = DOCUMENT_TYPE_NAMES[d.document_type]?.[locale] ?? DOCUMENT_TYPE_NAMES[d.document_type]?.['de-DE'] ?? d.document_type;
  const config = json<Record<string, unknown>>(d.config, {});
  return {
    id: d.id,
    documentTypeId: idFor(`document-type:${d.document_type}`),
    orderId: d.order_id,
    orderVersionId: LIVE_VERSION_ID,
    config: { name: d.document_type, title: name, ...config },
    sent: !!d.sent,
    static: false,
    deepLinkCode: d.deep_link_code,
    documentNumber: d.document_number,
    fileType: 'pdf',
    createdAt: d.created_at,
    documentType: { id: idFor(`document-type:${d.document_type}`), name, technicalName: d.document_type, translated: { name }, apiAlias: 'document_type' },
    apiAlias: 'document',
  };
}

export function serializeOrderAddress(db: Db, a: OrderAddressRow, locale: string) {
  const country = db.prepare('SELECT * FROM country WHERE id = ?').get(a.country_id) as CountryRow | undefined;
  const state = a.country_state_id ? (db.prepare('SELECT * FROM country_state WHERE id = ?').get(a.country_state_id) as StateRow | undefined) : undefined;
  const salutation = a.salutation_id ? (db.prepare('SELECT * FROM salutation WHERE id = ?').get(a.salutation_id) as SalutationRow | undefined) : undefined;
  return compact({
    id: a.id,
    versionId: LIVE_VERSION_ID,
    orderId: a.order_id,
    orderVersionId: LIVE_VERSION_ID,
    countryId: a.country_id,
    countryStateId: a.country_state_id,
    salutationId: a.salutation_id,
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street,
    zipcode: a.zipcode,
    city: a.city,
    company: a.company,
    department: a.department,
    title: a.title,
    phoneNumber: a.phone_number,
    additionalAddressLine1: a.additional_address_line1,
    additionalAddressLine2: a.additional_address_line2,
    vatId: a.vat_id,
    country: country ? serializeCountry(country, locale, loadStates(db, country.id)) : undefined,
    countryState: state ? serializeCountryState(state, locale) : undefined,
    salutation: salutation ? serializeSalutation(salutation, locale) : undefined,
    apiAlias: 'order_address',
  });
}

/** Transaction states in which the files of digital products are handed out. */
export const DOWNLOAD_GRANTED_STATES = ['paid'];

interface DownloadRow {
  id: string;
  media_id: string;
  position: number;
  file_name: string;
  file_extension: string;
  mime_type: string;
  file_size: number;
}

/** The files a product line grants (Shopware's order line item downloads); access only once paid. */
export function lineItemDownloads(db: Db, li: Pick<OrderLineItemRow, 'id' | 'product_id' | 'type'>): DownloadRow[] {
  if (li.type !== 'product' || !li.product_id) return [];
  return db
    .prepare(
      `SELECT d.id, d.media_id, d.position, m.file_name, m.file_extension, m.mime_type, m.file_size FROM product_download d
       JOIN media m ON m.id = d.media_id
       WHERE d.product_id = ? OR d.product_id = (SELECT parent_id FROM product WHERE id = ?)
       ORDER BY d.position, d.id`,
    )
    .all(li.product_id, li.product_id) as DownloadRow[];
}

export function serializeOrderLineItem(deps: AppDeps, li: OrderLineItemRow, locale: string, accessGranted = false) {
  const media = loadMedia(deps.db, li.cover_id);
  const downloads = lineItemDownloads(deps.db, li).map((d) => ({
    id: d.id,
    orderLineItemId: li.id,
    mediaId: d.media_id,
    position: d.position,
    accessGranted,
    media: { id: d.media_id, fileName: d.file_name, fileExtension: d.file_extension, mimeType: d.mime_type, fileSize: d.file_size, private: true, apiAlias: 'media' },
    apiAlias: 'order_line_item_download',
  }));
  const definition = json<Record<string, unknown> | null>(li.price_definition, null);
  return compact({
    id: li.id,
    versionId: LIVE_VERSION_ID,
    orderId: li.order_id,
    orderVersionId: LIVE_VERSION_ID,
    productId: li.product_id,
    productVersionId: li.product_id ? LIVE_VERSION_ID : null,
    promotionId: li.promotion_id,
    parentId: li.parent_id,
    coverId: media ? li.cover_id : null,
    identifier: li.identifier,
    referencedId: li.referenced_id,
    quantity: li.quantity,
    label: li.label,
    description: li.description,
    payload: json<Record<string, unknown>>(li.payload, {}),
    good: !!li.good,
    removable: !!li.removable,
    stackable: !!li.stackable,
    position: li.position,
    price: json<Record<string, unknown>>(li.price, {}),
    priceDefinition: definition ?? undefined,
    unitPrice: li.unit_price,
    totalPrice: li.total_price,
    type: li.type,
    states: json<string[]>(li.states, []),
    cover: media ? serializeMedia(media, locale, deps.config.publicUrl) : undefined,
    downloads,
    children: [],
    translated: {},
    apiAlias: 'order_line_item',
  });
}

export interface LoadedOrder {
  order: OrderRow;
  customer: OrderCustomerRow | undefined;
  addresses: OrderAddressRow[];
  lineItems: OrderLineItemRow[];
  deliveries: OrderDeliveryRow[];
  transactions: OrderTransactionRow[];
  documents: DocumentRow[];
}

export function loadOrder(db: Db, orderId: string): LoadedOrder | null {
  const order = db.prepare('SELECT * FROM "order" WHERE id = ?').get(orderId) as OrderRow | undefined;
  if (!order) return null;
  return {
    order,
    customer: db.prepare('SELECT * FROM order_customer WHERE order_id = ?').get(orderId) as OrderCustomerRow | undefined,
    addresses: db.prepare('SELECT * FROM order_address WHERE order_id = ? ORDER BY rowid').all(orderId) as OrderAddressRow[],
    lineItems: db.prepare('SELECT * FROM order_line_item WHERE order_id = ? ORDER BY position').all(orderId) as OrderLineItemRow[],
    deliveries: db.prepare('SELECT * FROM order_delivery WHERE order_id = ? ORDER BY rowid').all(orderId) as OrderDeliveryRow[],
    transactions: db.prepare('SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at, rowid').all(orderId) as OrderTransactionRow[],
    documents: db
      .prepare('SELECT id, order_id, document_type, document_number, deep_link_code, file_name, mime_type, config, sent, created_at FROM document WHERE order_id = ? ORDER BY created_at')
      .all(orderId) as DocumentRow[],
  };
}

/** The newest transaction is the one that counts (Shopware's primaryOrderTransaction). */
export const primaryTransaction = (o: LoadedOrder): OrderTransactionRow | undefined => o.transactions[o.transactions.length - 1];

/**
 * Prepayment and invoice orders carry the seller's bank details, the due date and the reference
 * (the order number) as `extensions.stallwerkTransfer`, for the success page and the account.
 */
function transferExtension(db: Db, o: LoadedOrder): Record<string, unknown> {
  const tx = primaryTransaction(o);
  const handler = tx ? (db.prepare('SELECT handler FROM payment_method WHERE id = ?').get(tx.payment_method_id) as { handler: string } | undefined)?.handler : undefined;
  const terms = transferTermsFor(handler, o.order.order_date_time);
  if (!terms) return {};
  return {
    stallwerkTransfer: {
      kind: terms.kind,
      ...sellerBankDetails(),
      amount: o.order.amount_total,
      currency: o.order.currency_iso,
      reference: o.order.order_number,
      dueDate: terms.dueDate,
      paymentDays: terms.days,
      apiAlias: 'stallwerk_transfer',
    },
  };
}

type SerializedOrderAddress = ReturnType<typeof serializeOrderAddress>;

interface OrderDeliveryPositionRow {
  id: string;
  order_line_item_id: string;
  quantity: number;
  unit_price: number;
  total_price: number;
}

export function serializeDeliveryPosition(deliveryId: string, p: OrderDeliveryPositionRow) {
  return {
    id: p.id,
    versionId: LIVE_VERSION_ID,
    orderDeliveryId: deliveryId,
    orderDeliveryVersionId: LIVE_VERSION_ID,
    orderLineItemId: p.order_line_item_id,
    orderLineItemVersionId: LIVE_VERSION_ID,
    quantity: p.quantity,
    unitPrice: p.unit_price,
    totalPrice: p.total_price,
    price: { unitPrice: p.unit_price, totalPrice: p.total_price, quantity: p.quantity, apiAlias: 'calculated_price' },
    apiAlias: 'order_delivery_position',
  };
}

/** A delivery with its method and positions; its address is one of the order's, so it is looked up there, not serialized again. */
function serializeOrderDelivery(db: Db, d: OrderDeliveryRow, addresses: SerializedOrderAddress[], locale: string) {
  const method = db.prepare('SELECT * FROM shipping_method WHERE id = ?').get(d.shipping_method_id) as ShippingMethodRow | undefined;
  const address = addresses.find((a) => a.id === d.shipping_order_address_id);
  const positions = db.prepare('SELECT * FROM order_delivery_position WHERE order_delivery_id = ?').all(d.id) as OrderDeliveryPositionRow[];
  return compact({
    id: d.id,
    versionId: LIVE_VERSION_ID,
    orderId: d.order_id,
    orderVersionId: LIVE_VERSION_ID,
    shippingOrderAddressId: d.shipping_order_address_id,
    shippingOrderAddressVersionId: LIVE_VERSION_ID,
    shippingMethodId: d.shipping_method_id,
    stateId: serializeState('order_delivery', d.state, locale).id,
    stateMachineState: serializeState('order_delivery', d.state, locale),
    trackingCodes: json<string[]>(d.tracking_codes, []),
    shippingDateEarliest: d.shipping_date_earliest,
    shippingDateLatest: d.shipping_date_latest,
    shippingCosts: priceSummary(d.shipping_costs),
    shippingOrderAddress: address,
    shippingMethod: method ? serializeShippingMethod(db, method, locale) : undefined,
    positions: positions.map((p) => serializeDeliveryPosition(d.id, p)),
    apiAlias: 'order_delivery',
  });
}

function serializeOrderTransaction(deps: AppDeps, t: OrderTransactionRow, locale: string) {
  const { db, config } = deps;
  const method = db.prepare('SELECT * FROM payment_method WHERE id = ?').get(t.payment_method_id) as PaymentMethodRow | undefined;
  const state = serializeState('order_transaction', t.state, locale);
  return compact({
    id: t.id,
    versionId: LIVE_VERSION_ID,
    orderId: t.order_id,
    orderVersionId: LIVE_VERSION_ID,
    paymentMethodId: t.payment_method_id,
    amount: priceSummary(t.amount),
    stateId: state.id,
    stateMachineState: state,
    paymentMethod: method ? serializePaymentMethod(db, method, locale, config.publicUrl) : undefined,
    validationData: {},
    createdAt: t.created_at,
    updatedAt: t.updated_at,
    apiAlias: 'order_transaction',
  });
}

export function serializeOrderCustomer(db: Db, orderId: string, c: OrderCustomerRow, locale: string) {
  const salutation = c.salutation_id ? (db.prepare('SELECT * FROM salutation WHERE id = ?').get(c.salutation_id) as SalutationRow | undefined) : undefined;
  return compact({
    id: c.id,
    versionId: LIVE_VERSION_ID,
    orderId,
    customerId: c.customer_id,
    email: c.email,
    salutationId: c.salutation_id,
    firstName: c.first_name,
    lastName: c.last_name,
    title: c.title,
    company: c.company,
    vatIds: json<string[]>(c.vat_ids, []),
    customerNumber: c.customer_number,
    salutation: salutation ? serializeSalutation(salutation, locale) : undefined,
    apiAlias: 'order_customer',
  });
}

/** The order's currency, shown against the sales channel's default currency (for the factor). */
function serializeOrderCurrency(db: Db, order: OrderRow, locale: string) {
  const currency = db.prepare('SELECT * FROM currency WHERE id = ?').get(order.currency_id) as CurrencyRow | undefined;
  const salesChannel = db.prepare('SELECT currency_id FROM sales_channel WHERE id = ?').get(order.sales_channel_id) as { currency_id: string } | undefined;
  return currency ? serializeCurrency(currency, locale, salesChannel?.currency_id ?? currency.id) : undefined;
}

/** The Store API `Order` entity with all associations the storefront reads. */
export function serializeOrder(deps: AppDeps, o: LoadedOrder, locale: string) {
  const { db } = deps;
  const { order } = o;
  const language = db.prepare('SELECT * FROM language WHERE id = ?').get(order.language_id) as LanguageRow | undefined;
  const addresses = o.addresses.map((a) => serializeOrderAddress(db, a, locale));
  const granted = DOWNLOAD_GRANTED_STATES.includes(primaryTransaction(o)?.state ?? '');
  const lineItems = o.lineItems.map((li) => serializeOrderLineItem(deps, li, locale, granted));
  const deliveries = o.deliveries.map((d) => serializeOrderDelivery(db, d, addresses, locale));
  const transactions = o.transactions.map((t) => serializeOrderTransaction(deps, t, locale));
  const billingAddress = addresses.find((a) => a.id === order.billing_address_id);
  const orderState = serializeState('order', order.state, locale);
  const primaryTx = transactions[transactions.length - 1];
  const primaryDelivery = deliveries[0];
  return compact({
    id: order.id,
    versionId: LIVE_VERSION_ID,
    orderNumber: order.order_number,
    billingAddressId: order.billing_address_id,
    billingAddressVersionId: LIVE_VERSION_ID,
    primaryOrderDeliveryId: primaryDelivery?.id,
    primaryOrderDeliveryVersionId: primaryDelivery ? LIVE_VERSION_ID : undefined,
    primaryOrderTransactionId: primaryTx?.id,
    primaryOrderTransactionVersionId: primaryTx ? LIVE_VERSION_ID : undefined,
    currencyId: order.currency_id,
    languageId: order.language_id,
    salesChannelId: order.sales_channel_id,
    orderDateTime: order.order_date_time,
    orderDate: order.order_date_time.slice(0, 10),
    price: json<Record<string, unknown>>(order.price, {}),
    amountTotal: order.amount_total,
    amountNet: order.amount_net,
    positionPrice: order.position_price,
    taxStatus: order.tax_status,
    shippingCosts: priceSummary(order.shipping_costs),
    shippingTotal: order.shipping_total,
    currencyFactor: order.currency_factor,
    deepLinkCode: order.deep_link_code,
    affiliateCode: order.affiliate_code,
    campaignCode: order.campaign_code,
    customerComment: order.customer_comment,
    source: 'store-api',
    taxCalculationType: 'horizontal',
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    stateId: orderState.id,
    stateMachineState: orderState,
    primaryOrderDelivery: primaryDelivery,
    primaryOrderTransaction: primaryTx,
    orderCustomer: o.customer ? serializeOrderCustomer(db, order.id, o.customer, locale) : undefined,
    currency: serializeOrderCurrency(db, order, locale),
    language: language ? serializeLanguage(language) : undefined,
    addresses,
    billingAddress,
    deliveries,
    lineItems,
    transactions,
    documents: o.documents.map((d) => serializeDocument(d, locale)),
    tags: [],
    extensions: transferExtension(db, o),
    apiAlias: 'order',
  });
}
