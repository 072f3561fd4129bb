import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './guard';

describe('the way back after signing in', () => {
  it('follows paths of this shop only', () => {
    expect(safeRedirect('/en-GB/account/address?x=1')).toBe('/en-GB/account/address?x=1');
    expect(safeRedirect('//evil.example/account')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/account\n')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('sends signed-out visitors to the sign-in of their locale with the page they wanted', () => {
    expect(loginPathFor(new Request('http://shop.test/account/profile'))).toBe('/login?redirect=%2Faccount%2Fprofile');
    expect(loginPathFor(new Request('http://shop.test/ar-AE/account/address?a=b'))).toBe('/ar-AE/login?redirect=%2Far-AE%2Faccount%2Faddress%3Fa%3Db');
  });
});
