import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { nowIso, type AddressRow } from './customers';
import type { AddressInput } from './validation';

/**
 * The customer addresses' SQL. `ADDRESS_COLUMNS` is the one mapping between an address as the API
 * names its fields (`AddressInput`) and the customer_address columns: inserts, updates and the
 * PATCH body are built from it, and the compiler checks every column's type against its field.
 */
type ColumnFor<K extends keyof AddressInput> = { [C in keyof AddressRow]: AddressRow[C] extends AddressInput[K] ? C : never }[keyof AddressRow];

export const ADDRESS_COLUMNS = {
  countryId: 'country_id',
  countryStateId: 'country_state_id',
  salutationId: 'salutation_id',
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  department: 'department',
  street: 'street',
  zipcode: 'zipcode',
  city: 'city',
  phoneNumber: 'phone_number',
  additionalAddressLine1: 'additional_address_line1',
  additionalAddressLine2: 'additional_address_line2',
} as const satisfies { [K in keyof AddressInput]: ColumnFor<K> };

const FIELDS = Object.keys(ADDRESS_COLUMNS) as Array<keyof AddressInput>;
const COLUMNS = FIELDS.map((f) => ADDRESS_COLUMNS[f]);

/** The address fields of a stored row, as the API names them (PATCH merges the request over them). */
export function addressInputOf(row: AddressRow): AddressInput {
  return Object.fromEntries(FIELDS.map((f) => [f, row[ADDRESS_COLUMNS[f]]])) as unknown as AddressInput;
}

/** The column values of an address, in the order of `ADDRESS_COLUMNS`. */
const valuesOf = (a: AddressInput): Array<string | null> => FIELDS.map((f) => a[f]);

/** Inserts a validated address of a customer; returns its id. */
export function insertAddress(db: Db, customerId: string, a: AddressInput): string {
  const id = newId();
  const now = nowIso();
  db.prepare(`INSERT INTO customer_address (id, customer_id, ${COLUMNS.join(', ')}, created_at, updated_at) VALUES (${['?', '?', ...COLUMNS.map(() => '?'), '?', '?'].join(', ')})`).run(
    id,
    customerId,
    ...valuesOf(a),
    now,
    now,
  );
  return id;
}

/** Overwrites every address field of a stored address. */
export function updateAddress(db: Db, id: string, a: AddressInput): void {
  db.prepare(`UPDATE customer_address SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(...valuesOf(a), nowIso(), id);
}

export const countAddresses = (db: Db, customerId: string): number => (db.prepare('SELECT COUNT(*) AS n FROM customer_address WHERE customer_id = ?').get(customerId) as { n: number }).n;

/** Deletes an address of the customer (one of another customer stays). */
export function deleteAddress(db: Db, id: string, customerId: string): void {
  db.prepare('DELETE FROM customer_address WHERE id = ? AND customer_id = ?').run(id, customerId);
}

/** Makes an address the customer's default billing or shipping address. */
export function setDefaultAddress(db: Db, customerId: string, type: 'billing' | 'shipping', addressId: string): void {
  const column = type === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id';
  db.prepare(`UPDATE customer SET ${column} = ?, updated_at = ? WHERE id = ?`).run(addressId, nowIso(), customerId);
}
