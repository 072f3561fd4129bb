import { describe, expect, it } from 'vitest';
import type { OrderLineView, ProductSummary } from '../../api';
import { planReorder } from './orderAgain';
import { productCard } from '../../test/productCard';

const line = (productId: string, quantity: number, over: Partial<OrderLineView> = {}): OrderLineView => ({
  id: `line-${productId}-${quantity}`,
  type: 'product',
  label: `Ordered ${productId}`,
  quantity,
  unitPrice: 10,
  totalPrice: 10 * quantity,
  productId,
  options: [],
  ...over,
});

const product = productCard;

const catalog = (...list: ProductSummary[]) => new Map(list.map((p) => [p.id, p]));

describe('order again: quantity rules', () => {
  it('takes every available product with its ordered quantity and leaves promotions out', () => {
    const plan = planReorder([line('a', 3), line('b', 1), line('promo', 1, { type: 'promotion', productId: undefined })], catalog(product('a'), product('b')));
    expect(plan.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(plan.notes).toEqual([]);
  });

  it('leaves out products that are gone, sold out or no longer buyable', () => {
    const plan = planReorder([line('gone', 2), line('sold', 1), line('ok', 1)], catalog(product('sold', { available: false }), product('ok')));
    expect(plan.items.map((i) => i.productId)).toEqual(['ok']);
    expect(plan.notes).toEqual([
      { kind: 'unavailable', name: 'Ordered gone' },
      { kind: 'unavailable', name: 'Now sold' },
    ]);
  });

  it('raises a quantity below the minimum to the minimum', () => {
    const plan = planReorder([line('a', 2)], catalog(product('a', { minPurchase: 5, purchaseSteps: 5 })));
    expect(plan.items[0].quantity).toBe(5);
    expect(plan.notes).toEqual([{ kind: 'minimum', name: 'Now a', from: 2, to: 5 }]);
  });

  it('rounds down to the purchase steps like the server', () => {
    const plan = planReorder([line('a', 12)], catalog(product('a', { minPurchase: 5, purchaseSteps: 5 })));
    expect(plan.items[0].quantity).toBe(10);
    expect(plan.notes).toEqual([{ kind: 'steps', name: 'Now a', from: 12, to: 10 }]);
  });

  it('caps at the maximum (stock of a closeout product), on a step', () => {
    const plan = planReorder([line('a', 40)], catalog(product('a', { minPurchase: 2, purchaseSteps: 2, maxPurchase: 15 })));
    expect(plan.items[0].quantity).toBe(14);
    expect(plan.notes).toEqual([{ kind: 'maximum', name: 'Now a', from: 40, to: 14 }]);
  });

  it('adds up lines of the same product before applying the rules', () => {
    const plan = planReorder([line('a', 3), line('a', 4, { id: 'second' })], catalog(product('a', { purchaseSteps: 1, maxPurchase: 6 })));
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0].quantity).toBe(6);
    expect(plan.notes).toEqual([{ kind: 'maximum', name: 'Now a', from: 7, to: 6 }]);
  });
});
