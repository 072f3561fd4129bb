import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceFor } from './chunkReload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('chunk-load reload guard', () => {
  it('recognises chunk load errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
  });
  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceFor('/a', { storage, reload, now: 1_000 })).toBe(true);
    expect(reloadOnceFor('/a', { storage, reload, now: 1_000 + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reloadOnceFor('/b', { storage, reload, now: 2_000 })).toBe(true);
    expect(reloadOnceFor('/a', { storage, reload, now: 1_000 + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
  it('never reloads while offline', () => {
    const reload = vi.fn();
    expect(reloadOnceFor('/c', { storage: memoryStorage(), reload, now: 1, online: false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
