// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from './idle';

describe('onIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback with the deadline, and cancels it', () => {
    const request = vi.fn((callback: IdleRequestCallback) => {
      void callback;
      return 7;
    });
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = onIdle(task, 3000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    request.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledWith(); // not with the deadline: tasks take no argument
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no requestIdleCallback (Safari), and cancels that', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    onIdle(task, 3000, 500);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    const stop = onIdle(later, 3000, 500);
    stop();
    vi.advanceTimersByTime(1000);
    expect(later).not.toHaveBeenCalled();
  });
});
