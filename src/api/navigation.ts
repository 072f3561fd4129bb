import { encodeCriteria } from './criteriaQuery';
import { apiClient, requestLanguage } from './client';
import { NAVIGATION_INCLUDES } from './includes';
import { mapBreadcrumbs, mapNavItem } from './map/navigation';
import { memo } from './memo';
import type { BreadcrumbItem, NavItem } from './types';

/** Only the fields the navigation mapper reads (src/api/includes.ts). */
const navigationCriteria = () => encodeCriteria({ includes: NAVIGATION_INCLUDES });

export type NavigationKind = 'main-navigation' | 'footer-navigation' | 'service-navigation';

/**
 * A navigation tree of the sales channel (memoised per language and visit). `depth` as Shopware
 * reads it: the levels root+1 .. root+depth+1 (0 = the first level only, 2 = three levels).
 */
export function fetchNavigation(kind: NavigationKind, depth = 2): Promise<NavItem[]> {
  const languageId = requestLanguage();
  return memo(`nav:${kind}:${depth}:${languageId}`, async () => {
    const { data } = await apiClient.invoke('readNavigationGet get /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: kind, rootId: kind },
      query: { depth, buildTree: true, _criteria: navigationCriteria() } as Record<string, unknown>,
    });
    return (Array.isArray(data) ? data : []).filter((c) => c.visible !== false && c.active !== false).map((c) => mapNavItem(c, languageId));
  });
}

/** The children of one category as navigation items (guide and blog article lists); `depth` as above. */
export async function fetchChildNavigation(categoryId: string, depth = 1): Promise<NavItem[]> {
  const languageId = requestLanguage();
  const { data } = await apiClient.invoke('readNavigationGet get /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: categoryId, rootId: categoryId },
    query: { depth, buildTree: true, _criteria: navigationCriteria() } as Record<string, unknown>,
  });
  return (Array.isArray(data) ? data : []).filter((c) => c.visible !== false && c.active !== false).map((c) => mapNavItem(c, languageId));
}

/** Breadcrumb of a category or of a product (GET /breadcrumb/{id}), without the root. */
export async function fetchBreadcrumb(id: string, referrerCategoryId?: string): Promise<BreadcrumbItem[]> {
  const { data } = await apiClient.invoke('readBreadcrumb get /breadcrumb/{id}', {
    pathParams: { id },
    query: referrerCategoryId ? { referrerCategoryId } : {},
  });
  // The generated type says a list; Shopware's BreadcrumbCollection answers { breadcrumbs: [...] }. Both are read.
  const list = Array.isArray(data) ? data : ((data as { breadcrumbs?: unknown[] })?.breadcrumbs ?? []);
  return mapBreadcrumbs(list as Parameters<typeof mapBreadcrumbs>[0], requestLanguage());
}
