/**
 * After a replay that left entries waiting while the browser says it is online (an answer lost on
 * a flaky barn Wi-Fi, a server that was briefly away), no 'online' event will come: the outbox is
 * tried again after 10 s, 30 s, 1, 2 and then every 5 minutes until it is empty.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 120_000, 300_000];

export interface RetrySchedule {
  /** Replays now (a trigger: start, 'online', Background Sync) and restarts the backoff. */
  now: () => Promise<void>;
  /** Something was queued: replay after the backoff's next delay unless a run is already planned. */
  soon: () => void;
  stop: () => void;
}

/** Fired on window when an entry is queued (src/offline/outbox.ts `enqueue`). */
export const OUTBOX_QUEUED_EVENT = 'stallwerk:outbox-queued';

/** `attempt` replays and answers whether entries are still waiting. */
export function retrySchedule(attempt: () => Promise<boolean>, isOnline: () => boolean = () => navigator.onLine): RetrySchedule {
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const run = async (): Promise<void> => {
    clear();
    const waiting = await attempt().catch(() => true);
    if (stopped || !waiting) {
      step = 0;
      return;
    }
    // Offline: the 'online' event starts the next run.
    if (!isOnline()) return;
    plan();
  };
  const plan = () => {
    const delay = RETRY_DELAYS_MS[Math.min(step, RETRY_DELAYS_MS.length - 1)];
    step += 1;
    timer = setTimeout(() => void run(), delay);
  };
  return {
    now: () => {
      step = 0;
      return run();
    },
    soon: () => {
      if (!stopped && timer === undefined && isOnline()) plan();
    },
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
