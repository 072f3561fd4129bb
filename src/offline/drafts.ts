import { db } from './db';

/** Reads a draft text ('' when none or when IndexedDB is unavailable). */
export async function readDraft(key: string): Promise<string> {
  try {
    return (await db.drafts.get(key))?.value ?? '';
  } catch {
    return '';
  }
}

export async function saveDraft(key: string, value: string): Promise<void> {
  try {
    if (value) await db.drafts.put({ key, value, updatedAt: Date.now() });
    else await db.drafts.delete(key);
  } catch {
    // Private mode without IndexedDB: the text simply is not kept.
  }
}
