import { atom } from 'jotai';
import { readStoredIds } from './localList';

/** Product ids on the wishlist (the guest's local list or the customer's server list). */
export const wishlistIdsAtom = atom<string[]>(readStoredIds());

/** Whose list wishlistIdsAtom holds: the device's (guest) or the server's (customer id). */
export const wishlistOwnerAtom = atom<string>('guest');

export const wishlistCountAtom = atom((get) => get(wishlistIdsAtom).length);
