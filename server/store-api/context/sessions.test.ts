import { describe, expect, it } from 'vitest';
import { openFixtureDatabase } from '../catalog/testing/fixture';
import { deleteContext, detachCustomerSessions, findContextRow, insertContextRow, persistContext, sessionHasState, touchContext, upsertContextRow } from './sessions';
import type { Db } from '../../db/connection';

const row = (db: Db, token: string) => db.prepare('SELECT token, customer_id, payload, updated_at FROM sales_channel_context WHERE token = ?').get(token) as { updated_at: string } | undefined;

describe('session rows', () => {
  it('persists a session once, deletes it by token and leaves the others', () => {
    const db = openFixtureDatabase();
    persistContext(db, 't1');
    persistContext(db, 't1');
    persistContext(db, 't2');
    expect(row(db, 't1')).toMatchObject({ token: 't1', customer_id: null, payload: '{}' });
    deleteContext(db, 't1');
    expect(row(db, 't1')).toBeUndefined();
    expect(row(db, 't2')).toMatchObject({ token: 't2' });
    deleteContext(db, 'unknown');
    expect(row(db, 't2')).toMatchObject({ token: 't2' });
  });

  it('deleting a session leaves its cart to the sweep', () => {
    const db = openFixtureDatabase();
    persistContext(db, 't1');
    db.prepare('INSERT INTO cart (token) VALUES (?)').run('t1');
    expect(sessionHasState(db, 't1')).toBe(true);
    deleteContext(db, 't1');
    expect(sessionHasState(db, 't1')).toBe(true);
    expect(sessionHasState(db, 't2')).toBe(false);
  });

  it('records a use only when the last one is a few minutes old', () => {
    const db = openFixtureDatabase();
    persistContext(db, 't1');
    const now = Date.parse('2026-01-01T12:00:00.000Z');
    const recent = new Date(now - 1000).toISOString();
    db.prepare('UPDATE sales_channel_context SET updated_at = ? WHERE token = ?').run(recent, 't1');
    touchContext(db, 't1', recent, now);
    expect(row(db, 't1')?.updated_at).toBe(recent);
    const old = new Date(now - 24 * 3600_000).toISOString();
    touchContext(db, 't1', old, now);
    expect(row(db, 't1')?.updated_at).toBe(new Date(now).toISOString());
  });
});

describe('session row reads and writes', () => {
  it('inserts a row once, finds it by token and refuses a taken token', () => {
    const db = openFixtureDatabase();
    insertContextRow(db, 't1', null, '{"languageId":"x"}');
    expect(findContextRow(db, 't1')).toMatchObject({ token: 't1', customer_id: null, payload: '{"languageId":"x"}' });
    expect(findContextRow(db, 't2')).toBeUndefined();
    expect(() => insertContextRow(db, 't1', 'c1', '{}')).toThrow();
    expect(findContextRow(db, 't1')?.payload).toBe('{"languageId":"x"}');
  });

  it('upserts customer and payload and counts the write as a use', () => {
    const db = openFixtureDatabase();
    upsertContextRow(db, 't1', null, '{}');
    expect(findContextRow(db, 't1')).toMatchObject({ customer_id: null, payload: '{}' });
    db.prepare("UPDATE sales_channel_context SET updated_at = '2026-01-01T00:00:00.000Z' WHERE token = 't1'").run();
    upsertContextRow(db, 't1', 'c1', '{"currencyId":"y"}');
    const updated = findContextRow(db, 't1')!;
    expect(updated).toMatchObject({ customer_id: 'c1', payload: '{"currencyId":"y"}' });
    expect(updated.updated_at > '2026-01-01T00:00:00.000Z').toBe(true);
  });

  it("detaches a customer's sessions except the one to keep, and no one else's", () => {
    const db = openFixtureDatabase();
    insertContextRow(db, 'a1', 'c1', '{}');
    insertContextRow(db, 'a2', 'c1', '{}');
    insertContextRow(db, 'b1', 'c2', '{}');
    detachCustomerSessions(db, 'c1', 'a2');
    expect([findContextRow(db, 'a1')?.customer_id, findContextRow(db, 'a2')?.customer_id, findContextRow(db, 'b1')?.customer_id]).toEqual([null, 'c1', 'c2']);
    detachCustomerSessions(db, 'c1', null);
    expect(findContextRow(db, 'a2')).toMatchObject({ customer_id: null, payload: '{}' });
  });
});
