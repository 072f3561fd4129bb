/**
 * The guest wishlist on this device: product ids under the localStorage key 'sw-wishlist-items'
 * (spec §3; read synchronously for the first paint) and in IndexedDB (Dexie table `wishlist`,
 * the durable copy). Both are written together; reading takes the union of both.
 */
export const WISHLIST_STORAGE_KEY = 'sw-wishlist-items';

import { readStoredList, writeStoredList } from '../../lib/storedList';
import { offlineDbMayHoldData } from '../../offline/presence';

const db = () => import('../../offline/db').then((m) => m.db);

export const readStoredIds = (): string[] => readStoredList(WISHLIST_STORAGE_KEY, (v): v is string => typeof v === 'string');

/** Storage full or blocked: IndexedDB still has the list. */
const writeStoredIds = (ids: string[]) => void writeStoredList(WISHLIST_STORAGE_KEY, ids);

/** Newest first, without duplicates. Storage failures never block the shopper: each copy is optional. */
export async function readLocalIds(): Promise<string[]> {
  const stored = readStoredIds();
  try {
    if (!(await offlineDbMayHoldData())) return stored;
    const rows = await (await db()).wishlist.orderBy('addedAt').reverse().toArray();
    return [...new Set([...stored, ...rows.map((r) => r.productId)])];
  } catch {
    return stored;
  }
}

export async function addLocalId(productId: string): Promise<string[]> {
  const ids = [productId, ...(await readLocalIds()).filter((id) => id !== productId)];
  writeStoredIds(ids);
  await db()
    .then((d) => d.wishlist.put({ productId, addedAt: Date.now() }))
    .catch(() => undefined);
  return ids;
}

export async function removeLocalId(productId: string): Promise<string[]> {
  const ids = (await readLocalIds()).filter((id) => id !== productId);
  writeStoredIds(ids);
  await db()
    .then((d) => d.wishlist.delete(productId))
    .catch(() => undefined);
  return ids;
}

export async function clearLocalIds(): Promise<void> {
  writeStoredIds([]);
  await db()
    .then((d) => d.wishlist.clear())
    .catch(() => undefined);
}
