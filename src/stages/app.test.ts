// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../app/hydration', () => ({ startApp: vi.fn() }));
vi.mock('../app/warmIntl', () => ({ warmIntl: vi.fn() }));
vi.mock('../features/account/sessionWatch', () => ({ installSessionWatch: vi.fn() }));
vi.mock('../features/errors/chunkReload', () => ({ installChunkErrorReload: vi.fn() }));
vi.mock('../features/pwa/registerServiceWorker', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('../features/pwa/buildPolling', () => ({ startBuildPolling: vi.fn() }));

const { prepareStorefront } = await import('./app');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prepareStorefront', () => {
  it('writes the history entry’s scroll key in a task of its own, before the app starts', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '');
    const write = vi.spyOn(window.history, 'replaceState');
    prepareStorefront();
    // Not in the preparing task: a history write costs a phone ~40 ms.
    expect(write).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(write).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ idx: 0, key: expect.any(String) });
  });
});
