import type { CmsPageView } from './cms';
import type { ArticleMeta } from './navigation';
import type { ImageView, ProductSummary } from './product';

/** A category as a page: its CMS layout, texts and SEO facts. */
export interface CategoryPage {
  id: string;
  parentId?: string;
  name: string;
  url: string;
  type: 'page' | 'link' | 'folder';
  description?: string;
  metaTitle?: string;
  metaDescription?: string;
  /** Names from the root to this category (Shopware's category.breadcrumb). */
  breadcrumbNames: string[];
  image?: ImageView;
  cms?: CmsPageView;
  article?: ArticleMeta;
  /** Whether the category lists products (product_list layout or assigned products). */
  listsProducts: boolean;
}

export interface LandingPageView {
  id: string;
  name: string;
  url: string;
  metaTitle?: string;
  metaDescription?: string;
  cms?: CmsPageView;
}

export interface CrossSellingGroup {
  id: string;
  name: string;
  products: ProductSummary[];
}

export interface ReviewView {
  id: string;
  title: string;
  content: string;
  points: number;
  createdAt?: string;
  author?: string;
  /** The signed-in customer's own review, not approved yet (only its author sees it). */
  pending?: boolean;
}

export interface ReviewsView {
  reviews: ReviewView[];
  total: number;
  average?: number;
}
