import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';

/** The bedding calculator's leads (table bedding_lead), one per idempotency key and sales channel. */

export const leadExists = (db: Db, salesChannelId: string, idempotencyKey: string): boolean =>
  !!db.prepare('SELECT id FROM bedding_lead WHERE sales_channel_id = ? AND idempotency_key = ?').get(salesChannelId, idempotencyKey);

export interface NewLead {
  idempotencyKey: string;
  salesChannelId: string;
  email: string;
  locale: string;
  /** The calculation as JSON. */
  calculation: string;
}

export function insertLead(db: Db, lead: NewLead): void {
  db.prepare('INSERT INTO bedding_lead (id, idempotency_key, sales_channel_id, email, locale, calculation) VALUES (?, ?, ?, ?, ?, ?)').run(
    newId(),
    lead.idempotencyKey,
    lead.salesChannelId,
    lead.email,
    lead.locale,
    lead.calculation,
  );
}
