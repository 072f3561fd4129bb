import type { Db } from '../../db/connection';
import type { RequestContext } from '../context/context';

export interface SeoUrlRow {
  id: string;
  language_id: string;
  route_name: string;
  foreign_key: string;
  path_info: string;
  seo_path_info: string;
  is_canonical: number;
}

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
  const rows = db.prepare('SELECT * FROM seo_url WHERE foreign_key = ? AND route_name = ? AND language_id = ? ORDER BY is_canonical DESC').all(foreignKey, routeName, ctx.language.id) as SeoUrlRow[];
  return rows.map((r) => serializeSeoUrl(r, ctx.salesChannel.id));
}
