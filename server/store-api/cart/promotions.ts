import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { translate } from '../../lib/i18n';

export type DiscountType = 'percentage' | 'absolute' | 'free_shipping';

/** A promotion as the cart calculation uses it. */
export interface PromotionDef {
  id: string;
  name: string;
  automatic: boolean;
  /** The code the customer entered (null for automatic promotions). */
  code: string | null;
  discountType: DiscountType;
  /** percent, or EUR for absolute discounts */
  value: number;
  /** EUR cap of a percentage discount */
  maxValue: number | null;
  /** EUR goods value (of the matching goods, in the shown price mode) needed */
  minCartValue: number;
  categoryId: string | null;
  preventCombination: boolean;
  priority: number;
  customerOnly: boolean;
  /** false when max_uses / max_uses_per_customer are exhausted for this customer */
  usable: boolean;
}

/** Outcome of a promotion in the last calculation (kept per cart to report changes once). */
export type PromotionOutcome = 'applied' | 'not-eligible' | 'excluded' | 'zero';
export type PromotionState = Record<string, { outcome: PromotionOutcome; name: string; automatic: boolean }>;

interface PromotionRow {
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

/** The line item id of a promotion in the cart (stable, so the storefront can remove it by id). */
export const promotionLineItemId = (promotionId: string): string => idFor(`promotion-line-item:${promotionId}`);

function isValidNow(row: PromotionRow, now: Date): boolean {
  if (!row.active) return false;
  if (row.valid_from && new Date(row.valid_from).getTime() > now.getTime()) return false;
  if (row.valid_until && new Date(row.valid_until).getTime() < now.getTime()) return false;
  return ['percentage', 'absolute', 'free_shipping'].includes(row.discount_type);
}

function usable(db: Db, row: PromotionRow, customerId: string | null): boolean {
  if (row.max_uses != null) {
    const used = (db.prepare('SELECT COUNT(DISTINCT order_id) AS n FROM order_line_item WHERE promotion_id = ?').get(row.id) as { n: number }).n;
    if (used >= row.max_uses) return false;
  }
  if (row.max_uses_per_customer != null && customerId) {
    const used = (
      db
        .prepare(
          `SELECT COUNT(DISTINCT li.order_id) AS n FROM order_line_item li JOIN "order" o ON o.id = li.order_id
           WHERE li.promotion_id = ? AND o.customer_id = ? AND o.state != 'cancelled'`,
        )
        .get(row.id, customerId) as { n: number }
    ).n;
    if (used >= row.max_uses_per_customer) return false;
  }
  return true;
}

function toDef(db: Db, row: PromotionRow, code: string | null, locale: string, customerId: string | null): PromotionDef {
  return {
    id: row.id,
    name: translate(row.name, locale) ?? code ?? row.id,
    automatic: !!row.automatic,
    code,
    discountType: row.discount_type as DiscountType,
    value: row.discount_value,
    maxValue: row.max_value,
    minCartValue: row.min_cart_value,
    categoryId: row.category_id,
    preventCombination: !!row.prevent_combination,
    priority: row.priority,
    customerOnly: !!row.customer_only,
    usable: usable(db, row, customerId),
  };
}

/**
 * The promotion behind a code, or null when no currently valid promotion has it (unknown code,
 * inactive, expired, or an individual code that was redeemed already).
 */
export function findPromotionByCode(db: Db, code: string, locale: string, customerId: string | null, now = new Date()): PromotionDef | null {
  const hit = db
    .prepare(
      `SELECT p.*, c.code AS the_code, c.individual, c.redeemed_order_id FROM promotion_code c JOIN promotion p ON p.id = c.promotion_id
       WHERE c.code = ? COLLATE NOCASE`,
    )
    .get(code.trim()) as (PromotionRow & { the_code: string; individual: number; redeemed_order_id: string | null }) | undefined;
  if (!hit || !isValidNow(hit, now)) return null;
  if (hit.individual && hit.redeemed_order_id) return null;
  return toDef(db, hit, hit.the_code, locale, customerId);
}

/** Automatic promotions valid now. */
export function automaticPromotions(db: Db, locale: string, customerId: string | null, now = new Date()): PromotionDef[] {
  const rows = db.prepare('SELECT * FROM promotion WHERE automatic = 1 AND active = 1 ORDER BY priority DESC, id').all() as PromotionRow[];
  return rows.filter((r) => isValidNow(r, now)).map((r) => toDef(db, r, null, locale, customerId));
}
