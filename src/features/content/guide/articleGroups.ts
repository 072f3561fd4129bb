import type { NavItem } from '../../../api';

export interface ArticleGroup {
  section: NavItem;
  articles: NavItem[];
}

const isArticle = (item: NavItem) => item.article?.kind === 'guide' || item.article?.kind === 'blog';

/**
 * Groups a guide category's navigation children into article lists: children that are
 * articles form the category's own list, children with article children form a group each.
 * Newest first.
 */
export function articleGroups(category: NavItem, children: NavItem[]): ArticleGroup[] {
  const byDate = (a: NavItem, b: NavItem) => (b.article?.publishedAt ?? '').localeCompare(a.article?.publishedAt ?? '');
  const own = children.filter(isArticle).sort(byDate);
  const groups: ArticleGroup[] = own.length ? [{ section: category, articles: own }] : [];
  for (const child of children) {
    const articles = child.children.filter(isArticle).sort(byDate);
    if (!isArticle(child) && articles.length) groups.push({ section: child, articles });
  }
  return groups;
}
