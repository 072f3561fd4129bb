import type { Db } from '../connection';
import { idFor } from '../../lib/ids';
import { hashPassword } from '../../lib/password';

/** The demo logins printed at start-up. */
export const DEMO_CUSTOMER = { email: 'demo@stallwerk.example', password: 'Stallwerk2026!' } as const;
export const DEMO_BUSINESS_CUSTOMER = { email: 'business@stallwerk.example', password: 'Stallwerk2026!' } as const;

interface SeedCustomer {
  key: string;
  email: string;
  password: string;
  accountType: 'private' | 'business';
  salutationKeys: string[];
  firstName: string;
  lastName: string;
  company: string | null;
  vatIds: string[];
  birthday: string | null;
  address: { street: string; zipcode: string; city: string; phoneNumber: string | null };
  /** The payment method the checkout preselects: the stable pays its monthly pallets on invoice. */
  payment: 'card' | 'invoice';
}

const CUSTOMERS: SeedCustomer[] = [
  {
    key: 'demo',
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    accountType: 'private',
    salutationKeys: ['mrs', 'ms', 'not_specified'],
    firstName: 'Lena',
    lastName: 'Hofmann',
    company: null,
    vatIds: [],
    birthday: '1988-05-14',
    address: { street: 'Lindenweg 12', zipcode: '49377', city: 'Vechta', phoneNumber: '+49 4441 123456' },
    payment: 'card',
  },
  {
    key: 'business',
    email: DEMO_BUSINESS_CUSTOMER.email,
    password: DEMO_BUSINESS_CUSTOMER.password,
    accountType: 'business',
    salutationKeys: ['mr', 'not_specified'],
    firstName: 'Jonas',
    lastName: 'Brandt',
    company: 'Reitstall Sonnenhof GmbH',
    vatIds: ['DE123456789'],
    birthday: null,
    address: { street: 'Hofstraße 3', zipcode: '29525', city: 'Uelzen', phoneNumber: '+49 581 987654' },
    payment: 'invoice',
  },
];

/**
 * Two confirmed demo accounts in Germany: a private customer and a business customer (company,
 * VAT ID). Idempotent: customers that exist (by id) are left alone.
 */
export async function seedCustomers(db: Db): Promise<void> {
  const channel = db.prepare('SELECT id, language_id FROM sales_channel ORDER BY rowid LIMIT 1').get() as { id: string; language_id: string } | undefined;
  const country = db.prepare("SELECT id FROM country WHERE iso = 'DE'").get() as { id: string } | undefined;
  if (!channel || !country) throw new Error('seedCustomers needs the sales channel and the country DE (run the catalogue seed first).');
  const payment = (key: SeedCustomer['payment']) => db.prepare('SELECT id FROM payment_method WHERE id = ? AND active = 1').get(idFor(`payment:${key}`)) as { id: string } | undefined;
  const hashes = await Promise.all(CUSTOMERS.map((c) => hashPassword(c.password)));
  const now = new Date().toISOString();
  db.transaction(() => {
    CUSTOMERS.forEach((c, i) => {
      const id = idFor(`customer:${c.key}`);
      if (db.prepare('SELECT 1 FROM customer WHERE id = ? OR (lower(email) = lower(?) AND guest = 0)').get(id, c.email)) return;
      const salutation = c.salutationKeys.map((k) => db.prepare('SELECT id FROM salutation WHERE salutation_key = ?').get(k) as { id: string } | undefined).find(Boolean);
      const addressId = idFor(`customer-address:${c.key}`);
      const number = String(10000 + i);
      db.prepare(
        `INSERT INTO customer (id, sales_channel_id, language_id, customer_number, account_type, salutation_id, first_name, last_name, email,
          password_hash, guest, active, double_opt_in_registration, double_opt_in_confirm_date, company, vat_ids, birthday,
          default_payment_method_id, default_billing_address_id, default_shipping_address_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        channel.id,
        channel.language_id,
        number,
        c.accountType,
        salutation?.id ?? null,
        c.firstName,
        c.lastName,
        c.email,
        hashes[i],
        now,
        c.company,
        JSON.stringify(c.vatIds),
        c.birthday,
        payment(c.payment)?.id ?? null,
        addressId,
        addressId,
        now,
      );
      db.prepare(
        `INSERT INTO customer_address (id, customer_id, country_id, salutation_id, first_name, last_name, company, street, zipcode, city, phone_number,
          created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(addressId, id, country.id, salutation?.id ?? null, c.firstName, c.lastName, c.company, c.address.street, c.address.zipcode, c.address.city, c.address.phoneNumber, now, now);
    });
  })();
}

/** True when the demo customers still have to be seeded (fresh or older databases). */
export function customersMissing(db: Db): boolean {
  return !db.prepare('SELECT 1 FROM customer WHERE id = ?').get(idFor('customer:demo'));
}

/** Production: the demo logins (published password) are deactivated and their sessions dropped. */
export function disableDemoCustomers(db: Db): void {
  const ids = [idFor('customer:demo'), idFor('customer:business')];
  const present = ids.filter((id) => db.prepare('SELECT 1 FROM customer WHERE id = ?').get(id));
  db.transaction(() => {
    for (const id of present) {
      db.prepare('UPDATE customer SET active = 0 WHERE id = ?').run(id);
      db.prepare('DELETE FROM sales_channel_context WHERE customer_id = ?').run(id);
    }
  })();
}
