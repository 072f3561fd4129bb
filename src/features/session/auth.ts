import { atom } from 'jotai';
import { isLoggedIn } from '../../api';
import { appStore } from '../../app/store';
import { sessionAtom } from './atoms';

/**
 * The sign-in signal other features hook into (wishlist merge, clearing customer-only views).
 *
 * - `signedInCustomerIdAtom`: the id of the logged-in customer (spec §4: id present, active, not
 *   guest), null for visitors and guests. Derived from the session context, so it is right after
 *   every page load too.
 * - `authEventAtom`: the last *transition* in this tab: 'signed-in' (login, confirmed registration,
 *   registration without opt-in), 'signed-out' (the shopper signed out or deleted the account) or
 *   'session-lost' (the backend no longer knows the context token). A page load of an already
 *   signed-in customer is no transition. Subscribe with `onAuthEvent`.
 */
export const signedInCustomerIdAtom = atom((get) => {
  const session = get(sessionAtom);
  return isLoggedIn(session) ? (session?.customer?.id ?? null) : null;
});

export type AuthEventType = 'signed-in' | 'signed-out' | 'session-lost';

export interface AuthEvent {
  type: AuthEventType;
  /** The customer who signed in, or who was signed in before. */
  customerId: string | null;
  /** Increases with every event (two sign-ins in a row are two events). */
  seq: number;
}

export const authEventAtom = atom<AuthEvent | null>(null);

let seq = 0;

export function emitAuthEvent(type: AuthEventType, customerId: string | null): void {
  seq += 1;
  appStore.set(authEventAtom, { type, customerId, seq });
}

/** Calls `listener` for every sign-in / sign-out / lost session of this tab; returns the unsubscribe. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  return appStore.sub(authEventAtom, () => {
    const event = appStore.get(authEventAtom);
    if (event) listener(event);
  });
}

/** Remembers (per browser) that a customer was signed in, to tell a lost session from a visitor. */
const SIGNED_IN_MARKER = 'stallwerk-signed-in';

function readMarker(): string | null {
  try {
    return localStorage.getItem(SIGNED_IN_MARKER);
  } catch {
    return null;
  }
}

function writeMarker(customerId: string | null): void {
  try {
    if (customerId) localStorage.setItem(SIGNED_IN_MARKER, customerId);
    else localStorage.removeItem(SIGNED_IN_MARKER);
  } catch {
    // storage unavailable: no lost-session message, nothing else changes
  }
}

/** An explicit sign-out (or account deletion): no "session expired" message follows. */
export function forgetSignedIn(): void {
  writeMarker(null);
}

/**
 * Watches the session context: when a customer was signed in here and the backend now answers
 * with a signed-out context (it no longer knows the token: ended elsewhere, password changed,
 * data reset), emits 'session-lost' and calls `onLost` (which tells the shopper). Returns the
 * unsubscribe.
 */
export function watchSession(onLost: () => void): () => void {
  return appStore.sub(sessionAtom, () => {
    const session = appStore.get(sessionAtom);
    if (!session) return;
    const id = appStore.get(signedInCustomerIdAtom);
    const remembered = readMarker();
    if (id) {
      if (remembered !== id) writeMarker(id);
      return;
    }
    if (remembered) {
      writeMarker(null);
      emitAuthEvent('session-lost', remembered);
      onLost();
    }
  });
}
