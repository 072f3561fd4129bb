import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../api';
import { matchCategories } from './useSuggestions';

const nav = (id: string, name: string, children: NavItem[] = [], url: string | null = `/${id}/`): NavItem => ({ id, name, url, external: false, newTab: false, type: 'page', children });

describe('matchCategories', () => {
  const tree = [nav('einstreu', 'Einstreu', [nav('stroh', 'Strohpellets'), nav('granulat', 'Strohgranulat')]), nav('matten', 'Stallmatten')];
  it('finds categories at any depth, case-insensitively, with their trail', () => {
    const hits = matchCategories(tree, 'STROH');
    expect(hits.map((h) => h.label)).toEqual(['Strohpellets', 'Strohgranulat']);
    expect(hits[0]).toMatchObject({ kind: 'category', url: '/stroh/', trail: ['Einstreu'] });
  });
  it('skips folders and external links and honours the limit', () => {
    const withFolder = [nav('f', 'Stroh-Ordner', [], null), ...tree];
    expect(matchCategories(withFolder, 'stroh', 1).map((h) => h.label)).toEqual(['Strohpellets']);
    expect(matchCategories(tree, '  ')).toEqual([]);
  });
});
