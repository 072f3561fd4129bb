import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoizeLanguageCodes } from './index';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-GB',
    supportedLngs: ['de-DE', 'en-GB'],
    load: 'currentOnly',
    fallbackLng: false,
    resources: { 'en-GB': { common: { cart: 'Basket', items_one: '{{count}} item', items_other: '{{count}} items' } }, 'de-DE': { common: { cart: 'Warenkorb' } } },
    defaultNS: 'common',
    showSupportNotice: false,
  });
  // Keys of this test's own resources, not the app's typed ones.
  return { i18n, t: i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string };
}

describe('memoizeLanguageCodes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('canonicalises a language code once, not on every t() call, and translates as before', async () => {
    const { i18n, t } = await instance();
    memoizeLanguageCodes(i18n);
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let i = 0; i < 50; i++) expect(t('cart')).toBe('Basket');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(canonical.mock.calls.filter(([code]) => code === 'en-GB').length).toBeLessThanOrEqual(1);
    await i18n.changeLanguage('de-DE');
    expect(t('cart')).toBe('Warenkorb');
    expect(i18n.services.languageUtils.formatLanguageCode('de-de')).toBe('de-DE');
  });

  it('without it, i18next asks Intl on every call (what the memo saves)', async () => {
    const { t } = await instance();
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let i = 0; i < 10; i++) t('cart');
    expect(canonical.mock.calls.length).toBeGreaterThanOrEqual(10);
  });
});
