import { atom } from 'jotai';

/** Set when a newer build is ready: calling it activates the new version and reloads. */
export const updateReadyAtom = atom<null | { apply: () => void }>(null);
