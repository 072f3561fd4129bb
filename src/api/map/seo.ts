import type { SeoUrl } from './schemas';

/** The canonical SEO path of an entity ('/einstreu/miscanthus'), else the technical fallback. */
export function seoPath(seoUrls: SeoUrl[] | null | undefined, fallback: string, languageId?: string): string {
  const candidates = (seoUrls ?? []).filter((u) => u && u.seoPathInfo && !u.isDeleted && (!languageId || !u.languageId || u.languageId === languageId));
  const best = candidates.find((u) => u.isCanonical) ?? candidates[0];
  if (!best) return fallback;
  return `/${best.seoPathInfo.replace(/^\/+/, '')}`;
}

export const productFallbackPath = (id: string) => `/detail/${id}`;
export const categoryFallbackPath = (id: string) => `/navigation/${id}`;
export const landingPageFallbackPath = (id: string) => `/landingPage/${id}`;
