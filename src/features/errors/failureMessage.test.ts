import { describe, expect, it } from 'vitest';
import type { StoreApiFailure } from '../../api';
import { failureMessage, rateLimitMessage } from './failureMessage';

const failure = (status: number, parameters?: Record<string, string>, retryAfter?: number): StoreApiFailure => ({
  status,
  errors: [{ code: status === 429 ? 'FRAMEWORK__RATE_LIMIT_EXCEEDED' : 'X', parameters }],
  ...(retryAfter ? { retryAfter } : {}),
});

describe('rateLimitMessage', () => {
  it("takes the seconds from the answer's parameters", () => {
    expect(rateLimitMessage(failure(429, { seconds: '12' }))).toEqual({ key: 'errors:rateLimit', values: { seconds: 12 } });
    expect(rateLimitMessage(failure(429, { retryAfter: '7' }))?.values).toEqual({ seconds: 7 });
  });

  it('falls back to the Retry-After header, then to 30 seconds', () => {
    expect(rateLimitMessage(failure(429, undefined, 45))?.values).toEqual({ seconds: 45 });
    expect(rateLimitMessage(failure(429))?.values).toEqual({ seconds: 30 });
  });

  it('uses the given key (a screen with its own wording)', () => {
    expect(rateLimitMessage(failure(429, { seconds: '5' }), 'orders:guest.rateLimit')).toEqual({ key: 'orders:guest.rateLimit', values: { seconds: 5 } });
  });

  it('is undefined for anything but a 429', () => {
    expect(rateLimitMessage(failure(400))).toBeUndefined();
    expect(rateLimitMessage(null)).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it('is the rate limit for a 429 and the fallback otherwise', () => {
    expect(failureMessage(failure(429, { seconds: '3' }), 'checkout:page.orderFailed')).toEqual({ key: 'errors:rateLimit', values: { seconds: 3 } });
    expect(failureMessage(failure(500), 'checkout:page.orderFailed')).toEqual({ key: 'checkout:page.orderFailed' });
    expect(failureMessage(null)).toEqual({ key: 'errors:default' });
  });
});
