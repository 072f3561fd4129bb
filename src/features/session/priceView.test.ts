// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionView } from '../../api';
import { appStore } from '../../app/store';
import { sessionAtom } from './atoms';
import { hasOwnPrices, OWN_PRICES_COOKIE, rememberPriceView, watchPriceView } from './priceView';

const guest: SessionView = {
  currency: { id: 'eur', isoCode: 'EUR' },
  taxState: 'gross',
  customer: null,
  salesChannel: { id: 'sc', navigationCategoryId: 'nav', currencyId: 'eur' },
  shop: { social: [], newsletter: true },
  testPayments: false,
};
const customer = { id: 'c1', active: true, guest: false };
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${OWN_PRICES_COOKIE}=`));

describe('the price view a prerendered page must not show', () => {
  beforeEach(() => {
    document.cookie = `${OWN_PRICES_COOKIE}=; Max-Age=0; Path=/`;
    appStore.set(sessionAtom, null);
  });

  it('is a guest’s gross prices in the shop’s currency; anyone else has their own', () => {
    expect(hasOwnPrices(guest)).toBe(false);
    // A guest who checked out as a guest keeps a guest's prices.
    expect(hasOwnPrices({ ...guest, customer: { ...customer, guest: true } })).toBe(false);
    expect(hasOwnPrices({ ...guest, customer })).toBe(true);
    expect(hasOwnPrices({ ...guest, taxState: 'net' })).toBe(true);
    expect(hasOwnPrices({ ...guest, taxState: 'tax-free' })).toBe(true);
    expect(hasOwnPrices({ ...guest, currency: { id: 'chf', isoCode: 'CHF' } })).toBe(true);
    // A shop that does not name its currency: only the customer and the tax state tell.
    expect(hasOwnPrices({ ...guest, salesChannel: { ...guest.salesChannel, currencyId: undefined }, currency: { id: 'chf', isoCode: 'CHF' } })).toBe(false);
  });

  it('is remembered in a cookie index.html reads before the page paints, and forgotten on signing out', () => {
    const stop = watchPriceView();
    appStore.set(sessionAtom, guest);
    expect(cookie()).toBeUndefined();
    appStore.set(sessionAtom, { ...guest, customer, taxState: 'net' });
    expect(cookie()).toBe(`${OWN_PRICES_COOKIE}=own`);
    appStore.set(sessionAtom, guest);
    expect(cookie()).toBeUndefined();
    stop();
  });

  it('is written only when it changes', () => {
    rememberPriceView({ ...guest, customer });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      rememberPriceView({ ...guest, customer });
      rememberPriceView(null);
      expect(writes).toEqual([]);
      rememberPriceView(guest);
      expect(writes).toHaveLength(1);
    } finally {
      delete (document as unknown as { cookie?: string }).cookie;
    }
  });
});
