import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { nowIso } from '../account/public';

/** The wishlist area's SQL: one wishlist per customer and its products. */
export interface WishlistRow {
  id: string;
  customer_id: string;
  sales_channel_id: string;
  created_at: string;
  updated_at: string | null;
}

export const findWishlist = (db: Db, customerId: string): WishlistRow | undefined => db.prepare('SELECT * FROM customer_wishlist WHERE customer_id = ?').get(customerId) as WishlistRow | undefined;

/** The customer's wishlist, created on first use. */
export function ensureWishlist(db: Db, customerId: string, salesChannelId: string): WishlistRow {
  const existing = findWishlist(db, customerId);
  if (existing) return existing;
  db.prepare('INSERT INTO customer_wishlist (id, customer_id, sales_channel_id, created_at) VALUES (?, ?, ?, ?)').run(newId(), customerId, salesChannelId, nowIso());
  const created = findWishlist(db, customerId);
  if (!created) throw new Error('The wishlist just created is missing.');
  return created;
}

/** Product ids, newest first. */
export function wishlistProductIds(db: Db, wishlistId: string): string[] {
  return (db.prepare('SELECT product_id FROM customer_wishlist_product WHERE wishlist_id = ? ORDER BY created_at DESC, rowid DESC').all(wishlistId) as Array<{ product_id: string }>).map(
    (r) => r.product_id,
  );
}

export const hasWishlistProduct = (db: Db, wishlistId: string, productId: string): boolean =>
  !!db.prepare('SELECT 1 FROM customer_wishlist_product WHERE wishlist_id = ? AND product_id = ?').get(wishlistId, productId);

/** Adds products (ones already there stay as they are) and marks the wishlist updated. */
export function addWishlistProducts(db: Db, wishlistId: string, productIds: string[], ignoreExisting: boolean): void {
  const insert = db.prepare(`INSERT ${ignoreExisting ? 'OR IGNORE ' : ''}INTO customer_wishlist_product (id, wishlist_id, product_id, created_at) VALUES (?, ?, ?, ?)`);
  for (const id of productIds) insert.run(newId(), wishlistId, id, nowIso());
  touchWishlist(db, wishlistId);
}

/** Removes a product; false when it was not on the wishlist. */
export function removeWishlistProduct(db: Db, wishlistId: string, productId: string): boolean {
  const removed = db.prepare('DELETE FROM customer_wishlist_product WHERE wishlist_id = ? AND product_id = ?').run(wishlistId, productId);
  if (removed.changes === 0) return false;
  touchWishlist(db, wishlistId);
  return true;
}

function touchWishlist(db: Db, wishlistId: string): void {
  db.prepare('UPDATE customer_wishlist SET updated_at = ? WHERE id = ?').run(nowIso(), wishlistId);
}
