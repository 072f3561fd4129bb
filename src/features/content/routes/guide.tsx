import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchBreadcrumb, fetchCategory, fetchChildNavigation, resolvePath, type BreadcrumbItem, type CategoryPage, type NavItem } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import type { EntityRef } from '../../shell';
import { ArticlePage } from '../guide/ArticlePage';
import { articleGroups, type ArticleGroup } from '../guide/articleGroups';
import { GuideOverview } from '../guide/GuideOverview';

export type GuideData =
  | { kind: 'article'; entity: EntityRef; category: CategoryPage; breadcrumbs: BreadcrumbItem[]; more: Promise<NavItem[]> }
  | { kind: 'overview'; entity: EntityRef; category: CategoryPage; breadcrumbs: BreadcrumbItem[]; groups: ArticleGroup[] };

const asNavItem = (c: CategoryPage): NavItem => ({ id: c.id, name: c.name, url: c.url, external: false, newTab: false, type: c.type, children: [], article: c.article });

/**
 * /ratgeber/* — the guide and blog section. Lists come from the navigation children of the
 * guide categories (articles carry customFields.stallwerk_article_kind guide/blog); an article
 * renders its CMS page.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<GuideData> {
  await loadNamespaces('cms');
  const resolved = await resolvePath(`/ratgeber/${params['*'] ?? ''}`);
  if (!resolved || resolved.routeName !== 'frontend.navigation.page') throw new Response(null, { status: 404, statusText: 'Not Found' });
  const id = resolved.foreignKey;
  const entity: EntityRef = { routeName: resolved.routeName, foreignKey: id };
  const [category, breadcrumbs] = await Promise.all([fetchCategory(id), fetchBreadcrumb(id).catch(() => [])]);
  if (category.article) {
    const more = category.parentId
      ? fetchChildNavigation(category.parentId, 0)
          .then((list) => list.filter((a) => a.id !== id && a.article).slice(0, 3))
          .catch(() => [])
      : Promise.resolve([]);
    return { kind: 'article', entity, category, breadcrumbs, more };
  }
  const children = await fetchChildNavigation(id, 1).catch(() => []);
  return { kind: 'overview', entity, category, breadcrumbs, groups: articleGroups(asNavItem(category), children) };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'article') return <ArticlePage category={data.category} breadcrumbs={data.breadcrumbs} more={data.more} />;
  return <GuideOverview category={data.category} breadcrumbs={data.breadcrumbs} groups={data.groups} />;
}
