import type Database from 'better-sqlite3';
import type { Db } from '../connection';
import type { Row, Value } from './types';

/** Tables in foreign key order: a row only refers to tables listed before its own. */
export const TABLE_ORDER = [
  'language',
  'currency',
  'country',
  'country_state',
  'salutation',
  'tax',
  'delivery_time',
  'unit',
  'media',
  'manufacturer',
  'property_group',
  'property_group_option',
  'cms_page',
  'category',
  'landing_page',
  'product',
  'product_price',
  'product_media',
  'product_category',
  'product_property',
  'product_option',
  'product_configurator_setting',
  'product_download',
  'product_cross_selling',
  'product_cross_selling_assigned',
  'product_review',
  'product_sorting',
  'shipping_method',
  'payment_method',
  'seo_url',
  'sales_channel',
] as const;

export type Table = (typeof TABLE_ORDER)[number];

/** Collects the rows of the whole seed before anything touches the database. */
export class SeedRows {
  private readonly rows = new Map<Table, Row[]>();

  add(table: Table, ...rows: Row[]): void {
    const list = this.rows.get(table) ?? [];
    list.push(...rows);
    this.rows.set(table, list);
  }

  get(table: Table): Row[] {
    return this.rows.get(table) ?? [];
  }

  count(): number {
    let n = 0;
    for (const list of this.rows.values()) n += list.length;
    return n;
  }
}

function serialise(value: Value): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/** Inserts every collected row, table by table; call it inside a transaction. */
export function insertRows(db: Db, rows: SeedRows): void {
  const statements = new Map<string, Database.Statement<unknown[]>>();
  for (const table of TABLE_ORDER) {
    for (const row of rows.get(table)) {
      const columns = Object.keys(row).filter((c) => row[c] !== undefined);
      const key = `${table}|${columns.join(',')}`;
      let stmt = statements.get(key);
      if (!stmt) {
        stmt = db.prepare<unknown[]>(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        statements.set(key, stmt);
      }
      stmt.run(...columns.map((c) => serialise(row[c])));
    }
  }
}
