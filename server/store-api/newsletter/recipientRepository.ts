import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';

/** The newsletter area's SQL: recipients per sales channel and e-mail address. */
export type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct' | 'undefined';

export interface RecipientRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
  first_name: string | null;
  last_name: string | null;
  language_id: string;
}

/** What a subscription stores about the recipient. */
export interface RecipientData {
  status: NewsletterStatus;
  hash: string;
  salutationId: string | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  languageId: string;
  confirmedAt: string | null;
}

export function findRecipient(db: Db, salesChannelId: string, email: string): RecipientRow | undefined {
  return db.prepare('SELECT * FROM newsletter_recipient WHERE sales_channel_id = ? AND lower(email) = lower(?)').get(salesChannelId, email) as RecipientRow | undefined;
}

export const findRecipientByHash = (db: Db, salesChannelId: string, hash: string): RecipientRow | undefined =>
  db.prepare('SELECT * FROM newsletter_recipient WHERE hash = ? AND sales_channel_id = ?').get(hash, salesChannelId) as RecipientRow | undefined;

export function updateRecipient(db: Db, id: string, r: RecipientData, now: string): void {
  db.prepare(
    `UPDATE newsletter_recipient SET status = ?, hash = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?, street = ?, zip_code = ?,
      city = ?, language_id = ?, confirmed_at = ?, updated_at = ? WHERE id = ?`,
  ).run(r.status, r.hash, r.salutationId, r.title, r.firstName, r.lastName, r.street, r.zipCode, r.city, r.languageId, r.confirmedAt, now, id);
}

export function insertRecipient(db: Db, salesChannelId: string, email: string, r: RecipientData, now: string): void {
  db.prepare(
    `INSERT INTO newsletter_recipient (id, sales_channel_id, language_id, email, status, hash, salutation_id, title, first_name, last_name, street,
      zip_code, city, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(newId(), salesChannelId, r.languageId, email, r.status, r.hash, r.salutationId, r.title, r.firstName, r.lastName, r.street, r.zipCode, r.city, r.confirmedAt, now);
}

export function optOut(db: Db, id: string, now: string): void {
  db.prepare("UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE id = ?").run(now, id);
}

export function confirmOptIn(db: Db, id: string, now: string): void {
  db.prepare("UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
}
