import { retryAfterSeconds, type StoreApiFailure } from '../../api';

/** A message as a translation key and its values (forms keep these per field; `t(key, values)` renders one). */
export interface FailureMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The "too many requests, wait N seconds" message of a 429 (seconds from the answer); undefined for anything else. */
export function rateLimitMessage(failure: StoreApiFailure | null | undefined, key = 'errors:rateLimit'): FailureMessage | undefined {
  if (failure?.status !== 429) return undefined;
  return { key, values: { seconds: retryAfterSeconds(failure) } };
}

/** The message for a refused Store API request: the rate limit's, else `fallback` (a translation key). */
export function failureMessage(failure: StoreApiFailure | null | undefined, fallback = 'errors:default'): FailureMessage {
  return rateLimitMessage(failure) ?? { key: fallback };
}
