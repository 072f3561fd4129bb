import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';

/** Longest accepted key (Adyen's limit; UUIDs fit). */
const MAX_KEY = 64;
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a write at most once per `Idempotency-Key` header (scope + key + sales channel): a repeat
 * gets the first successful answer back (with `Idempotent-Replayed: true`). Refusals are not
 * stored, so a corrected retry with the same key is processed. Without the header it just runs.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  run: () => Promise<T> | T,
  /** The answer to a repeat when the state it shows moves on (the cart): computed now, not stored. */
  replay?: () => Promise<T> | T,
): Promise<T> {
  const raw = req.headers['idempotency-key'];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!key || key.length > MAX_KEY) return run();
  const channel = req.ctx.salesChannel.id;
  const stored = db.prepare('SELECT status, body FROM request_idempotency WHERE scope = ? AND idempotency_key = ? AND sales_channel_id = ?').get(scope, key, channel) as
    | { status: number; body: string }
    | undefined;
  if (stored) {
    reply.code(stored.status).header('Idempotent-Replayed', 'true');
    if (replay) return replay();
    return (stored.body === '' ? undefined : JSON.parse(stored.body)) as T;
  }
  // A synchronous write is stored in the same tick: a concurrent repeat cannot slip in between.
  const pending = run();
  const result = pending instanceof Promise ? await pending : pending;
  const status = reply.statusCode;
  db.prepare('DELETE FROM request_idempotency WHERE created_at < ?').run(new Date(Date.now() - KEEP_MS).toISOString());
  db.prepare('INSERT OR IGNORE INTO request_idempotency (scope, idempotency_key, sales_channel_id, status, body) VALUES (?, ?, ?, ?, ?)').run(
    scope,
    key,
    channel,
    status,
    result === undefined ? '' : JSON.stringify(result),
  );
  return result;
}
