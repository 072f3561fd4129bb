import type { Db } from '../../db/connection';
import type { OrderCustomerRow, OrderDeliveryRow, OrderRow } from './serialize';

/**
 * The order routes' SQL: orders by customer, deep link and id, the guest login facts, a new
 * payment transaction, documents and the media of digital products. Whole orders as the API shows
 * them are loaded by serialize.ts (`loadOrder`).
 */

export const findOrder = (db: Db, id: string): OrderRow | undefined => db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow | undefined;

/** An order of the sales channel (whoever it belongs to). */
export const findChannelOrder = (db: Db, id: string, salesChannelId: string): OrderRow | undefined =>
  db.prepare('SELECT * FROM "order" WHERE id = ? AND sales_channel_id = ?').get(id, salesChannelId) as OrderRow | undefined;

/** A customer's orders in a sales channel, newest first. */
export const customerOrders = (db: Db, customerId: string, salesChannelId: string): OrderRow[] =>
  db.prepare('SELECT * FROM "order" WHERE customer_id = ? AND sales_channel_id = ? ORDER BY order_date_time DESC').all(customerId, salesChannelId) as OrderRow[];

/** The order of a deep link code, if it was created or changed after `since` (an ISO date). */
export const findOrderByDeepLink = (db: Db, deepLinkCode: string, salesChannelId: string, since: string): OrderRow | undefined =>
  db.prepare('SELECT * FROM "order" WHERE deep_link_code = ? AND sales_channel_id = ? AND (created_at > ? OR updated_at > ?)').get(deepLinkCode, salesChannelId, since, since) as OrderRow | undefined;

/** What guest authentication compares: the order customer's e-mail and whether it is a guest. */
export const findOrderCustomerLogin = (db: Db, orderId: string): Pick<OrderCustomerRow, 'email' | 'guest'> | undefined =>
  db.prepare('SELECT email, guest FROM order_customer WHERE order_id = ?').get(orderId) as Pick<OrderCustomerRow, 'email' | 'guest'> | undefined;

export const orderAddressZipcode = (db: Db, addressId: string): string | null =>
  (db.prepare('SELECT zipcode FROM order_address WHERE id = ?').get(addressId) as { zipcode: string | null } | undefined)?.zipcode ?? null;

export function cancelTransaction(db: Db, transactionId: string, now: string): void {
  db.prepare("UPDATE order_transaction SET state = 'cancelled', updated_at = ? WHERE id = ?").run(now, transactionId);
}

/** A payment transaction in state open. */
export interface NewOpenTransaction {
  id: string;
  orderId: string;
  paymentMethodId: string;
  /** The calculated price as JSON. */
  amount: string;
  amountTotal: number;
  amountMinor: number;
  currencyIso: string;
  /** An Adyen order carried over from the previous transaction (partial payments), as JSON. */
  adyenOrderJson?: string | null;
  createdAt: string;
  updatedAt: string;
}

export function insertOpenTransaction(db: Db, t: NewOpenTransaction): void {
  db.prepare(
    `INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, adyen_order_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
  ).run(t.id, t.orderId, t.paymentMethodId, t.amount, t.amountTotal, t.amountMinor, t.currencyIso, t.adyenOrderJson ?? null, t.createdAt, t.updatedAt);
}

export function touchOrder(db: Db, orderId: string, now: string): void {
  db.prepare('UPDATE "order" SET updated_at = ? WHERE id = ?').run(now, orderId);
}

/** The newest transaction of an order (Shopware's primary transaction). */
export const newestTransactionId = (db: Db, orderId: string): string | undefined =>
  (db.prepare('SELECT id FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(orderId) as { id: string } | undefined)?.id;

/** The columns of a transaction a payment integration may change; undefined leaves a column as it is. */
export interface TransactionColumns {
  state?: string;
  psp_reference?: string | null;
  result_code?: string | null;
  action_json?: string | null;
  adyen_order_json?: string | null;
}

/** Updates the given columns of one transaction (and always its updated_at). */
export function updateTransactionColumns(db: Db, transactionId: string, columns: TransactionColumns): void {
  const given = (Object.keys(columns) as Array<keyof TransactionColumns>).filter((c) => columns[c] !== undefined);
  const sets = ["updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')", ...given.map((c) => `${c} = ?`)];
  db.prepare(`UPDATE order_transaction SET ${sets.join(', ')} WHERE id = ?`).run(...given.map((c) => columns[c]), transactionId);
}

export const paymentMethodHandler = (db: Db, id: string): { handler: string; adyen_type: string | null } | undefined =>
  db.prepare('SELECT handler, adyen_type FROM payment_method WHERE id = ?').get(id) as { handler: string; adyen_type: string | null } | undefined;

/** The session's newest order since `since` (an ISO date), with the given cart hash when one is given. */
export const recentOrder = (db: Db, token: string, since: string, hash: string | null): OrderRow | undefined =>
  db
    .prepare(`SELECT * FROM "order" WHERE context_token = ? AND created_at >= ? ${hash ? 'AND cart_hash = ?' : ''} ORDER BY created_at DESC, rowid DESC LIMIT 1`)
    .get(...(hash ? [token, since, hash] : [token, since])) as OrderRow | undefined;

/** The order a sales channel placed under an idempotency key, and its customer. */
export const findOrderByIdempotencyKey = (db: Db, salesChannelId: string, key: string): Pick<OrderRow, 'id' | 'customer_id'> | undefined =>
  db.prepare('SELECT id, customer_id FROM "order" WHERE sales_channel_id = ? AND idempotency_key = ?').get(salesChannelId, key) as Pick<OrderRow, 'id' | 'customer_id'> | undefined;

/* An order's state change (orderState.ts holds the rules). */

/** The product lines of an order with their quantities (what goes back to, or comes again from, stock). */
export const orderProductQuantities = (db: Db, orderId: string): Array<{ product_id: string; quantity: number }> =>
  db.prepare("SELECT product_id, quantity FROM order_line_item WHERE order_id = ? AND type = 'product' AND product_id IS NOT NULL").all(orderId) as Array<{
    product_id: string;
    quantity: number;
  }>;

/** Puts `quantity` back into a product's stock and takes it off its sales (a negative quantity takes it again). */
export function returnStock(db: Db, productId: string, quantity: number): void {
  db.prepare('UPDATE product SET stock = stock + ?, sales = MAX(0, sales - ?) WHERE id = ?').run(quantity, quantity, productId);
}

/** Cancels every transaction of an order that is not paid, refunded or cancelled already. */
export function cancelUnpaidTransactions(db: Db, orderId: string, now: string): void {
  db.prepare("UPDATE order_transaction SET state = 'cancelled', updated_at = ? WHERE order_id = ? AND state IN ('open', 'in_progress', 'unconfirmed', 'reminded', 'failed')").run(now, orderId);
}

/** Moves an order's deliveries in state `from` to state `to`. */
export function setDeliveryState(db: Db, orderId: string, from: string, to: string): void {
  db.prepare('UPDATE order_delivery SET state = ? WHERE order_id = ? AND state = ?').run(to, orderId, from);
}

/** An order's (first and only) delivery; none for an order of downloads only. */
export const findOrderDelivery = (db: Db, orderId: string): OrderDeliveryRow | undefined =>
  db.prepare('SELECT * FROM order_delivery WHERE order_id = ? ORDER BY rowid LIMIT 1').get(orderId) as OrderDeliveryRow | undefined;

export function setDeliveryShipment(db: Db, deliveryId: string, state: string, trackingCodes: string[]): void {
  db.prepare('UPDATE order_delivery SET state = ?, tracking_codes = ? WHERE id = ?').run(state, JSON.stringify(trackingCodes), deliveryId);
}

/** A shipping method's translated name and tracking page (translated JSON each). */
export const findShippingMethodTracking = (db: Db, id: string): { name: string; tracking_url: string | null } | undefined =>
  db.prepare('SELECT name, tracking_url FROM shipping_method WHERE id = ?').get(id) as { name: string; tracking_url: string | null } | undefined;

export function setOrderStateColumn(db: Db, orderId: string, state: string, now: string): void {
  db.prepare('UPDATE "order" SET state = ?, updated_at = ? WHERE id = ?').run(state, now, orderId);
}

/** A stored document with its file, as the download route sends it. */
export interface DocumentFileRow {
  id: string;
  order_id: string;
  deep_link_code: string;
  file_name: string;
  mime_type: string;
  content: Buffer;
}

export const findDocumentFile = (db: Db, id: string): DocumentFileRow | undefined =>
  db.prepare('SELECT id, order_id, deep_link_code, file_name, mime_type, content FROM document WHERE id = ?').get(id) as DocumentFileRow | undefined;

/** Where a media file lies (relative to the media directory) and how it is named. */
export interface MediaFileRow {
  path: string;
  file_name: string;
  file_extension: string;
  mime_type: string;
}

export const findMediaFile = (db: Db, id: string): MediaFileRow | undefined =>
  db.prepare('SELECT path, file_name, file_extension, mime_type FROM media WHERE id = ?').get(id) as MediaFileRow | undefined;

/* What the invoice and the confirmation mail show (documents.ts builds them). */

/** A country's name (translated JSON); undefined for an unknown id. */
export const countryName = (db: Db, countryId: string): string | undefined => (db.prepare('SELECT name FROM country WHERE id = ?').get(countryId) as { name: string } | undefined)?.name;

/** A language's code (de-DE); undefined for an unknown id. */
export const languageCode = (db: Db, languageId: string): string | undefined => (db.prepare('SELECT code FROM language WHERE id = ?').get(languageId) as { code: string } | undefined)?.code;

/** A payment method's name (translated JSON); undefined for an unknown id. */
export const paymentMethodName = (db: Db, id: string): string | undefined => (db.prepare('SELECT name FROM payment_method WHERE id = ?').get(id) as { name: string } | undefined)?.name;

/** A shipping method's name (translated JSON); undefined for an unknown id. */
export const shippingMethodName = (db: Db, id: string): string | undefined => (db.prepare('SELECT name FROM shipping_method WHERE id = ?').get(id) as { name: string } | undefined)?.name;

/** A product's name and its parent's (translated JSON; a variant usually has none of its own). */
export interface ProductNamesRow {
  name: string | null;
  parent_name: string | null;
}

export const productNames = (db: Db, productId: string): ProductNamesRow | undefined =>
  db.prepare('SELECT p.name, pp.name AS parent_name FROM product p LEFT JOIN product pp ON pp.id = p.parent_id WHERE p.id = ?').get(productId) as ProductNamesRow | undefined;

/** A property option's name and its group's name (translated JSON). */
export interface OptionNamesRow {
  option: string;
  grp: string;
}

export const optionNames = (db: Db, optionId: string): OptionNamesRow | undefined =>
  db.prepare('SELECT o.name AS option, g.name AS grp FROM property_group_option o JOIN property_group g ON g.id = o.group_id WHERE o.id = ?').get(optionId) as OptionNamesRow | undefined;

/** The id of an order's invoice document, undefined while it has none. */
export const findInvoiceId = (db: Db, orderId: string): string | undefined =>
  (db.prepare("SELECT id FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as { id: string } | undefined)?.id;

/** An order's invoice PDF as the confirmation mail attaches it. */
export interface InvoiceFileRow {
  file_name: string;
  content: Buffer;
}

export const findInvoiceFile = (db: Db, orderId: string): InvoiceFileRow | undefined =>
  db.prepare("SELECT file_name, content FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as InvoiceFileRow | undefined;

/** A rendered invoice (a PDF, already sent with the confirmation mail). */
export interface NewInvoiceDocument {
  id: string;
  orderId: string;
  documentNumber: string;
  deepLinkCode: string;
  fileName: string;
  content: Buffer;
  /** The document config as JSON. */
  config: string;
  createdAt: string;
}

export function insertInvoiceDocument(db: Db, d: NewInvoiceDocument): void {
  db.prepare(
    `INSERT INTO document (id, order_id, document_type, document_number, deep_link_code, file_name, mime_type, content, config, sent, created_at)
     VALUES (?, ?, 'invoice', ?, ?, ?, 'application/pdf', ?, ?, 1, ?)`,
  ).run(d.id, d.orderId, d.documentNumber, d.deepLinkCode, d.fileName, d.content, d.config, d.createdAt);
}
