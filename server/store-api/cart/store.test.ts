import { describe, expect, it } from 'vitest';
import { openFixtureDatabase } from '../catalog/testing/fixture';
import { cartExists, deleteCart, emptyCart, loadCart, saveCart } from './store';

describe('cart store', () => {
  it('stores no row for a cart that holds nothing', () => {
    const db = openFixtureDatabase();
    saveCart(db, emptyCart('t1'));
    expect(cartExists(db, 't1')).toBe(false);
    expect(loadCart(db, 't1').exists).toBe(false);
  });

  it('stores a cart once it holds something and reads it back', () => {
    const db = openFixtureDatabase();
    const cart = emptyCart('t1');
    cart.items.push({ id: 'a', type: 'product', referencedId: 'a', quantity: 2, position: 0 });
    cart.codes.push('SOMMER');
    saveCart(db, cart);
    expect(cartExists(db, 't1')).toBe(true);
    expect(cartExists(db, 't2')).toBe(false);
    expect(loadCart(db, 't1')).toMatchObject({ exists: true, codes: ['SOMMER'], items: [{ id: 'a', referencedId: 'a', quantity: 2, position: 0 }], revision: 1 });
  });

  it('deletes a cart with its line items', () => {
    const db = openFixtureDatabase();
    const cart = emptyCart('t1');
    cart.items.push({ id: 'a', type: 'product', referencedId: 'a', quantity: 1, position: 0 });
    saveCart(db, cart);
    deleteCart(db, 't1');
    expect(cartExists(db, 't1')).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM cart_line_item WHERE cart_token = ?').get('t1')).toEqual({ n: 0 });
  });
});
