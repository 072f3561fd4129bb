import { describe, expect, it } from 'vitest';
import { idFor } from '../../lib/ids';
import { insertCustomer, type NewCustomer } from '../account/customerRepository';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import {
  activePaymentRows,
  activeShippingRows,
  cartExists,
  deleteCart,
  deliveryTimeRange,
  emptyCart,
  findCartCustomerRow,
  findCountryStateRow,
  findShippingMethodRow,
  highestTaxRate,
  latestCustomerCart,
  loadCart,
  saveCart,
  setCartCustomer,
} from './store';

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

describe("a customer's carts", () => {
  it("finds the customer's most recently changed cart other than the two given tokens", () => {
    const db = openFixtureDatabase();
    for (const [token, at] of [
      ['old', '2026-01-01T00:00:00.000Z'],
      ['newer', '2026-01-02T00:00:00.000Z'],
      ['visitor', '2026-01-03T00:00:00.000Z'],
      ['fresh', '2026-01-04T00:00:00.000Z'],
    ]) {
      const cart = emptyCart(token);
      cart.codes.push('X');
      saveCart(db, cart);
      setCartCustomer(db, token, 'c1');
      db.prepare('UPDATE cart SET updated_at = ? WHERE token = ?').run(at, token);
    }
    expect(latestCustomerCart(db, 'c1', ['visitor', 'fresh'])).toBe('newer');
    expect(latestCustomerCart(db, 'c2', ['visitor', 'fresh'])).toBeUndefined();
    expect(db.prepare('SELECT customer_id FROM cart WHERE token = ?').get('old')).toEqual({ customer_id: 'c1' });
  });
});

const GUEST: Omit<NewCustomer, 'id' | 'salesChannelId'> & { salesChannelId?: string } = {
  languageId: F.de,
  customerNumber: '10001',
  accountType: 'private',
  salutationId: null,
  title: null,
  firstName: 'Anna',
  lastName: 'Reiter',
  email: 'anna@example.com',
  passwordHash: '',
  guest: true,
  active: true,
  doubleOptInRegistration: false,
  doubleOptInEmailSentDate: null,
  hash: null,
  company: null,
  vatIds: [],
  birthday: null,
  defaultPaymentMethodId: null,
  affiliateCode: null,
  campaignCode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('what the cart rules look up', () => {
  it('lists active shipping and payment methods and the delivery time of one', () => {
    const db = openFixtureDatabase();
    expect(activeShippingRows(db).map((r) => r.technical_name)).toContain('parcel');
    expect(activePaymentRows(db).map((r) => r.technical_name)).toContain('prepayment');
    db.prepare('UPDATE payment_method SET active = 0 WHERE id = ?').run(idFor('payment:prepayment'));
    expect(activePaymentRows(db).map((r) => r.technical_name)).not.toContain('prepayment');
    expect(deliveryTimeRange(db, F.days)).toEqual({ min: 1, max: 3, unit: 'day' });
    expect(deliveryTimeRange(db, 'unknown')).toBeUndefined();
  });

  it("reads a customer's guest flag and the highest tax rate", () => {
    const db = openFixtureDatabase();
    insertCustomer(db, { ...GUEST, id: 'g1', salesChannelId: (db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string }).id });
    expect(findCartCustomerRow(db, 'g1')).toEqual({ id: 'g1', guest: 1 });
    expect(findCartCustomerRow(db, 'unknown')).toBeUndefined();
    expect(highestTaxRate(db)).toBe(19);
    db.prepare('UPDATE tax SET tax_rate = 7').run();
    expect(highestTaxRate(db)).toBe(7);
  });
});

describe('cart store: the delivery rows of the cart JSON', () => {
  it('reads a shipping method and a country state by id', () => {
    const db = openFixtureDatabase();
    expect(findShippingMethodRow(db, idFor('shipping:parcel'))).toMatchObject({ id: idFor('shipping:parcel'), technical_name: 'parcel' });
    expect(findShippingMethodRow(db, 'nope')).toBeUndefined();
    db.prepare("INSERT INTO country_state (id, country_id, short_code, name) VALUES ('by', ?, 'DE-BY', '{}')").run(F.countryDe);
    expect(findCountryStateRow(db, 'by')).toMatchObject({ id: 'by', country_id: F.countryDe, short_code: 'DE-BY' });
    expect(findCountryStateRow(db, 'nope')).toBeUndefined();
  });
});
