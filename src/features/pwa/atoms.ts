import { atom } from 'jotai';

/** Set when a newer build is ready (each new build replaces it): `apply` activates it and reloads. */
export const updateReadyAtom = atom<null | { build?: string; apply: () => void }>(null);
