import type { ImageView } from './product';

/** One entry of a navigation tree (header, footer, service links, guide lists). */
export interface NavItem {
  id: string;
  name: string;
  /** Router path for internal targets, absolute URL for external links, null for folders. */
  url: string | null;
  external: boolean;
  newTab: boolean;
  type: 'page' | 'link' | 'folder';
  description?: string;
  image?: ImageView;
  /** stallwerk_article_* custom fields of guide and blog categories. */
  article?: ArticleMeta;
  children: NavItem[];
}

export interface ArticleMeta {
  kind?: 'guide' | 'blog';
  summary?: string;
  author?: string;
  publishedAt?: string;
  readingMinutes?: number;
}
