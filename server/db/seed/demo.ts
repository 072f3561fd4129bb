import type { Db } from '../connection';
import type { ServerConfig } from '../../config';
import { isSeeded, seedDatabase } from './index';
import { customersMissing, disableDemoCustomers, seedCustomers } from './customers';
import { seedPromotions } from './promotions';
import { ensureProductDetailPage } from './data/cms';
import { seedOrderHistory } from './orderHistory';

/**
 * Brings a migrated database up to the full demo shop: catalogue and content on first run, then the
 * demo customers and promotions (each idempotent, so older databases catch up on restart), and with
 * a `config` the demo customers' order history (the order code needs it, e.g. for media URLs).
 * Returns whether the catalogue was seeded now.
 */
export async function prepareDemoShop(db: Db, opts: { mediaDir: string; production?: boolean; config?: ServerConfig }): Promise<boolean> {
  const fresh = !isSeeded(db);
  if (fresh) await seedDatabase(db, { mediaDir: opts.mediaDir });
  // The demo customers' password is published: a production shop never gets them, and a database
  // that was started in development first has them switched off.
  if (opts.production) disableDemoCustomers(db);
  else if (customersMissing(db)) await seedCustomers(db);
  seedPromotions(db);
  ensureProductDetailPage(db);
  // After the promotions: the history is calculated with the shop's promotions of each order's day.
  if (opts.config && !opts.production && !opts.config.production) await seedOrderHistory({ db, config: opts.config });
  return fresh;
}
