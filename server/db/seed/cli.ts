/**
 * `npx tsx server/db/seed/cli.ts [dataDir]`: opens <dataDir>/shop.sqlite, applies the migrations
 * and seeds the demo shop unless it is seeded already. Pictures go to <dataDir>/media.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { migrate } from '../migrate';
import { isSeeded, seedDatabase } from './index';

export async function main(args: string[]): Promise<void> {
  const dataDir = resolve(args[0] ?? loadConfig().dataDir);
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  try {
    const applied = migrate(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (isSeeded(db)) {
      console.log(`Already seeded: ${dataDir}`);
      return;
    }
    const started = Date.now();
    await seedDatabase(db, { mediaDir: join(dataDir, 'media') });
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    console.log(
      `Seeded ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count('product')} products, ` +
        `${count('category')} categories, ${count('media')} media, ${count('seo_url')} SEO URLs.`,
    );
  } finally {
    db.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
