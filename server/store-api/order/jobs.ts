import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { createInvoice, sendOrderConfirmation } from './documents';

/**
 * Durable order jobs: the invoice and the confirmation mail of an order are rows of `order_job`,
 * inserted in the order's own transaction. The request that placed the order runs them at once;
 * whatever a crash (kill -9, power loss) left pending runs on the next start. The mail is written
 * to the outbox in the same transaction that marks its job done, so it goes out exactly once.
 */
export type OrderJobKind = 'invoice' | 'confirmation_mail';
const KINDS: OrderJobKind[] = ['invoice', 'confirmation_mail'];
const MAX_ATTEMPTS = 5;

/** Queues the follow-up jobs of a new order (call inside the order's transaction). */
export function enqueueOrderJobs(db: Db, orderId: string): void {
  const insert = db.prepare('INSERT OR IGNORE INTO order_job (order_id, kind) VALUES (?, ?)');
  for (const kind of KINDS) insert.run(orderId, kind);
}

const running = new WeakMap<Db, Map<string, Promise<void>>>();

function finish(db: Db, orderId: string, kind: OrderJobKind): void {
  db.prepare("UPDATE order_job SET state = 'done', attempts = attempts + 1, last_error = NULL, done_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE order_id = ? AND kind = ?").run(orderId, kind);
}

function fail(db: Db, orderId: string, kind: OrderJobKind, error: unknown): void {
  db.prepare(
    `UPDATE order_job SET attempts = attempts + 1, last_error = ?, state = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE state END
              WHERE order_id = ? AND kind = ?`,
  ).run(String(error instanceof Error ? error.message : error).slice(0, 500), MAX_ATTEMPTS, orderId, kind);
  console.error(`Order job ${kind} of order ${orderId} failed`, error);
}

async function runJobsOf(deps: AppDeps, orderId: string): Promise<void> {
  const { db } = deps;
  const pending = (db.prepare("SELECT kind FROM order_job WHERE order_id = ? AND state = 'pending'").all(orderId) as Array<{ kind: OrderJobKind }>).map((r) => r.kind);
  if (pending.includes('invoice')) {
    try {
      await createInvoice(deps, orderId);
      finish(db, orderId, 'invoice');
    } catch (error) {
      fail(db, orderId, 'invoice', error);
    }
  }
  if (pending.includes('confirmation_mail')) {
    // The mail attaches the invoice: it waits while the invoice job may still succeed.
    const invoice = db.prepare("SELECT state FROM order_job WHERE order_id = ? AND kind = 'invoice'").get(orderId) as { state: string } | undefined;
    if (invoice?.state === 'pending') return;
    try {
      db.transaction(() => {
        const still = db.prepare("SELECT 1 FROM order_job WHERE order_id = ? AND kind = 'confirmation_mail' AND state = 'pending'").get(orderId);
        if (!still) return;
        sendOrderConfirmation(deps, orderId);
        finish(db, orderId, 'confirmation_mail');
      })();
    } catch (error) {
      fail(db, orderId, 'confirmation_mail', error);
    }
  }
}

/** Runs the pending jobs of one order (once at a time per order). */
export function runOrderJobs(deps: AppDeps, orderId: string): Promise<void> {
  let map = running.get(deps.db);
  if (!map) running.set(deps.db, (map = new Map()));
  const current = map.get(orderId);
  if (current) return current;
  const job = runJobsOf(deps, orderId).finally(() => map.delete(orderId));
  map.set(orderId, job);
  return job;
}

/** Completes every pending job (at start-up), oldest order first, one order after another. */
export async function runPendingOrderJobs(deps: AppDeps): Promise<number> {
  const orders = deps.db.prepare("SELECT order_id, MIN(created_at) AS first FROM order_job WHERE state = 'pending' GROUP BY order_id ORDER BY first, order_id").all() as Array<{ order_id: string }>;
  for (const { order_id } of orders) await runOrderJobs(deps, order_id);
  return orders.length;
}
