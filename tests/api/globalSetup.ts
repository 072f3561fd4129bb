import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { MEDIA_CACHE_DIR, TEMPLATE_DIR } from './harness';

/** Seeds one template database per test run; media renders are cached between runs. */
export default async function setup(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  mkdirSync(MEDIA_CACHE_DIR, { recursive: true });
  const db = openDatabase(join(TEMPLATE_DIR, 'shop.sqlite'));
  migrate(db);
  await seedDatabase(db, { mediaDir: MEDIA_CACHE_DIR });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
