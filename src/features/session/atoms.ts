import { atom } from 'jotai';
import type { SessionView } from '../../api';

/** The Store API session context; null until loaded or while the backend is unreachable. */
export const sessionAtom = atom<SessionView | null>(null);

/** Whether the browser reports a connection (kept in sync by useOnlineStatus). */
export const onlineAtom = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);
