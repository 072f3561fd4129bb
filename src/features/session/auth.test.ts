import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../app/store';
import { sessionAtom } from './atoms';
import { emitAuthEvent, forgetSignedIn, onAuthEvent, signedInCustomerIdAtom, watchSession, type AuthEvent } from './auth';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

const session = (customer: { id: string; active?: boolean; guest?: boolean } | null) =>
  ({ customer: customer ? { active: true, guest: false, ...customer } : null, currency: { id: 'eur', isoCode: 'EUR' } }) as never;

describe('sign-in signal', () => {
  beforeEach(() => {
    store.clear();
    appStore.set(sessionAtom, null);
  });

  it('derives the signed-in customer id (guests and inactive customers are not signed in)', () => {
    appStore.set(sessionAtom, session({ id: 'c1' }));
    expect(appStore.get(signedInCustomerIdAtom)).toBe('c1');
    appStore.set(sessionAtom, session({ id: 'g1', guest: true }));
    expect(appStore.get(signedInCustomerIdAtom)).toBeNull();
    appStore.set(sessionAtom, session({ id: 'c2', active: false }));
    expect(appStore.get(signedInCustomerIdAtom)).toBeNull();
  });

  it('delivers every event to subscribers, also the same kind twice', () => {
    const seen: AuthEvent[] = [];
    const stop = onAuthEvent((e) => seen.push(e));
    emitAuthEvent('signed-in', 'c1');
    emitAuthEvent('signed-in', 'c1');
    emitAuthEvent('signed-out', 'c1');
    stop();
    expect(seen.map((e) => e.type)).toEqual(['signed-in', 'signed-in', 'signed-out']);
  });

  it("reports a lost session once when a signed-in customer's context comes back signed out", () => {
    const lost = vi.fn();
    const seen: AuthEvent[] = [];
    const stopEvents = onAuthEvent((e) => seen.push(e));
    const stop = watchSession(lost);
    appStore.set(sessionAtom, session({ id: 'c1' }));
    appStore.set(sessionAtom, session(null));
    appStore.set(sessionAtom, session(null));
    expect(lost).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toMatchObject({ type: 'session-lost', customerId: 'c1' });

    // an explicit sign-out is no lost session
    appStore.set(sessionAtom, session({ id: 'c1' }));
    forgetSignedIn();
    appStore.set(sessionAtom, session(null));
    expect(lost).toHaveBeenCalledTimes(1);
    stop();
    stopEvents();
  });
});
