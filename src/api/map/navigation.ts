import type { ArticleMeta, BreadcrumbItem, NavItem } from '../types';
import { mapImage } from './media';
import { asLoose, num, str, translated, type Category } from './schemas';
import { categoryFallbackPath, landingPageFallbackPath, productFallbackPath, seoPath } from './seo';

export const categoryName = (c: Category): string => translated(c, 'name') ?? '';

/** "/path" but not "//host/path" (protocol-relative, another site). */
const isSiteRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Where a navigation entry leads (spec §2): its SEO path or /navigation/{id}; a link entry
 * uses its external link if present, else its internal target (/navigation, /detail,
 * /landingPage); folders lead nowhere.
 */
export function navTarget(c: Category, languageId?: string): { url: string | null; external: boolean } {
  const type = c.type ?? 'page';
  if (type === 'folder') return { url: null, external: false };
  if (type === 'link') {
    const external = translated(c, 'externalLink');
    // A site-relative "external" link ("/ratgeber/…") is a page of this shop: it gets the
    // locale prefix and opens in the same tab like any other entry.
    if (external) return isSiteRelative(external) ? { url: external, external: false } : { url: external, external: true };
    const internal = translated(c, 'internalLink');
    const linkType = translated(c, 'linkType');
    if (internal && linkType === 'product') return { url: productFallbackPath(internal), external: false };
    if (internal && linkType === 'landing_page') return { url: landingPageFallbackPath(internal), external: false };
    if (internal && linkType === 'category') return { url: categoryFallbackPath(internal), external: false };
    return { url: null, external: false };
  }
  return { url: seoPath(c.seoUrls, categoryFallbackPath(c.id), languageId), external: false };
}

export function mapArticleMeta(c: Category): ArticleMeta | undefined {
  const custom = asLoose(asLoose(c.translated).customFields ?? c.customFields);
  const kind = str(custom.stallwerk_article_kind);
  if (kind !== 'guide' && kind !== 'blog') return undefined;
  return {
    kind,
    summary: str(custom.stallwerk_summary) ?? str(custom.stallwerk_article_summary),
    author: str(custom.stallwerk_author) ?? str(custom.stallwerk_article_author),
    publishedAt: str(custom.stallwerk_published_at) ?? str(custom.stallwerk_article_published_at),
    readingMinutes: num(custom.stallwerk_reading_minutes) ?? num(custom.stallwerk_article_reading_minutes),
  };
}

/** Maps a navigation tree (hidden and inactive entries removed). */
export function mapNavItem(c: Category, languageId?: string): NavItem {
  const target = navTarget(c, languageId);
  return {
    id: c.id,
    name: categoryName(c),
    url: target.url,
    external: target.external,
    newTab: Boolean(asLoose(c.translated).linkNewTab ?? c.linkNewTab),
    type: (c.type ?? 'page') as NavItem['type'],
    description: translated(c, 'description'),
    image: mapImage(c.media, categoryName(c)),
    article: mapArticleMeta(c),
    children: (c.children ?? []).filter((child) => child.visible !== false && child.active !== false).map((child) => mapNavItem(child, languageId)),
  };
}

/** Breadcrumb entries of a category or product, without the root entry. */
export function mapBreadcrumbs(
  items: Array<{ categoryId: string; name: string; translated?: { name?: string }; path?: string; type?: string; seoUrls?: Category['seoUrls'] }>,
  languageId?: string,
): BreadcrumbItem[] {
  return items.map((b) => ({
    id: b.categoryId,
    name: translated(b, 'name') ?? b.name,
    url: b.type === 'folder' ? null : seoPath(b.seoUrls, categoryFallbackPath(b.categoryId), languageId),
  }));
}
