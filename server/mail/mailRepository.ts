import type { Db } from '../db/connection';

/** The mail module's SQL besides its outbox (outbox.ts): the shop's own sales channel. */

/** The name and config (JSON) of the shop's first sales channel, whose settings the mails use. */
export interface ShopChannelRow {
  name: string;
  config: string;
}

export const firstSalesChannel = (db: Db): ShopChannelRow | undefined => db.prepare('SELECT name, config FROM sales_channel ORDER BY rowid LIMIT 1').get() as ShopChannelRow | undefined;
