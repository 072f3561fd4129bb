import { atom } from 'jotai';
import type { CartDraft } from '../../offline/db';

/** Every draft, newest first (null until read from IndexedDB). Dexie loads only when drafts are used. */
export const cartDraftsAtom = atom<CartDraft[] | null>(null);
