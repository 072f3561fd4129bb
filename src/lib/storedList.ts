/**
 * A JSON array in localStorage, for the device's small lists (wishlist ids, recently viewed,
 * recent searches). Storage is a convenience there: blocked (private mode), full or garbled, the
 * shop goes on with an empty list instead of failing.
 */

/** The kept items that pass `isItem`; [] when the key is missing, garbled or storage is blocked. */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Keeps the list (an empty one removes the key); false when storage is blocked or full. */
export function writeStoredList(key: string, items: readonly unknown[]): boolean {
  try {
    if (items.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}
