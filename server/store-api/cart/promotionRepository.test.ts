import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { activeAutomaticPromotions, categoryParentLookup, customerPromotionOrderCount, findPromotionCode, promotionOrderCount } from './promotionRepository';

function insertPromotion(db: Db, id: string, columns: Record<string, unknown> = {}): void {
  const row: Record<string, unknown> = { id, name: JSON.stringify({ 'de-DE': id }), discount_type: 'percentage', discount_value: 10, ...columns };
  const keys = Object.keys(row);
  db.prepare(`INSERT INTO promotion (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => row[k]));
}

function insertOrderUsing(db: Db, orderId: string, promotionId: string, customerId: string | null, state = 'open'): void {
  db.prepare(
    `INSERT INTO "order" (id, order_number, customer_id, sales_channel_id, language_id, currency_id, currency_factor, currency_iso, state, order_date_time,
      price, amount_total, amount_net, position_price, tax_status, shipping_costs, shipping_total, billing_address_id, deep_link_code)
     VALUES (?, ?, ?, 'sc', ?, ?, 1, 'EUR', ?, '2026-01-01T00:00:00.000Z', '{}', 0, 0, 0, 'gross', '{}', 0, 'a', ?)`,
  ).run(orderId, `n-${orderId}`, customerId, F.de, F.eur, state, `d-${orderId}`);
  // Two promotion lines in one order count as one use.
  for (const n of [1, 2]) {
    db.prepare(
      `INSERT INTO order_line_item (id, order_id, identifier, promotion_id, type, label, quantity, unit_price, total_price, price, position)
       VALUES (?, ?, ?, ?, 'promotion', 'Rabatt', 1, -1, -1, '{}', ?)`,
    ).run(`${orderId}-${n}`, orderId, `${promotionId}-${n}`, promotionId, n);
  }
}

describe('promotion repository', () => {
  it('finds a promotion by its code in any case, with the code as stored', () => {
    const db = openFixtureDatabase();
    insertPromotion(db, 'p1', { max_uses: 5 });
    db.prepare("INSERT INTO promotion_code (code, promotion_id, individual, redeemed_order_id) VALUES ('HERBST', 'p1', 1, 'o9')").run();
    expect(findPromotionCode(db, 'herbst')).toMatchObject({ id: 'p1', the_code: 'HERBST', individual: 1, redeemed_order_id: 'o9', max_uses: 5, discount_type: 'percentage' });
    expect(findPromotionCode(db, 'winter')).toBeUndefined();
  });

  it('lists active automatic promotions, highest priority first', () => {
    const db = openFixtureDatabase();
    insertPromotion(db, 'b', { automatic: 1, priority: 1 });
    insertPromotion(db, 'a', { automatic: 1, priority: 1 });
    insertPromotion(db, 'top', { automatic: 1, priority: 5 });
    insertPromotion(db, 'off', { automatic: 1, active: 0, priority: 9 });
    insertPromotion(db, 'code', { priority: 9 });
    expect(activeAutomaticPromotions(db).map((p) => p.id)).toEqual(['top', 'a', 'b']);
  });

  it('counts the orders that used a promotion, and those of one customer that were not cancelled', () => {
    const db = openFixtureDatabase();
    insertPromotion(db, 'p1');
    expect(promotionOrderCount(db, 'p1')).toBe(0);
    insertOrderUsing(db, 'o1', 'p1', 'c1');
    insertOrderUsing(db, 'o2', 'p1', 'c1', 'cancelled');
    insertOrderUsing(db, 'o3', 'p1', 'c2');
    expect(promotionOrderCount(db, 'p1')).toBe(3);
    expect(customerPromotionOrderCount(db, 'p1', 'c1')).toBe(1);
    expect(customerPromotionOrderCount(db, 'p1', 'c2')).toBe(1);
    expect(customerPromotionOrderCount(db, 'p1', 'c3')).toBe(0);
  });

  it("looks up a category's parent: null for a root, undefined for an unknown id", () => {
    const db = openFixtureDatabase();
    const parentOf = categoryParentLookup(db);
    expect(parentOf(F.pellets)).toBe(F.bedding);
    expect(parentOf(F.bedding)).toBe(F.root);
    expect(parentOf(F.root)).toBeNull();
    expect(parentOf('nope')).toBeUndefined();
  });
});
