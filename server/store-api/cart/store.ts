import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';
import type { ShippingMethodRow, StateRow } from '../context/public';
import type { StoredLineItem } from './calculator';
import type { CartError } from './cartErrors';
import type { PromotionState } from './promotions';

/** A cart as it is stored: what the customer chose, never prices. */
export interface StoredCart {
  token: string;
  exists: boolean;
  customerId: string | null;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  codes: string[];
  promotionState: PromotionState;
  pendingErrors: CartError[];
  items: StoredLineItem[];
  revision: number;
}

interface CartRow {
  token: string;
  customer_id: string | null;
  customer_comment: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  promotion_codes: string;
  promotion_state: string;
  pending_errors: string;
  revision: number;
}

function json<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function emptyCart(token: string): StoredCart {
  return {
    token,
    exists: false,
    customerId: null,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    codes: [],
    promotionState: {},
    pendingErrors: [],
    items: [],
    revision: 0,
  };
}

export function loadCart(db: Db, token: string): StoredCart {
  const row = keptStatement(db, 'SELECT * FROM cart WHERE token = ?').get(token) as CartRow | undefined;
  if (!row) return emptyCart(token);
  const items = (
    keptStatement(db, 'SELECT id, type, referenced_id, quantity, position FROM cart_line_item WHERE cart_token = ? ORDER BY position').all(token) as Array<{
      id: string;
      type: string;
      referenced_id: string;
      quantity: number;
      position: number;
    }>
  ).map((r) => ({ id: r.id, type: 'product' as const, referencedId: r.referenced_id, quantity: r.quantity, position: r.position }));
  const codes = json<unknown>(row.promotion_codes, []);
  const state = json<unknown>(row.promotion_state, {});
  const pending = json<unknown>(row.pending_errors, []);
  return {
    token,
    exists: true,
    customerId: row.customer_id,
    customerComment: row.customer_comment,
    affiliateCode: row.affiliate_code,
    campaignCode: row.campaign_code,
    codes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [],
    promotionState: state && typeof state === 'object' && !Array.isArray(state) ? (state as PromotionState) : {},
    pendingErrors: Array.isArray(pending) ? (pending as CartError[]) : [],
    items,
    revision: row.revision,
  };
}

/** Whether there is anything worth keeping (a cart row is only created once it holds something). */
const hasContent = (c: StoredCart): boolean => c.items.length > 0 || c.codes.length > 0 || c.pendingErrors.length > 0 || Object.keys(c.promotionState).length > 0 || !!c.customerComment;

export function saveCart(db: Db, cart: StoredCart): void {
  if (!cart.exists && !hasContent(cart)) return;
  keptStatement(
    db,
    `INSERT INTO cart (token, name, customer_id, customer_comment, affiliate_code, campaign_code, promotion_codes, promotion_state, pending_errors, revision)
     VALUES (@token, 'sales-channel', @customerId, @customerComment, @affiliateCode, @campaignCode, @codes, @state, @pending, 1)
     ON CONFLICT(token) DO UPDATE SET customer_id = excluded.customer_id, customer_comment = excluded.customer_comment,
       affiliate_code = excluded.affiliate_code, campaign_code = excluded.campaign_code, promotion_codes = excluded.promotion_codes,
       promotion_state = excluded.promotion_state, pending_errors = excluded.pending_errors, revision = cart.revision + 1,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run({
    token: cart.token,
    customerId: cart.customerId,
    customerComment: cart.customerComment,
    affiliateCode: cart.affiliateCode,
    campaignCode: cart.campaignCode,
    codes: JSON.stringify(cart.codes),
    state: JSON.stringify(cart.promotionState),
    pending: JSON.stringify(cart.pendingErrors),
  });
  keptStatement(db, 'DELETE FROM cart_line_item WHERE cart_token = ?').run(cart.token);
  const insert = keptStatement(db, 'INSERT INTO cart_line_item (cart_token, id, type, referenced_id, quantity, position) VALUES (?, ?, ?, ?, ?, ?)');
  cart.items.forEach((item, i) => insert.run(cart.token, item.id, item.type, item.referencedId, item.quantity, i));
  cart.exists = true;
}

/** Whether the session has a stored cart (one is only stored once it holds something). */
export const cartExists = (db: Db, token: string): boolean => !!keptStatement(db, 'SELECT 1 FROM cart WHERE token = ?').get(token);

export function deleteCart(db: Db, token: string): void {
  keptStatement(db, 'DELETE FROM cart WHERE token = ?').run(token);
}

/** The token of the customer's most recently changed cart other than the given two (the old and new session). */
export const latestCustomerCart = (db: Db, customerId: string, except: [string, string]): string | undefined =>
  (keptStatement(db, 'SELECT token FROM cart WHERE customer_id = ? AND token NOT IN (?, ?) ORDER BY updated_at DESC LIMIT 1').get(customerId, ...except) as { token: string } | undefined)?.token;

export function setCartCustomer(db: Db, token: string, customerId: string): void {
  keptStatement(db, 'UPDATE cart SET customer_id = ? WHERE token = ?').run(customerId, token);
}

/* The lookups the cart rules need besides the cart rows. */

export interface ShippingRow {
  id: string;
  technical_name: string;
  name: string;
  position: number;
  price_rules: string;
  delivery_time_id: string | null;
}
export interface PaymentRow {
  id: string;
  technical_name: string;
  name: string;
  position: number;
  handler: string;
}

export const activeShippingRows = (db: Db): ShippingRow[] => keptStatement(db, 'SELECT * FROM shipping_method WHERE active = 1 ORDER BY position, id').all() as ShippingRow[];

export const deliveryTimeRange = (db: Db, id: string): { min: number; max: number; unit: string } | undefined =>
  keptStatement(db, 'SELECT min, max, unit FROM delivery_time WHERE id = ?').get(id) as { min: number; max: number; unit: string } | undefined;

export const activePaymentRows = (db: Db): PaymentRow[] => keptStatement(db, 'SELECT * FROM payment_method WHERE active = 1 ORDER BY position, id').all() as PaymentRow[];

export const findCartCustomerRow = (db: Db, customerId: string): { id: string; guest: number } | undefined =>
  keptStatement(db, 'SELECT id, guest FROM customer WHERE id = ?').get(customerId) as { id: string; guest: number } | undefined;

/** The delivery's shipping method and state, as the cart JSON shows them (undefined for an unknown id). */
export const findShippingMethodRow = (db: Db, id: string): ShippingMethodRow | undefined => keptStatement(db, 'SELECT * FROM shipping_method WHERE id = ?').get(id) as ShippingMethodRow | undefined;

export const findCountryStateRow = (db: Db, id: string): StateRow | undefined => keptStatement(db, 'SELECT * FROM country_state WHERE id = ?').get(id) as StateRow | undefined;

/** The highest tax rate of the shop (null without taxes). */
export const highestTaxRate = (db: Db): number | null => (keptStatement(db, 'SELECT MAX(tax_rate) AS r FROM tax').get() as { r: number | null }).r;

/**
 * Runs a read-modify-write of one cart serialized against every other writer: an IMMEDIATE
 * SQLite transaction takes the write lock before the cart is read, so concurrent requests (also
 * from other processes) apply one after the other and none loses the other's items.
 */
export function withCartLock<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return db.transaction(fn)();
  return db.transaction(fn).immediate();
}
