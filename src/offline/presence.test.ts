// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts how often the offline database module (Dexie) is loaded; its tables answer with one entry.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./db', () => {
  loaded.count += 1;
  const entry = { seq: 1, idempotencyKey: 'k', kind: 'cart.add', payload: { productId: 'p1', quantity: 2 }, createdAt: 1, attempts: 0 };
  const rows = { orderBy: () => ({ toArray: async () => [entry], reverse: () => ({ toArray: async () => [{ productId: 'w1', addedAt: 1 }] }) }) };
  return { db: { outbox: rows, wishlist: rows } };
});

const { OFFLINE_DB_NAME, offlineDbMayHoldData } = await import('./presence');
const { readLocalIds } = await import('../features/wishlist/localList');
const { loadPending } = await import('../features/cart/actions');
const { loadSubmissions, syncSubmissions } = await import('../features/outbox/submissions');
const { appStore } = await import('../app/store');
const { pendingCartAtom } = await import('../features/cart/atoms');

function databases(list: () => Promise<Array<{ name: string }>>) {
  vi.stubGlobal('indexedDB', { databases: list });
}

describe('offlineDbMayHoldData: whether the device has the offline database at all', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('is false only when the browser lists its databases and "stallwerk" is not among them', async () => {
    expect(OFFLINE_DB_NAME).toBe('stallwerk');
    databases(async () => [{ name: 'other' }]);
    expect(await offlineDbMayHoldData()).toBe(false);
    databases(async () => [{ name: 'other' }, { name: 'stallwerk' }]);
    expect(await offlineDbMayHoldData()).toBe(true);
  });

  it('is true where the browser cannot tell: no databases(), a failing one, no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await offlineDbMayHoldData()).toBe(true);
    databases(() => Promise.reject(new Error('blocked')));
    expect(await offlineDbMayHoldData()).toBe(true);
    vi.stubGlobal('indexedDB', undefined);
    expect(await offlineDbMayHoldData()).toBe(true);
  });
});

describe('a first visit (no offline database) reads its empty lists without loading Dexie', () => {
  beforeEach(() => {
    loaded.count = 0;
    localStorage.clear();
    appStore.set(pendingCartAtom, []);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('wishlist, queued cart additions and queued submissions: nothing loaded, nothing waiting', async () => {
    databases(async () => []);
    localStorage.setItem('sw-wishlist-items', JSON.stringify(['s1']));
    expect(await readLocalIds()).toEqual(['s1']);
    await loadPending();
    expect(appStore.get(pendingCartAtom)).toEqual([]);
    expect(await loadSubmissions()).toEqual([]);
    expect(await syncSubmissions()).toEqual({ sent: 0, failed: 0 });
    expect(loaded.count).toBe(0);
  });

  it('a device with the database reads it as before', async () => {
    databases(async () => [{ name: 'stallwerk' }]);
    expect(await readLocalIds()).toEqual(['w1']);
    await loadPending();
    expect(appStore.get(pendingCartAtom)).toMatchObject([{ seq: 1, productId: 'p1', quantity: 2 }]);
    expect(loaded.count).toBe(1);
  });
});
