import { db, type OutboxEntry, type OutboxKind } from './db';

export type OutboxHandler = (entry: OutboxEntry) => Promise<void>;

/** Raised by a handler when the server refused the mutation (kept, shown with its message). */
export class RefusedError extends Error {}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Queues a mutation; returns the stored entry. */
export async function enqueue<P>(kind: OutboxKind, payload: P): Promise<OutboxEntry<P>> {
  const entry: OutboxEntry<P> = { idempotencyKey: newKey(), kind, payload, createdAt: Date.now(), attempts: 0 };
  entry.seq = await db.outbox.add(entry as OutboxEntry);
  return entry;
}

export function listOutbox(): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export async function removeFromOutbox(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

const running = new Map<string, Promise<{ sent: number; failed: number }>>();

/**
 * Replays queued mutations in order. A network failure stops the run (still offline) and
 * keeps the entry; a refusal marks the entry with the server's message and continues.
 * `kinds` limits the run to the entries its caller's handler knows (one run per set of kinds).
 */
export function replayOutbox(handle: OutboxHandler, kinds?: readonly OutboxKind[]): Promise<{ sent: number; failed: number }> {
  const runKey = kinds ? [...kinds].sort().join(',') : '*';
  let run = running.get(runKey);
  if (run) return run;
  run = (async () => {
    let sent = 0;
    let failed = 0;
    try {
      for (const entry of await listOutbox()) {
        if (entry.error || (kinds && !kinds.includes(entry.kind))) continue;
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
      running.delete(runKey);
    }
    return { sent, failed };
  })();
  running.set(runKey, run);
  return run;
}
