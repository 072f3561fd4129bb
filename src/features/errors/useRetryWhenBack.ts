import { useEffect } from 'react';
import { retrySchedule } from '../../offline/retrySchedule';

/**
 * An offline dead end tries again by itself, so a phone carried from the barn into signal shows the
 * page without a tap: at once when the browser says it is back online, and, while it says it is
 * online (a flaky line, where no 'online' event comes), on the outbox's backoff (10 s, 30 s, 1 and
 * 2 min, then every 5 min). `retry` is called until the page is left or shown (the error page
 * unmounts); a retry that must reload the document (`periodic: false`) waits for 'online'.
 * `retry` must keep its identity across renders (a change restarts the backoff).
 */
export function useRetryWhenBack(retry: () => unknown, options: { periodic: boolean }): void {
  const { periodic } = options;
  useEffect(() => {
    const schedule = retrySchedule(async () => {
      await retry();
      return true;
    });
    const back = () => void schedule.now();
    window.addEventListener('online', back);
    if (periodic) schedule.soon();
    return () => {
      schedule.stop();
      window.removeEventListener('online', back);
    };
  }, [retry, periodic]);
}
