import { describe, expect, it } from 'vitest';
import { mapNavItem, navTarget } from './navigation';
import type { Category } from './schemas';

const cat = (over: Partial<Category> & Record<string, unknown>): Category =>
  ({ id: 'c1', name: 'Einstreu', translated: { name: 'Einstreu' }, type: 'page', children: [], ...over }) as unknown as Category;

describe('navTarget', () => {
  it('uses the SEO path, else /navigation/{id}', () => {
    expect(navTarget(cat({ seoUrls: [{ seoPathInfo: 'einstreu/', isCanonical: true } as never] })).url).toBe('/einstreu/');
    expect(navTarget(cat({})).url).toBe('/navigation/c1');
  });
  it('treats a site-relative link entry as a page of the shop (localised, same tab)', () => {
    expect(navTarget(cat({ type: 'link', externalLink: '/ratgeber/einstreu-ratgeber/' }))).toEqual({ url: '/ratgeber/einstreu-ratgeber/', external: false });
    expect(navTarget(cat({ type: 'link', externalLink: '//cdn.example.org/x' }))).toEqual({ url: '//cdn.example.org/x', external: true });
  });

  it('uses the external link of a link entry', () => {
    expect(navTarget(cat({ type: 'link', externalLink: 'https://example.org' }))).toEqual({ url: 'https://example.org', external: true });
  });
  it('maps internal links of link entries to /detail, /landingPage and /navigation', () => {
    expect(navTarget(cat({ type: 'link', linkType: 'product', internalLink: 'p1' })).url).toBe('/detail/p1');
    expect(navTarget(cat({ type: 'link', linkType: 'landing_page', internalLink: 'l1' })).url).toBe('/landingPage/l1');
    expect(navTarget(cat({ type: 'link', linkType: 'category', internalLink: 'c2' })).url).toBe('/navigation/c2');
  });
  it('gives folders no target', () => {
    expect(navTarget(cat({ type: 'folder' })).url).toBeNull();
  });
});

describe('mapNavItem', () => {
  it('drops hidden children and reads article custom fields', () => {
    const item = mapNavItem(
      cat({
        children: [cat({ id: 'a', visible: false }), cat({ id: 'b', customFields: { stallwerk_article_kind: 'guide', stallwerk_summary: 'Kurz' } })],
      }),
    );
    expect(item.children.map((c) => c.id)).toEqual(['b']);
    expect(item.children[0].article).toMatchObject({ kind: 'guide', summary: 'Kurz' });
  });
});
