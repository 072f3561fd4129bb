import type { Db } from '../../db/connection';

/** The navigation area's SQL: categories, landing pages, breadcrumb products, SEO URLs and the sitemap's inputs. */

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  position: number;
  type: string;
  name: string;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string | null;
  active: number;
  visible: number;
  cms_page_id: string | null;
  media_id: string | null;
  link_type: string | null;
  internal_link: string | null;
  external_link: string | null;
  link_new_tab: number;
  product_assignment_type: string;
  display_nested_products: number;
  custom_fields: string | null;
  created_at: string;
}

/** Every category (the tree is built in memory by categories.ts). */
export const listCategories = (db: Db): CategoryRow[] => db.prepare('SELECT * FROM category').all() as CategoryRow[];

export interface SeoUrlRow {
  id: string;
  language_id: string;
  route_name: string;
  foreign_key: string;
  path_info: string;
  seo_path_info: string;
  is_canonical: number;
}

/** The SEO URLs of one entity in a language, the canonical one first. */
export const entitySeoUrls = (db: Db, routeName: string, foreignKey: string, languageId: string): SeoUrlRow[] =>
  db.prepare('SELECT * FROM seo_url WHERE foreign_key = ? AND route_name = ? AND language_id = ? ORDER BY is_canonical DESC').all(foreignKey, routeName, languageId) as SeoUrlRow[];

export interface LandingPageRow {
  id: string;
  name: string;
  url: string;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string | null;
  cms_page_id: string | null;
  custom_fields: string | null;
}

export const findActiveLandingPage = (db: Db, id: string): LandingPageRow | undefined => db.prepare('SELECT * FROM landing_page WHERE id = ? AND active = 1').get(id) as LandingPageRow | undefined;

/** An active product's id and parent (a variant's categories are its parent's). */
export const findActiveProductRef = (db: Db, id: string): { id: string; parent_id: string | null } | undefined =>
  db.prepare('SELECT id, parent_id FROM product WHERE id = ? AND active = 1').get(id) as { id: string; parent_id: string | null } | undefined;

export const productCategoryIds = (db: Db, productId: string): string[] =>
  (db.prepare('SELECT category_id FROM product_category WHERE product_id = ?').all(productId) as Array<{ category_id: string }>).map((r) => r.category_id);

export const seoUrlsOfLanguage = (db: Db, languageId: string): SeoUrlRow[] => db.prepare('SELECT * FROM seo_url WHERE language_id = ?').all(languageId) as SeoUrlRow[];

export const canonicalSeoUrls = (db: Db): SeoUrlRow[] => db.prepare('SELECT * FROM seo_url WHERE is_canonical = 1 ORDER BY route_name, seo_path_info').all() as SeoUrlRow[];

/** The newest product's creation time (the sitemap's date), null without products. */
export const newestProductCreatedAt = (db: Db): string | null => (db.prepare('SELECT MAX(created_at) AS t FROM product').get() as { t: string | null }).t;

export const languageCodes = (db: Db): Array<{ id: string; code: string }> => db.prepare('SELECT id, code FROM language ORDER BY position').all() as Array<{ id: string; code: string }>;
