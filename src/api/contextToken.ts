import { readCookie, writeCookie } from '../lib/cookies';

/** Name of the cookie that keeps the Store API session (spec §7). */
export const CONTEXT_TOKEN_COOKIE = 'sw-context-token';

export function readContextToken(): string | undefined {
  return readCookie(CONTEXT_TOKEN_COOKIE) || undefined;
}

/** Saves the token for 365 days, path /, SameSite=Lax, Secure on https. */
export function saveContextToken(token: string): void {
  if (!token) return;
  writeCookie(CONTEXT_TOKEN_COOKIE, token, { days: 365, path: '/', sameSite: 'Lax' });
}
