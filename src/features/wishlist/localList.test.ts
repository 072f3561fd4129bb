// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../offline/db';
import { addLocalId, clearLocalIds, readLocalIds, readStoredIds, removeLocalId, WISHLIST_STORAGE_KEY } from './localList';

describe('the guest wishlist on this device', () => {
  beforeEach(async () => {
    localStorage.clear();
    await db.wishlist.clear();
  });

  it('keeps ids under sw-wishlist-items and in IndexedDB, newest first', async () => {
    await addLocalId('a');
    await addLocalId('b');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(['b', 'a']);
    expect((await db.wishlist.toArray()).map((r) => r.productId).sort()).toEqual(['a', 'b']);
    expect(await readLocalIds()).toEqual(['b', 'a']);
  });

  it('still knows the list when one of the stores was lost', async () => {
    await addLocalId('a');
    localStorage.removeItem(WISHLIST_STORAGE_KEY);
    expect(await readLocalIds()).toEqual(['a']);
  });

  it('removes and clears both copies', async () => {
    await addLocalId('a');
    await addLocalId('b');
    await removeLocalId('a');
    expect(await readLocalIds()).toEqual(['b']);
    await clearLocalIds();
    expect(await readLocalIds()).toEqual([]);
    expect(readStoredIds()).toEqual([]);
    expect(await db.wishlist.count()).toBe(0);
  });
});
