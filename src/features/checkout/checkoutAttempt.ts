/**
 * The checkout attempt id (spec §3: an id with a timestamp), sent as the order's Idempotency-Key.
 * It is reused for 15 minutes (spec §9), so a double click, a retry after a lost answer or a
 * reload never creates a second order; once an order exists it is dropped, so the next cart gets
 * a fresh one.
 */
import { newRequestKey } from '../../lib/ids';

export const CHECKOUT_ATTEMPT_TTL_MS = 15 * 60_000;
const STORAGE_KEY = 'stallwerk-checkout-attempt';

export interface CheckoutAttempt {
  id: string;
  createdAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const randomId = newRequestKey;

function storage(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let memoryAttempt: CheckoutAttempt | null = null;

/** The current attempt, or a new one when there is none or it is older than 15 minutes. */
export function currentCheckoutAttempt(now = Date.now(), store: KeyValueStore | null = storage()): CheckoutAttempt {
  let attempt = memoryAttempt;
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (raw) attempt = JSON.parse(raw) as CheckoutAttempt;
  } catch {
    // unreadable: start a new attempt
  }
  if (!attempt || typeof attempt.id !== 'string' || !(now - attempt.createdAt < CHECKOUT_ATTEMPT_TTL_MS)) {
    attempt = { id: `${randomId()}-${now}`, createdAt: now };
  }
  memoryAttempt = attempt;
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // private mode: the in-memory attempt still guards this page
  }
  return attempt;
}

/** Drops the attempt once its order exists. */
export function finishCheckoutAttempt(store: KeyValueStore | null = storage()): void {
  memoryAttempt = null;
  try {
    store?.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
