import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';

/**
 * The SQL behind the cart's promotions (promotions.ts holds the rules): promotion rows, their
 * codes, how often orders used them, and the category parents a promotion's category matches.
 */

/** A promotion as stored (promotion table). */
export interface PromotionRow {
  id: string;
  name: string;
  active: number;
  automatic: number;
  valid_from: string | null;
  valid_until: string | null;
  discount_type: string;
  discount_value: number;
  max_value: number | null;
  min_cart_value: number;
  category_id: string | null;
  prevent_combination: number;
  priority: number;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  customer_only: number;
}

/** A promotion found by one of its codes, with that code's facts. */
export interface PromotionCodeRow extends PromotionRow {
  /** The code as stored (the customer may have typed it in another case). */
  the_code: string;
  individual: number;
  redeemed_order_id: string | null;
}

/** The promotion behind a code, compared without case; undefined for an unknown code. */
export const findPromotionCode = (db: Db, code: string): PromotionCodeRow | undefined =>
  keptStatement(
    db,
    `SELECT p.*, c.code AS the_code, c.individual, c.redeemed_order_id FROM promotion_code c JOIN promotion p ON p.id = c.promotion_id
       WHERE c.code = ? COLLATE NOCASE`,
  ).get(code) as PromotionCodeRow | undefined;

/** Active automatic promotions, highest priority first (validity dates are the caller's rule). */
export const activeAutomaticPromotions = (db: Db): PromotionRow[] => keptStatement(db, 'SELECT * FROM promotion WHERE automatic = 1 AND active = 1 ORDER BY priority DESC, id').all() as PromotionRow[];

/** The number of orders that used the promotion. */
export const promotionOrderCount = (db: Db, promotionId: string): number =>
  (keptStatement(db, 'SELECT COUNT(DISTINCT order_id) AS n FROM order_line_item WHERE promotion_id = ?').get(promotionId) as { n: number }).n;

/** The number of the customer's orders, cancelled ones aside, that used the promotion. */
export const customerPromotionOrderCount = (db: Db, promotionId: string, customerId: string): number =>
  (
    keptStatement(
      db,
      `SELECT COUNT(DISTINCT li.order_id) AS n FROM order_line_item li JOIN "order" o ON o.id = li.order_id
         WHERE li.promotion_id = ? AND o.customer_id = ? AND o.state != 'cancelled'`,
    ).get(promotionId, customerId) as { n: number }
  ).n;

/**
 * A lookup of a category's parent id: null for a root category, undefined for an unknown id.
 * The statement is prepared once per connection, so a walk up many categories reuses it.
 */
export function categoryParentLookup(db: Db): (categoryId: string) => string | null | undefined {
  const parentOf = keptStatement(db, 'SELECT parent_id FROM category WHERE id = ?');
  return (categoryId) => (parentOf.get(categoryId) as { parent_id: string | null } | undefined)?.parent_id;
}
