import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { ADDRESS_COLUMNS, addressInputOf, countAddresses, deleteAddress, insertAddress, setDefaultAddress, updateAddress } from './addressRepository';
import { insertCustomer } from './customerRepository';
import { loadAddress, loadCustomer } from './customers';
import type { AddressInput } from './validation';

type TestDb = ReturnType<typeof openFixtureDatabase>;

let customerNumber = 10000;

function customer(db: TestDb, email: string): string {
  const channel = db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string };
  const id = newId();
  insertCustomer(db, {
    id,
    salesChannelId: channel.id,
    languageId: F.de,
    customerNumber: String(customerNumber++),
    accountType: 'private',
    salutationId: null,
    title: null,
    firstName: 'Anna',
    lastName: 'Reiter',
    email,
    passwordHash: 'x',
    guest: false,
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
  });
  return id;
}

/** Every field set, each to a value of its own, so a swapped column would show. */
const FULL: AddressInput = {
  countryId: F.countryDe,
  countryStateId: null,
  salutationId: null,
  title: 'Dr.',
  firstName: 'Anna',
  lastName: 'Reiter',
  company: 'Hof GmbH',
  department: 'Stall',
  street: 'Weideweg 1',
  zipcode: '12345',
  city: 'Heuberg',
  phoneNumber: '0123 456',
  additionalAddressLine1: 'Hinterhaus',
  additionalAddressLine2: 'Tor 2',
};

describe('address repository', () => {
  it('maps each of the 14 address fields to its own column', () => {
    expect(Object.keys(ADDRESS_COLUMNS)).toHaveLength(14);
    expect(new Set(Object.values(ADDRESS_COLUMNS)).size).toBe(14);
  });

  it('writes every field and reads the same fields back, in the API names', () => {
    const db = openFixtureDatabase();
    const c = customer(db, 'anna@example.com');
    const id = insertAddress(db, c, FULL);
    const row = loadAddress(db, id)!;
    expect(row).toMatchObject({ customer_id: c, country_id: F.countryDe, first_name: 'Anna', phone_number: '0123 456', additional_address_line2: 'Tor 2' });
    expect(row.updated_at).toBe(row.created_at);
    expect(addressInputOf(row)).toEqual(FULL);
  });

  it('overwrites every field on update and stamps the update', () => {
    const db = openFixtureDatabase();
    const c = customer(db, 'anna@example.com');
    const id = insertAddress(db, c, FULL);
    const changed: AddressInput = { ...FULL, title: null, company: null, street: 'Feldweg 2', zipcode: null, additionalAddressLine1: null };
    updateAddress(db, id, changed);
    expect(addressInputOf(loadAddress(db, id)!)).toEqual(changed);
  });

  it('counts and deletes only the addresses of the given customer', () => {
    const db = openFixtureDatabase();
    const anna = customer(db, 'anna@example.com');
    const ben = customer(db, 'ben@example.com');
    const a1 = insertAddress(db, anna, FULL);
    insertAddress(db, anna, FULL);
    const b1 = insertAddress(db, ben, FULL);
    expect(countAddresses(db, anna)).toBe(2);
    deleteAddress(db, b1, anna);
    expect(loadAddress(db, b1)).toBeDefined();
    deleteAddress(db, a1, anna);
    expect(loadAddress(db, a1)).toBeUndefined();
    expect(countAddresses(db, anna)).toBe(1);
  });

  it('sets the default billing and shipping address separately', () => {
    const db = openFixtureDatabase();
    const c = customer(db, 'anna@example.com');
    const billing = insertAddress(db, c, FULL);
    const shipping = insertAddress(db, c, FULL);
    setDefaultAddress(db, c, 'billing', billing);
    setDefaultAddress(db, c, 'shipping', shipping);
    expect(loadCustomer(db, c)).toMatchObject({ default_billing_address_id: billing, default_shipping_address_id: shipping });
    expect(loadCustomer(db, c)!.updated_at).not.toBeNull();
  });
});
