import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { keptStatement } from './statements';

describe('keptStatement', () => {
  it('prepares a SQL text once per connection and runs it with new parameters each time', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    try {
      for (const db of [a, b]) db.exec("CREATE TABLE t (id TEXT PRIMARY KEY, v TEXT); INSERT INTO t VALUES ('1', 'eins'), ('2', 'zwei')");
      const sql = 'SELECT v FROM t WHERE id = ?';
      const first = keptStatement(a, sql);
      expect(keptStatement(a, sql)).toBe(first);
      expect(keptStatement(b, sql)).not.toBe(first);
      expect(keptStatement(a, sql).get('1')).toEqual({ v: 'eins' });
      expect(keptStatement(a, sql).get('2')).toEqual({ v: 'zwei' });
      // A later schema change (a migration) is picked up by a kept statement: SQLite prepares it again.
      expect(keptStatement(a, 'SELECT * FROM t WHERE id = ?').get('1')).toEqual({ id: '1', v: 'eins' });
      a.exec("ALTER TABLE t ADD COLUMN w TEXT DEFAULT 'x'");
      expect(keptStatement(a, 'SELECT * FROM t WHERE id = ?').get('1')).toEqual({ id: '1', v: 'eins', w: 'x' });
    } finally {
      a.close();
      b.close();
    }
  });
});
