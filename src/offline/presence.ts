/** The name of the device's offline database (src/offline/db.ts opens it under this name). */
export const OFFLINE_DB_NAME = 'stallwerk';

/**
 * Whether this device may hold offline data (outbox, wishlist, drafts): false only when the
 * browser lists its databases and ours is not among them. Nothing creates the database but a
 * write, so a first visit reads its empty outbox and wishlist without loading Dexie (100 KB of
 * script, evaluated on the main thread) and without opening IndexedDB, which on a phone were the
 * longest tasks after a page had shown. Where the browser cannot tell, the database is read.
 */
export async function offlineDbMayHoldData(): Promise<boolean> {
  try {
    const idb = typeof indexedDB === 'undefined' ? undefined : indexedDB;
    if (!idb || typeof idb.databases !== 'function') return true;
    return (await idb.databases()).some((d) => d.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}
