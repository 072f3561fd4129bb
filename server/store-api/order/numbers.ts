import type { Db } from '../../db/connection';

/** Order and invoice numbers from their number ranges (number_range). */

/** Next number of a number range (order 10000+, invoice 1000+). */
export function nextNumber(db: Db, range: 'order' | 'invoice'): string {
  const row = db.prepare('UPDATE number_range SET next_value = next_value + 1 WHERE name = ? RETURNING next_value - 1 AS value').get(range) as { value: number } | undefined;
  if (row) return String(row.value);
  const start = range === 'order' ? 10000 : 1000;
  db.prepare('INSERT INTO number_range (name, next_value) VALUES (?, ?)').run(range, start + 1);
  return String(start);
}

/** The number `nextNumber` would hand out now (without taking it). */
export function peekNumber(db: Db, range: 'order' | 'invoice'): string {
  const row = db.prepare('SELECT next_value FROM number_range WHERE name = ?').get(range) as { next_value: number } | undefined;
  return String(row ? row.next_value : range === 'order' ? 10000 : 1000);
}
