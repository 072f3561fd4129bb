import { encodeCriteria } from './criteriaQuery';
import { apiClient } from './client';

export type EntityRoute = 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page';

export interface ResolvedPath {
  routeName: EntityRoute;
  foreignKey: string;
  /** The canonical SEO path when the requested one is an old alias. */
  canonicalPath?: string;
}

const TECHNICAL = /^\/?(navigation|detail|landingPage)\/([0-9a-f]{32})\/?$/i;
const ROUTES: Record<string, EntityRoute> = {
  navigation: 'frontend.navigation.page',
  detail: 'frontend.detail.page',
  landingPage: 'frontend.landing.page',
};

/** Technical paths (/detail/{id}, /navigation/{id}, /landingPage/{id}) need no lookup. */
export function parseTechnicalPath(path: string): ResolvedPath | null {
  const match = TECHNICAL.exec(path);
  if (!match) return null;
  const key = Object.keys(ROUTES).find((k) => k.toLowerCase() === match[1].toLowerCase()) ?? 'navigation';
  return { routeName: ROUTES[key], foreignKey: match[2].toLowerCase() };
}

/**
 * Resolves a shop path to an entity via /seo-url: seoPathInfo equals the path without its
 * leading slash, with and without trailing slash. Null when nothing matches.
 */
export async function resolvePath(path: string): Promise<ResolvedPath | null> {
  const technical = parseTechnicalPath(path);
  if (technical) return technical;
  const bare = decodeURIComponent(path).replace(/^\/+/, '').replace(/\/+$/, '');
  if (!bare) return null;
  const criteria = {
    filter: [
      {
        type: 'multi',
        operator: 'or',
        queries: [
          { type: 'equals', field: 'seoPathInfo', value: bare },
          { type: 'equals', field: 'seoPathInfo', value: `${bare}/` },
        ],
      },
    ],
    limit: 5,
  };
  const { data } = await apiClient.invoke('readSeoUrlGet get /seo-url', { query: { _criteria: encodeCriteria(criteria) } });
  const hit = data.elements?.find((u) => !u.isDeleted);
  if (!hit) return null;
  const result: ResolvedPath = { routeName: hit.routeName, foreignKey: hit.foreignKey };
  if (!hit.isCanonical) {
    const canonical = await seoPathFor(hit.routeName, hit.foreignKey);
    if (canonical && canonical.replace(/\/+$/, '') !== `/${bare}`) result.canonicalPath = canonical;
  }
  return result;
}

/**
 * The canonical SEO path of an entity in a language (for the language switcher, which keeps
 * the page). The language is passed as header so the session language stays untouched.
 */
export async function seoPathFor(routeName: EntityRoute, foreignKey: string, languageId?: string): Promise<string | null> {
  const criteria = {
    filter: [
      { type: 'equals', field: 'routeName', value: routeName },
      { type: 'equals', field: 'foreignKey', value: foreignKey },
    ],
    sort: [{ field: 'isCanonical', order: 'DESC' }],
    limit: 1,
  };
  const { data } = await apiClient.invoke('readSeoUrlGet get /seo-url', {
    query: { _criteria: encodeCriteria(criteria) },
    ...(languageId ? { headers: { 'sw-language-id': languageId } } : {}),
  });
  const seo = data.elements?.[0];
  return seo ? `/${seo.seoPathInfo.replace(/^\/+/, '')}` : null;
}
