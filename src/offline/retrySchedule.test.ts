import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, retrySchedule } from './retrySchedule';

afterEach(() => vi.useRealTimers());

describe('outbox retry while online (issue 15 item 5)', () => {
  it('tries again after 10 s, 30 s, … while entries wait, and stops once the outbox is empty', async () => {
    vi.useFakeTimers();
    const results = [true, true, true, false];
    const attempt = vi.fn(async () => results.shift() ?? false);
    const schedule = retrySchedule(attempt, () => true);
    await schedule.now();
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]);
    expect(attempt).toHaveBeenCalledTimes(4);
    // Empty now: nothing more is scheduled.
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[4] * 3);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('offline it waits for the connection instead of a timer; a failing replay counts as still waiting', async () => {
    vi.useFakeTimers();
    let online = false;
    const attempt = vi.fn(async () => {
      throw new Error('network');
    });
    const schedule = retrySchedule(attempt, () => online);
    await schedule.now();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[4] * 2);
    expect(attempt).toHaveBeenCalledTimes(1);
    online = true;
    await schedule.now();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(attempt).toHaveBeenCalledTimes(3);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[4] * 2);
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('an entry queued while online', () => {
  it('is replayed after the first delay even though nothing else triggers a run', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async () => false);
    const schedule = retrySchedule(attempt, () => true);
    schedule.soon();
    schedule.soon();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
