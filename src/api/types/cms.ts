import type { ImageView, ProductSummary } from './product';

/** Visibility per breakpoint (block and section settings). */
export interface Visibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export interface BoxStyle {
  cssClass?: string;
  visibility: Visibility;
  backgroundColor?: string;
  backgroundImage?: ImageView;
  backgroundMode?: 'cover' | 'contain' | 'auto';
}

export interface CmsPageView {
  id: string;
  type: string;
  name: string;
  cssClass?: string;
  sections: CmsSectionView[];
}

export interface CmsSectionView extends BoxStyle {
  id: string;
  type: 'default' | 'sidebar';
  sizingMode: 'boxed' | 'full_width';
  blocks: CmsBlockView[];
  sidebarBlocks: CmsBlockView[];
}

export interface CmsBlockView extends BoxStyle {
  id: string;
  type: string;
  name?: string;
  margins: { top?: string; right?: string; bottom?: string; left?: string };
  slots: CmsSlotView[];
}

export interface LinkTarget {
  href: string;
  newTab: boolean;
}

export type CmsSlotView = { id: string; slot: string } & CmsElement;

export type CmsElement =
  | { type: 'text'; html: string; verticalAlign?: string }
  | { type: 'image'; image?: ImageView; link?: LinkTarget; displayMode: 'standard' | 'cover' | 'contain'; minHeight?: string }
  | { type: 'image-slider'; items: Array<{ image: ImageView; link?: LinkTarget }>; displayMode: 'standard' | 'cover' | 'contain'; minHeight?: string }
  | { type: 'image-gallery'; items: Array<{ image: ImageView }> }
  | { type: 'product-box'; product?: ProductSummary; productId?: string; layout: string }
  | { type: 'product-slider'; title?: string; products: ProductSummary[]; productIds: string[] }
  | { type: 'product-listing' }
  | { type: 'sidebar-filter' }
  | { type: 'video'; provider: 'youtube' | 'vimeo'; videoId: string; title?: string }
  | { type: 'category-navigation' }
  | { type: 'form'; formType: string; title?: string; confirmation?: string }
  | { type: 'unknown'; originalType: string };
