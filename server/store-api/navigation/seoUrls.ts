import type { Db } from '../../db/connection';
import type { RequestContext } from '../context/public';
import { entitySeoUrls, type SeoUrlRow } from './navigationRepository';

export type { SeoUrlRow };

export function serializeSeoUrl(row: SeoUrlRow, salesChannelId: string) {
  return {
    id: row.id,
    salesChannelId,
    languageId: row.language_id,
    routeName: row.route_name as 'frontend.navigation.page' | 'frontend.landing.page' | 'frontend.detail.page',
    foreignKey: row.foreign_key,
    pathInfo: row.path_info,
    seoPathInfo: row.seo_path_info,
    isCanonical: !!row.is_canonical,
    isModified: false,
    isDeleted: false,

    apiAlias: 'seo_url',
  };
}
export type SeoUrlEntity = ReturnType<typeof serializeSeoUrl>;

/** Canonical SEO URLs of one entity in the context language. */
export function seoUrlsFor(db: Db, ctx: RequestContext, routeName: string, foreignKey: string): SeoUrlEntity[] {
  return entitySeoUrls(db, routeName, foreignKey, ctx.language.id).map((r) => serializeSeoUrl(r, ctx.salesChannel.id));
}
