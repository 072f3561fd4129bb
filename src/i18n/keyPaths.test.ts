import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from './index';

describe('translation keys (issue 16, TBT)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are taken as paths: a t() call tests no key against the natural-language pattern, and namespace prefixes and nesting work', async () => {
    await activateLocale('de-DE', ['common', 'errors', 'catalog']);
    const t = i18n.getFixedT('de-DE', 'common') as unknown as (key: string, options?: object) => string;
    const tests = vi.spyOn(RegExp.prototype, 'test');
    for (let i = 0; i < 50; i++) expect(t('header.wishlist')).toBe('Merkzettel');
    expect(tests).not.toHaveBeenCalled();
    tests.mockRestore();
    expect(t('header.cartWithCount', { count: 2 })).toBe('Warenkorb, 2 Artikel');
    expect(t('catalog:listing.sort')).toBe('Sortierung');
  });
});
