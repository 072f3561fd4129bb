import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import type { CountryRow } from '../context/public';
import { nowIso, type CustomerRow } from './customers';

/**
 * The account area's SQL: customers, their recovery hashes and the lookups the account routes
 * need. Routes hold the rules (validation, mails, sessions); this module only reads and writes rows.
 */

/** A customer row as registration writes it. */
export interface NewCustomer {
  id: string;
  salesChannelId: string;
  languageId: string;
  customerNumber: string;
  accountType: string;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  guest: boolean;
  active: boolean;
  doubleOptInRegistration: boolean;
  doubleOptInEmailSentDate: string | null;
  hash: string | null;
  company: string | null;
  vatIds: string[];
  birthday: string | null;
  defaultPaymentMethodId: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  createdAt: string;
}

export function insertCustomer(db: Db, c: NewCustomer): void {
  db.prepare(
    `INSERT INTO customer (id, sales_channel_id, language_id, customer_number, account_type, salutation_id, title, first_name, last_name,
      email, password_hash, guest, active, double_opt_in_registration, double_opt_in_email_sent_date, hash, company, vat_ids, birthday,
      default_payment_method_id, affiliate_code, campaign_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    c.id,
    c.salesChannelId,
    c.languageId,
    c.customerNumber,
    c.accountType,
    c.salutationId,
    c.title,
    c.firstName,
    c.lastName,
    c.email,
    c.passwordHash,
    c.guest ? 1 : 0,
    c.active ? 1 : 0,
    c.doubleOptInRegistration ? 1 : 0,
    c.doubleOptInEmailSentDate,
    c.hash,
    c.company,
    JSON.stringify(c.vatIds),
    c.birthday,
    c.defaultPaymentMethodId,
    c.affiliateCode,
    c.campaignCode,
    c.createdAt,
    null,
  );
}

export function setDefaultAddresses(db: Db, customerId: string, billingId: string, shippingId: string): void {
  db.prepare('UPDATE customer SET default_billing_address_id = ?, default_shipping_address_id = ? WHERE id = ?').run(billingId, shippingId, customerId);
}

export const salutationExists = (db: Db, id: string): boolean => !!db.prepare('SELECT 1 FROM salutation WHERE id = ?').get(id);

export const findCountry = (db: Db, id: string): CountryRow | undefined => db.prepare('SELECT * FROM country WHERE id = ?').get(id) as CountryRow | undefined;

/** The shop's "not specified" salutation, the default of a missing one (none in a shop without it). */
export const notSpecifiedSalutationId = (db: Db): string | undefined => (db.prepare("SELECT id FROM salutation WHERE salutation_key = 'not_specified'").get() as { id: string } | undefined)?.id;

/** Tables a customer field may name a row of by id (`validation.ts entityId`). */
export type IdTable = 'salutation' | 'language';

/** Whether `table` has a row with this id (and the optional extra condition, SQL of the caller). */
export const rowExists = (db: Db, table: IdTable, id: string, where = ''): boolean => !!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?${where ? ` AND ${where}` : ''}`).get(id);

/** An active country, the only kind an address may be in. */
export const findActiveCountry = (db: Db, id: string): CountryRow | undefined => db.prepare('SELECT * FROM country WHERE id = ? AND active = 1').get(id) as CountryRow | undefined;

/** Whether the state is active and belongs to the country. */
export const isActiveStateOf = (db: Db, stateId: string, countryId: string): boolean =>
  !!db.prepare('SELECT 1 FROM country_state WHERE id = ? AND country_id = ? AND active = 1').get(stateId, countryId);

export const isActivePaymentMethod = (db: Db, id: string): boolean => !!db.prepare('SELECT 1 FROM payment_method WHERE id = ? AND active = 1').get(id);

/** A login: the last login becomes `now`, and the first one too if there was none. */
export function recordLogin(db: Db, customerId: string, now: string): void {
  db.prepare('UPDATE customer SET last_login = ?, first_login = COALESCE(first_login, ?) WHERE id = ?').run(now, now, customerId);
}

/** The registered (not guest) customer a double-opt-in hash was sent to. */
export const findByOptInHash = (db: Db, hash: string): CustomerRow | undefined => db.prepare('SELECT * FROM customer WHERE hash = ? AND guest = 0').get(hash) as CustomerRow | undefined;

export function confirmRegistration(db: Db, customerId: string): void {
  db.prepare('UPDATE customer SET active = 1, double_opt_in_confirm_date = ?, updated_at = ? WHERE id = ?').run(nowIso(), nowIso(), customerId);
}

export function renewOptInHash(db: Db, customerId: string, hash: string): void {
  db.prepare('UPDATE customer SET hash = ?, double_opt_in_email_sent_date = ?, updated_at = ? WHERE id = ?').run(hash, nowIso(), nowIso(), customerId);
}

export function convertGuest(db: Db, customerId: string, passwordHash: string): void {
  db.prepare('UPDATE customer SET guest = 0, password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowIso(), customerId);
}

/** Deletes a customer; reviews, orders and carts stay without their customer (call inside a transaction). */
export function deleteCustomer(db: Db, customerId: string): void {
  const optional = (sql: string) => {
    try {
      db.prepare(sql).run(customerId);
    } catch {
      /* table of a feature that is not installed */
    }
  };
  optional('UPDATE product_review SET customer_id = NULL WHERE customer_id = ?');
  optional('UPDATE "order" SET customer_id = NULL WHERE customer_id = ?');
  optional('UPDATE order_customer SET customer_id = NULL WHERE customer_id = ?');
  optional('UPDATE cart SET customer_id = NULL WHERE customer_id = ?');
  db.prepare('UPDATE customer SET default_billing_address_id = NULL, default_shipping_address_id = NULL WHERE id = ?').run(customerId);
  db.prepare('DELETE FROM customer WHERE id = ?').run(customerId);
}

export interface ProfileUpdate {
  accountType: string;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  vatIds: string[];
  /** undefined: keep the stored birthday; null: remove it. */
  birthday: string | null | undefined;
}

export function updateProfile(db: Db, customerId: string, p: ProfileUpdate): void {
  db.prepare(
    `UPDATE customer SET account_type = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?, company = ?, vat_ids = ?,
      birthday = CASE WHEN ? THEN ? ELSE birthday END, updated_at = ? WHERE id = ?`,
  ).run(p.accountType, p.salutationId, p.title, p.firstName, p.lastName, p.company, JSON.stringify(p.vatIds), p.birthday === undefined ? 0 : 1, p.birthday ?? null, nowIso(), customerId);
}

export function updateEmail(db: Db, customerId: string, email: string): void {
  db.prepare('UPDATE customer SET email = ?, updated_at = ? WHERE id = ?').run(email, nowIso(), customerId);
}

export function setPasswordHash(db: Db, customerId: string, passwordHash: string): void {
  db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowIso(), customerId);
}

export function deleteRecoveriesOf(db: Db, customerId: string): void {
  db.prepare('DELETE FROM customer_recovery WHERE customer_id = ?').run(customerId);
}

export function setDefaultPaymentMethod(db: Db, customerId: string, paymentMethodId: string): void {
  db.prepare('UPDATE customer SET default_payment_method_id = ?, updated_at = ? WHERE id = ?').run(paymentMethodId, nowIso(), customerId);
}

export function setLanguage(db: Db, customerId: string, languageId: string): void {
  db.prepare('UPDATE customer SET language_id = ?, updated_at = ? WHERE id = ?').run(languageId, nowIso(), customerId);
}

export interface RecoveryRow {
  id: string;
  customer_id: string;
  hash: string;
  created_at: string;
}

/** Replaces the customer's recovery hash (one at a time). */
export function replaceRecovery(db: Db, customerId: string, hash: string): void {
  deleteRecoveriesOf(db, customerId);
  db.prepare('INSERT INTO customer_recovery (id, customer_id, hash, created_at) VALUES (?, ?, ?, ?)').run(newId(), customerId, hash, nowIso());
}

export const findRecovery = (db: Db, hash: string): RecoveryRow | undefined => db.prepare('SELECT * FROM customer_recovery WHERE hash = ?').get(hash) as RecoveryRow | undefined;

export function deleteRecovery(db: Db, id: string): void {
  db.prepare('DELETE FROM customer_recovery WHERE id = ?').run(id);
}

export function newsletterStatus(db: Db, salesChannelId: string, email: string): string | null {
  const row = db.prepare('SELECT status FROM newsletter_recipient WHERE sales_channel_id = ? AND lower(email) = lower(?)').get(salesChannelId, email) as { status: string } | undefined;
  return row?.status ?? null;
}
