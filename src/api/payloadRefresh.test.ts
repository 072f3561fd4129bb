// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPayload, flushRefreshes, onPayloadStale, payloadAnswer, payloadKey, refreshPayload, releaseRefreshes, resetPayloads, type RefreshMode } from './payloads';

const LISTING = 'readProductListingGet get /product-listing/{categoryId}';
const params = { pathParams: { categoryId: 'c1' }, query: { limit: 24, p: 1 } };

afterEach(() => resetPayloads());

describe('background refresh of payload answers', () => {
  const answer = (data: unknown) => Promise.resolve({ data });

  it('holds the first page’s refreshes until released, then sends each in a task of its own, and later ones at once', async () => {
    const key = payloadKey(LISTING, params, 'de')!;
    const other = payloadKey(LISTING, { pathParams: { categoryId: 'c2' } }, 'de')!;
    addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { price: 10 }, [other]: { price: 5 } } });
    const send = vi.fn(() => answer({ price: 10 }));
    const sendOther = vi.fn(() => answer({ price: 6 }));
    refreshPayload(key, send);
    refreshPayload(other, sendOther);
    // A second read of the same page while its refresh waits asks nothing more.
    refreshPayload(key, send);
    expect(send).not.toHaveBeenCalled();
    const tasks: Array<() => void> = [];
    releaseRefreshes((task) => tasks.push(task));
    expect(tasks).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
    tasks[0]();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sendOther).not.toHaveBeenCalled();
    tasks[1]();
    const stale = vi.fn();
    onPayloadStale(stale);
    await vi.waitFor(() => expect(stale).toHaveBeenCalledTimes(1));
    // The unchanged answer settled quietly, the changed one is handed to the reload.
    expect(payloadAnswer(key, undefined)).toBeNull();
    expect(payloadAnswer(other, undefined)).toEqual({ data: { price: 6 }, fresh: true });

    const third = payloadKey(LISTING, { pathParams: { categoryId: 'c3' } }, 'de')!;
    const sendThird = vi.fn(() => answer({}));
    refreshPayload(third, sendThird);
    expect(sendThird).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails (offline) keeps the payload’s answer, and the next read tries again', async () => {
    const key = payloadKey(LISTING, params, 'de')!;
    addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { price: 10 } } });
    releaseRefreshes();
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    refreshPayload(key, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(payloadAnswer(key, undefined)).toEqual({ data: { price: 10 } });
    await vi.waitFor(() => {
      refreshPayload(key, send);
      expect(send).toHaveBeenCalledTimes(2);
    });
  });

  it('a page going away sends the held refreshes at once, kept alive past the page; a scheduled one is not sent twice', () => {
    const keys = ['c1', 'c2', 'c3'].map((id) => payloadKey(LISTING, { pathParams: { categoryId: id } }, 'de')!);
    addPayload({ build: 'b1', path: '/Einstreu/', entries: Object.fromEntries(keys.map((k) => [k, {}])) });
    const sends = keys.map(() => vi.fn((mode: RefreshMode) => answer({ mode })));
    refreshPayload(keys[0], sends[0]);
    refreshPayload(keys[1], sends[1]);
    const tasks: Array<() => void> = [];
    releaseRefreshes((task) => tasks.push(task));
    tasks[0]();
    expect(sends[0]).toHaveBeenCalledWith('now');
    // The page is hidden before the second one's task ran.
    flushRefreshes('hidden');
    expect(sends[1]).toHaveBeenCalledWith('keepalive');
    tasks[1]();
    expect(sends[1]).toHaveBeenCalledTimes(1);
    expect(sends[0]).toHaveBeenCalledTimes(1);
    // Later reads go at once, as after a release.
    refreshPayload(keys[2], sends[2]);
    expect(sends[2]).toHaveBeenCalledWith('now');
  });

  it('a page being unloaded hands its held refreshes to the service worker; a handed one can be read again', async () => {
    const keys = ['c1', 'c2'].map((id) => payloadKey(LISTING, { pathParams: { categoryId: id } }, 'de')!);
    addPayload({ build: 'b1', path: '/Einstreu/', entries: Object.fromEntries(keys.map((k) => [k, {}])) });
    const handed = vi.fn((mode: RefreshMode) => (mode === 'worker' ? Promise.reject(new Error('Handed to the service worker')) : answer({})));
    refreshPayload(keys[0], handed);
    refreshPayload(keys[1], handed);
    flushRefreshes('unloading');
    expect(handed.mock.calls).toEqual([['worker'], ['worker']]);
    // Back from the back/forward cache: the next read refreshes again.
    await vi.waitFor(() => {
      refreshPayload(keys[0], handed);
      expect(handed).toHaveBeenLastCalledWith('now');
    });
  });
});
