import { newRequestKey } from '../lib/ids';
import { db, type OutboxEntry, type OutboxKind } from './db';
import { OUTBOX_QUEUED_EVENT } from './retrySchedule';

export type OutboxHandler = (entry: OutboxEntry) => Promise<void>;
/** A feature's handlers by kind; entries of other kinds are left for their own feature. */
export type OutboxHandlers = Partial<Record<OutboxKind, OutboxHandler>>;

/** Raised by a handler when the server refused the mutation (kept, shown with its message). */
export class RefusedError extends Error {}

export const newKey = newRequestKey;

/**
 * Queues a mutation; returns the stored entry. `idempotencyKey`: the key a failed online attempt
 * already sent (its answer may have been lost after the server applied it).
 */
export async function enqueue<P>(kind: OutboxKind, payload: P, idempotencyKey: string = newKey()): Promise<OutboxEntry<P>> {
  const entry: OutboxEntry<P> = { idempotencyKey, kind, payload, createdAt: Date.now(), attempts: 0 };
  entry.seq = await db.outbox.add(entry as OutboxEntry);
  // An online attempt whose answer was lost is queued too: the retry schedule picks it up.
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OUTBOX_QUEUED_EVENT, { detail: kind }));
  return entry;
}

export function listOutbox(): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** Whether entries of these kinds still wait to be sent (refused ones wait for the user, not a retry). */
export async function hasWaiting(kinds: readonly OutboxKind[]): Promise<boolean> {
  return (await listOutbox()).some((e) => kinds.includes(e.kind) && !e.error);
}

export async function removeFromOutbox(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

const running = new Map<string, Promise<{ sent: number; failed: number }>>();

/**
 * Replays queued mutations of the given kinds in order. A network failure stops the run (still
 * offline) and keeps the entry; a refusal marks the entry with the server's message and continues.
 * Runs for the same kinds share one run; each entry is sent with its own idempotency key.
 */
export function replayOutbox(handlers: OutboxHandlers): Promise<{ sent: number; failed: number }> {
  const kinds = Object.keys(handlers).sort().join(',');
  const current = running.get(kinds);
  if (current) return current;
  const run = (async () => {
    let sent = 0;
    let failed = 0;
    try {
      for (const entry of await listOutbox()) {
        const handle = handlers[entry.kind];
        if (!handle || entry.error) continue;
        // Cancelled meanwhile (the user removed it from the list): not sent.
        if (!(await db.outbox.get(entry.seq!))) continue;
        try {
          await handle(entry);
          await db.outbox.delete(entry.seq!);
          sent += 1;
        } catch (error) {
          const refused = error instanceof RefusedError;
          await db.outbox.update(entry.seq!, { attempts: entry.attempts + 1, ...(refused ? { error: error.message } : {}) });
          if (!refused) break;
          failed += 1;
        }
      }
    } finally {
      running.delete(kinds);
    }
    return { sent, failed };
  })();
  running.set(kinds, run);
  return run;
}
