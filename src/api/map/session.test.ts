import { describe, expect, it } from 'vitest';
import { isGuestSession, isLoggedIn, mapShopSettings } from './session';

describe('session', () => {
  it('builds social links from handles and keeps https URLs only', () => {
    const settings = mapShopSettings({
      listingLimit: 12,
      social: [
        { network: 'instagram', handle: 'stallwerk' },
        { network: 'facebook', url: 'javascript:alert(1)' },
        { network: 'youtube', handle: 'stallwerk' },
      ],
    });
    expect(settings.listingLimit).toBe(12);
    expect(settings.social).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/stallwerk' },
      { network: 'youtube', url: 'https://www.youtube.com/@stallwerk' },
    ]);
  });
  it('knows logged-in and guest sessions (spec §4)', () => {
    const base = { customer: { id: 'c', active: true, guest: false } } as never;
    expect(isLoggedIn(base)).toBe(true);
    expect(isLoggedIn({ customer: { id: 'c', active: false, guest: false } } as never)).toBe(false);
    expect(isLoggedIn({ customer: { id: 'c', active: true, guest: true } } as never)).toBe(false);
    expect(isGuestSession({ customer: { id: 'c', active: true, guest: true } } as never)).toBe(true);
    expect(isLoggedIn(null)).toBe(false);
  });
});
