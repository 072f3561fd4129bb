import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISCONFIGURATION_HINT_DELAY_MS, reportApiStatus } from './health';

describe('412 hint', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the configuration hint once, after 2 s', () => {
    vi.useFakeTimers();
    const log = vi.fn();
    reportApiStatus(412, log);
    reportApiStatus(412, log);
    vi.advanceTimersByTime(MISCONFIGURATION_HINT_DELAY_MS - 1);
    expect(log).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/endpoint.*access key/);
  });

  it('ignores other statuses', () => {
    vi.useFakeTimers();
    const log = vi.fn();
    reportApiStatus(500, log);
    vi.runAllTimers();
    expect(log).not.toHaveBeenCalled();
  });
});
