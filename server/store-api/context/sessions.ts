import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';
import { newToken } from '../../lib/ids';

/**
 * Lifetimes of context tokens, measured from the last use: a visitor's session (language, cart)
 * lives 30 days; a customer's as long as Shopware's default `context_lifetime` (P1D).
 */
export const SESSION_LIFETIME_MS = {
  anonymous: 30 * 24 * 3600 * 1000,
  customer: 24 * 3600 * 1000,
} as const;

/** A session's last use is written at most this often (not on every read). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const secrets = new WeakMap<Db, Buffer>();

/** The installation's key for signing fresh context tokens (generated once, kept in app_secret). */
function tokenKey(db: Db): Buffer {
  const cached = secrets.get(db);
  if (cached) return cached;
  db.prepare('INSERT OR IGNORE INTO app_secret (name, value) VALUES (?, ?)').run('context_token_key', randomBytes(32).toString('hex'));
  const { value } = db.prepare("SELECT value FROM app_secret WHERE name = 'context_token_key'").get() as { value: string };
  const key = Buffer.from(value, 'hex');
  secrets.set(db, key);
  return key;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_PART = 22;

function signature(db: Db, random: string): string {
  const mac = createHmac('sha256', tokenKey(db)).update(random).digest();
  let out = '';
  for (let i = 0; i < 32 - RANDOM_PART; i++) out += ALPHABET[mac[i] % ALPHABET.length];
  return out;
}

/**
 * A new context token (32 alphanumerics) that this shop can recognise as its own without storing
 * it: 22 random characters and a 10-character signature. A visitor's first requests therefore
 * need no database row; one is written once the session holds something (settings, a cart).
 */
export function issueContextToken(db: Db): string {
  const random = newToken(RANDOM_PART);
  return random + signature(db, random);
}

/** Whether a token was issued by this shop (signature check, constant time). */
export function isIssuedToken(db: Db, token: string): boolean {
  if (!/^[A-Za-z0-9]{32}$/.test(token)) return false;
  const expected = Buffer.from(signature(db, token.slice(0, RANDOM_PART)));
  const given = Buffer.from(token.slice(RANDOM_PART));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const lifetimeOf = (customerId: string | null) => (customerId ? SESSION_LIFETIME_MS.customer : SESSION_LIFETIME_MS.anonymous);
const iso = (ms: number) => new Date(ms).toISOString();

/** Expired (idle longer than its lifetime) when last used at `updatedAt`. */
export function isExpired(updatedAt: string, customerId: string | null, now = Date.now()): boolean {
  const last = Date.parse(updatedAt);
  return !Number.isFinite(last) || now - last > lifetimeOf(customerId);
}

/** A session's row as stored (`payload` is JSON). */
export interface ContextRow {
  token: string;
  customer_id: string | null;
  payload: string;
  updated_at: string;
}

export const findContextRow = (db: Db, token: string): ContextRow | undefined =>
  keptStatement(db, 'SELECT token, customer_id, payload, updated_at FROM sales_channel_context WHERE token = ?').get(token) as ContextRow | undefined;

/** Writes a new session row (fails when the token is taken). */
export function insertContextRow(db: Db, token: string, customerId: string | null, payloadJson: string): void {
  db.prepare('INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)').run(token, customerId, payloadJson);
}

/** Writes a session's customer and payload, creating the row when needed; a write counts as a use. */
export function upsertContextRow(db: Db, token: string, customerId: string | null, payloadJson: string): void {
  db.prepare(
    `INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)
     ON CONFLICT(token) DO UPDATE SET customer_id = excluded.customer_id, payload = excluded.payload,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run(token, customerId, payloadJson);
}

/** Records a use of the session (at most every few minutes, so reads stay reads). */
export function touchContext(db: Db, token: string, updatedAt: string, now = Date.now()): void {
  if (now - Date.parse(updatedAt) < TOUCH_EVERY_MS) return;
  keptStatement(db, 'UPDATE sales_channel_context SET updated_at = ? WHERE token = ?').run(iso(now), token);
}

/** Writes the row of a session that so far lived only in its token (no-op when it exists). */
export function persistContext(db: Db, token: string): void {
  db.prepare("INSERT OR IGNORE INTO sales_channel_context (token, customer_id, payload) VALUES (?, NULL, '{}')").run(token);
}

/** Deletes a session's row (an expired session met again; its cart is left to the sweep). */
export function deleteContext(db: Db, token: string): void {
  db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(token);
}

/** Detaches every session of a customer except `keepToken` (the sessions stay, without customer). */
export function detachCustomerSessions(db: Db, customerId: string, keepToken: string | null): void {
  db.prepare('UPDATE sales_channel_context SET customer_id = NULL WHERE customer_id = ? AND token IS NOT ?').run(customerId, keepToken);
}

/** Whether the session keeps anything in other tables (a cart) and so needs its row. */
export function sessionHasState(db: Db, token: string): boolean {
  return !!keptStatement(db, 'SELECT 1 FROM cart WHERE token = ?').get(token);
}

/**
 * Deletes sessions idle beyond their lifetime and carts nobody can reach any more (no session,
 * untouched for the anonymous lifetime). Returns how many sessions went.
 */
export function purgeExpiredSessions(db: Db, now = Date.now()): number {
  return db.transaction(() => {
    const customers = db.prepare('DELETE FROM sales_channel_context WHERE customer_id IS NOT NULL AND updated_at < ?').run(iso(now - SESSION_LIFETIME_MS.customer)).changes;
    const visitors = db.prepare('DELETE FROM sales_channel_context WHERE customer_id IS NULL AND updated_at < ?').run(iso(now - SESSION_LIFETIME_MS.anonymous)).changes;
    db.prepare('DELETE FROM cart WHERE updated_at < ? AND NOT EXISTS (SELECT 1 FROM sales_channel_context s WHERE s.token = cart.token)').run(iso(now - SESSION_LIFETIME_MS.anonymous));
    return customers + visitors;
  })();
}
