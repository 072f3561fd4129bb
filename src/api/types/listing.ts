import type { ProductSummary } from './product';

/** The listing parameters the URL carries (Shopware's listing shortcuts). */
export interface ListingQuery {
  page: number;
  order?: string;
  manufacturer: string[];
  properties: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  shippingFree: boolean;
  search?: string;
  limit?: number;
}

export interface FilterFacets {
  manufacturers: Array<{ id: string; name: string }>;
  properties: Array<{ id: string; name: string; displayType: string; options: Array<{ id: string; name: string; colorHex?: string }> }>;
  price?: { min: number; max: number };
  maxRating?: number;
  shippingFreeAvailable: boolean;
}

export interface ListingView {
  products: ProductSummary[];
  total: number;
  page: number;
  limit: number;
  sorting?: string;
  sortings: Array<{ key: string; label: string }>;
  facets: FilterFacets;
}
