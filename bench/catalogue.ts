/**
 * Grows the seeded demo catalogue to `target` products for the load bench: every product (variants
 * with their parents) is copied with new ids, numbers and SEO paths, keeping prices, categories,
 * properties, options and media. Only for temporary bench databases.
 */
import type { Db } from '../server/db/connection';

/** Copies of product ids keep their 32 hex characters: the first 28 of the original plus the copy number. */
const copyId = (column: string, copy: number) => `substr(${column}, 1, 28) || printf('%04x', ${copy})`;
/** Rows nobody refers to get fresh ids. */
const NEW_ID = 'lower(hex(randomblob(16)))';

export function growCatalogue(db: Db, target = 10_000): number {
  const base = (db.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n;
  if (base === 0 || base >= target) return base;
  const copies = Math.ceil((target - base) / base);
  const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
  db.exec('DROP TABLE IF EXISTS temp.bench_base; CREATE TEMP TABLE bench_base AS SELECT id FROM product');
  const inBase = (column: string) => `${column} IN (SELECT id FROM temp.bench_base)`;
  const clone = (table: string, copy: number, transform: Record<string, string>, where: string) => {
    const cols = columns(table);
    db.exec(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((c) => transform[c] ?? c).join(', ')} FROM ${table} WHERE ${where}`);
  };
  db.transaction(() => {
    for (let i = 1; i <= copies; i++) {
      clone(
        'product',
        i,
        {
          id: copyId('id', i),
          parent_id: `CASE WHEN parent_id IS NULL THEN NULL ELSE ${copyId('parent_id', i)} END`,
          product_number: `product_number || '-B${i}'`,
        },
        inBase('id'),
      );
      for (const table of ['product_price', 'product_media', 'product_configurator_setting']) {
        clone(table, i, { id: NEW_ID, product_id: copyId('product_id', i) }, inBase('product_id'));
      }
      for (const table of ['product_category', 'product_property', 'product_option']) {
        clone(table, i, { product_id: copyId('product_id', i) }, inBase('product_id'));
      }
      clone(
        'seo_url',
        i,
        {
          id: NEW_ID,
          foreign_key: copyId('foreign_key', i),
          path_info: `replace(path_info, foreign_key, ${copyId('foreign_key', i)})`,
          seo_path_info: `seo_path_info || '-b${i}'`,
        },
        `route_name = 'frontend.detail.page' AND ${inBase('foreign_key')}`,
      );
    }
  })();
  db.exec('DROP TABLE temp.bench_base');
  return (db.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n;
}
