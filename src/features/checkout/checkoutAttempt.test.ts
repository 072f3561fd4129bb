import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_ATTEMPT_TTL_MS, currentCheckoutAttempt, finishCheckoutAttempt } from './checkoutAttempt';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('checkout attempt id', () => {
  let store: ReturnType<typeof memoryStore>;
  beforeEach(() => {
    store = memoryStore();
    finishCheckoutAttempt(store);
  });

  it('is an id with a timestamp', () => {
    const attempt = currentCheckoutAttempt(1_700_000_000_000, store);
    expect(attempt.id).toMatch(/-1700000000000$/);
    expect(attempt.createdAt).toBe(1_700_000_000_000);
  });

  it('is reused for 15 minutes, then renewed', () => {
    const first = currentCheckoutAttempt(0, store);
    expect(currentCheckoutAttempt(CHECKOUT_ATTEMPT_TTL_MS - 1, store).id).toBe(first.id);
    expect(currentCheckoutAttempt(CHECKOUT_ATTEMPT_TTL_MS, store).id).not.toBe(first.id);
  });

  it('starts over once the order exists', () => {
    const first = currentCheckoutAttempt(0, store);
    finishCheckoutAttempt(store);
    expect(currentCheckoutAttempt(1, store).id).not.toBe(first.id);
  });
});
