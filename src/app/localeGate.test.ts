// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/**
 * Catalogue pages start their Store API reads once the language header and the context token are
 * known, in parallel with the session's language update (no waterfall on a first visit in English).
 */
const calls: string[] = [];
let finishPatch!: () => void;

vi.mock('../api', () => ({
  fetchSession: vi.fn(async () => {
    calls.push('context');
    return { languageId: 'lang-de', currency: { id: 'eur', isoCode: 'EUR' }, taxState: 'gross', customer: null, shop: { listingLimit: 24 } };
  }),
  fetchLanguages: vi.fn(async () => {
    calls.push('languages');
    return [
      { id: 'lang-de', code: 'de-DE' },
      { id: 'lang-en', code: 'en-GB' },
    ];
  }),
  updateSession: vi.fn(() => {
    calls.push('patch language');
    return new Promise<void>((resolve) => {
      finishPatch = resolve;
    });
  }),
  isNetworkError: () => false,
  setRequestLanguage: vi.fn((id: string) => calls.push(`language header ${id}`)),
}));
vi.mock('../i18n', () => ({ activateLocale: vi.fn(async () => undefined) }));
vi.mock('../features/shell/navigationData', () => ({ navigationPromise: vi.fn(() => calls.push('navigation')) }));

describe('locale activation gates', () => {
  it('lets catalogue reads start before the session language update ends; the locale waits for it', async () => {
    const { ensureLocale, ensureLocaleRequests } = await import('./localeLoader');
    const { appStore } = await import('./store');
    const { sessionAtom } = await import('../features/session');
    const request = new Request('http://shop.test/en-GB/Bedding/');

    let localeDone = false;
    const locale = ensureLocale('en-GB', request).then((d) => {
      localeDone = true;
      return d;
    });
    await ensureLocaleRequests('en-GB', request);
    expect(calls).toEqual(expect.arrayContaining(['context', 'languages', 'language header lang-en', 'navigation']));
    // Catalogue loaders read the shop's settings from the session: it is there already.
    expect(appStore.get(sessionAtom)?.shop.listingLimit).toBe(24);
    await vi.waitFor(() => expect(calls).toContain('patch language'));
    expect(localeDone).toBe(false);

    finishPatch();
    await expect(locale).resolves.toEqual({ locale: 'en-GB', connected: true });
    expect(appStore.get(sessionAtom)?.languageId).toBe('lang-en');
  });
});
