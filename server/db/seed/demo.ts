import type { Db } from '../connection';
import { isSeeded, seedDatabase } from './index';
import { customersMissing, seedCustomers } from './customers';
import { seedPromotions } from './promotions';
import { ensureProductDetailPage } from './data/cms';

/**
 * Brings a migrated database up to the full demo shop: catalogue and content on first run, then the
 * demo customers and promotions (each idempotent, so older databases catch up on restart).
 * Returns whether the catalogue was seeded now.
 */
export async function prepareDemoShop(db: Db, opts: { mediaDir: string }): Promise<boolean> {
  const fresh = !isSeeded(db);
  if (fresh) await seedDatabase(db, opts);
  if (customersMissing(db)) await seedCustomers(db);
  seedPromotions(db);
  ensureProductDetailPage(db);
  return fresh;
}
