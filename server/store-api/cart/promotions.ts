import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { translate } from '../../lib/i18n';
import { activeAutomaticPromotions, customerPromotionOrderCount, findPromotionCode, promotionOrderCount, type PromotionRow } from './promotionRepository';

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
    if (promotionOrderCount(db, row.id) >= row.max_uses) return false;
  }
  if (row.max_uses_per_customer != null && customerId) {
    if (customerPromotionOrderCount(db, row.id, customerId) >= row.max_uses_per_customer) return false;
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
  const hit = findPromotionCode(db, code.trim());
  if (!hit || !isValidNow(hit, now)) return null;
  if (hit.individual && hit.redeemed_order_id) return null;
  return toDef(db, hit, hit.the_code, locale, customerId);
}

/** Automatic promotions valid now. */
export function automaticPromotions(db: Db, locale: string, customerId: string | null, now = new Date()): PromotionDef[] {
  return activeAutomaticPromotions(db)
    .filter((r) => isValidNow(r, now))
    .map((r) => toDef(db, r, null, locale, customerId));
}
