import type { Statement } from 'better-sqlite3';
import type { Db } from './connection';

const kept = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement kept per connection for a fixed SQL text. Preparing costs more than running
 * most of the shop's one-row reads (the reads that build every request's context cost ~0.2 ms of
 * the ~1 ms a cached catalogue answer takes). Only for statements run with get/all/run: pluck, raw
 * or iterate would change or hold a statement other callers share.
 */
export function keptStatement(db: Db, sql: string): Statement {
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
