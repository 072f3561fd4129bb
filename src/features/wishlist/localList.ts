/**
 * The guest wishlist on this device: product ids under the localStorage key 'sw-wishlist-items'
 * (spec §3; read synchronously for the first paint) and in IndexedDB (Dexie table `wishlist`,
 * the durable copy). Both are written together; reading takes the union of both.
 */
export const WISHLIST_STORAGE_KEY = 'sw-wishlist-items';

import { offlineDbMayHoldData } from '../../offline/presence';

const db = () => import('../../offline/db').then((m) => m.db);

export function readStoredIds(): string[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(WISHLIST_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeStoredIds(ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: IndexedDB still has the list.
  }
}

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
