import { describe, expect, it } from 'vitest';
import { mapCart, mapCartMessages } from './cart';
import type { Cart } from './schemas';

const item = (id: string, type: string, quantity: number, states: string[] = ['is-physical'], good = true) =>
  ({ id, type, quantity, states, good, label: id, cover: null, price: { apiAlias: 'calculated_price', unitPrice: 10, totalPrice: 10 * quantity, quantity } }) as never;

const cart = (lineItems: unknown[], errors: Cart['errors'] = {}): Cart =>
  ({
    apiAlias: 'cart',
    lineItems,
    errors,
    price: {
      apiAlias: 'cart_price',
      totalPrice: 50,
      positionPrice: 40,
      netPrice: 42,
      rawTotal: 50,
      taxStatus: 'gross',
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax: 8, taxRate: 19, price: 50 }],
      taxRules: [],
    },
    deliveries: [{ shippingCosts: { totalPrice: 10 } }],
  }) as unknown as Cart;

describe('mapCart', () => {
  it('sums product quantities, splits promotions and reads the first delivery', () => {
    const view = mapCart(cart([item('a', 'product', 2), item('p', 'promotion', 1, [])]));
    expect(view.count).toBe(2);
    expect(view.promotions.map((p) => p.id)).toEqual(['p']);
    expect(view.shippingCosts).toBe(10);
    expect(view.taxes).toEqual([{ rate: 19, tax: 8 }]);
  });
  it('is virtual when every non-promotion item is a download', () => {
    expect(mapCart(cart([item('d', 'product', 1, ['is-download']), item('p', 'promotion', 1, [])])).isVirtual).toBe(true);
    expect(mapCart(cart([item('d', 'product', 1, ['is-download']), item('a', 'product', 1)])).isVirtual).toBe(false);
  });
  it('is empty when no good items are left', () => {
    expect(mapCart(cart([])).isEmpty).toBe(true);
    expect(mapCart(cart([item('x', 'product', 1, [], false)])).isEmpty).toBe(true);
    expect(mapCart(cart([item('a', 'product', 1)])).isEmpty).toBe(false);
  });
});

describe('mapCartMessages', () => {
  it('maps levels and keeps the parameters of the error', () => {
    const messages = mapCartMessages({
      'product-stock-reached-x': { key: 'product-stock-reached-x', messageKey: 'product-stock-reached', level: 10, message: 'Stock reached', name: 'Stroh', quantity: 3 },
      'promotion-not-found': { key: 'promotion-not-found', messageKey: 'promotion-not-found', level: 20, message: 'Not found', promotionCode: 'XYZ' },
      added: { key: 'added', messageKey: 'promotion-discount-added', level: 0, message: 'Added' },
    } as never);
    expect(messages.map((m) => [m.messageKey, m.level])).toEqual([
      ['product-stock-reached', 'warning'],
      ['promotion-not-found', 'danger'],
      ['promotion-discount-added', 'success'],
    ]);
    expect(messages[0].parameters).toMatchObject({ name: 'Stroh', quantity: 3 });
  });
  it('accepts a list as well', () => {
    expect(mapCartMessages([{ key: 'k', messageKey: 'cart-merged-hint', level: 0, message: '' }] as never)[0].level).toBe('info');
  });
});
