import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('sw-context-token', 'a=1; sw-context-token=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
  it('serialises for 365 days on path / with SameSite=Lax, Secure only on https', () => {
    expect(serializeCookie('sw-context-token', 'tok', {}, false)).toBe('sw-context-token=tok; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeCookie('sw-context-token', 'tok', {}, true)).toMatch(/; Secure$/);
  });
});
