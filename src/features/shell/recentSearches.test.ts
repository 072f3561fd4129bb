// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSearches, readRecentSearches, RECENT_SEARCHES_KEY, RECENT_SEARCHES_LIMIT, rememberSearch } from './recentSearches';

beforeEach(() => localStorage.clear());

describe('the recent searches on this device', () => {
  it('keeps the last 5, newest first, the same words once whatever their case or spacing', () => {
    for (const term of ['Einstreu', 'Matte', 'Leckstein', 'Heu', 'Pellets', 'Granulat']) rememberSearch(term);
    expect(readRecentSearches()).toEqual(['Granulat', 'Pellets', 'Heu', 'Leckstein', 'Matte']);
    rememberSearch('  leckSTEIN ');
    expect(readRecentSearches()).toEqual(['leckSTEIN', 'Granulat', 'Pellets', 'Heu', 'Matte']);
    rememberSearch('Stroh   pellets');
    expect(readRecentSearches()[0]).toBe('Stroh pellets');
    expect(readRecentSearches()).toHaveLength(RECENT_SEARCHES_LIMIT);
  });

  it('ignores blank and overlong input, and what others left in the key', () => {
    rememberSearch('   ');
    rememberSearch('x'.repeat(101));
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, '[1, "Heu", null, " "]');
    expect(readRecentSearches()).toEqual(['Heu']);
    localStorage.setItem(RECENT_SEARCHES_KEY, 'nope');
    expect(readRecentSearches()).toEqual([]);
  });

  it('is forgotten with one call', () => {
    rememberSearch('Heu');
    forgetSearches();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
