import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../api';
import { articleGroups } from './articleGroups';

const item = (id: string, children: NavItem[] = [], kind?: 'guide' | 'blog', publishedAt?: string): NavItem => ({
  id,
  name: id,
  url: `/${id}/`,
  external: false,
  newTab: false,
  type: 'page',
  children,
  article: kind ? { kind, publishedAt } : undefined,
});

describe('articleGroups', () => {
  it('groups the sections of the guide root, newest article first', () => {
    const root = item('ratgeber');
    const groups = articleGroups(root, [
      item('einstreu-ratgeber', [item('a', [], 'guide', '2026-01-01'), item('b', [], 'guide', '2026-03-01')]),
      item('blog', [item('c', [], 'blog', '2026-02-01')]),
      item('leer'),
    ]);
    expect(groups.map((g) => [g.section.id, g.articles.map((a) => a.id)])).toEqual([
      ['einstreu-ratgeber', ['b', 'a']],
      ['blog', ['c']],
    ]);
  });
  it('lists the articles of a section itself', () => {
    const section = item('blog');
    expect(articleGroups(section, [item('x', [], 'blog'), item('y', [], 'blog')])[0].articles).toHaveLength(2);
  });
});
