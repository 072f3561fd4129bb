import type { ListingQuery } from '../api/types';

/** Listing page size default (spec §9). */
export const DEFAULT_LISTING_LIMIT = 10;

/** A Store API id (32 hex digits): the Store API refuses a filter with any other (400), which showed a stale or mangled link as an error page. */
const ID = /^[0-9a-f]{32}$/i;
const ids = (value: string | null): string[] => (value ? value.split('|').filter((id) => ID.test(id)) : []);
const positive = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Reads filters, sorting and page from the URL (Shopware's parameter names). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = Math.max(1, Math.floor(positive(params.get('p')) ?? 1));
  const rating = positive(params.get('rating'));
  return {
    page,
    order: params.get('order') || undefined,
    manufacturer: ids(params.get('manufacturer')),
    properties: ids(params.get('properties')),
    minPrice: positive(params.get('min-price')),
    maxPrice: positive(params.get('max-price')),
    rating: rating && rating >= 1 && rating <= 5 ? Math.floor(rating) : undefined,
    shippingFree: params.get('shipping-free') === '1' || params.get('shipping-free') === 'true',
    search: params.get('search')?.trim() || undefined,
  };
}

/** Writes a listing query back to URL parameters; defaults are left out to keep URLs short. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.search) out.set('search', query.search);
  if (query.order) out.set('order', query.order);
  if (query.manufacturer.length) out.set('manufacturer', query.manufacturer.join('|'));
  if (query.properties.length) out.set('properties', query.properties.join('|'));
  if (query.minPrice !== undefined) out.set('min-price', String(query.minPrice));
  if (query.maxPrice !== undefined) out.set('max-price', String(query.maxPrice));
  if (query.rating) out.set('rating', String(query.rating));
  if (query.shippingFree) out.set('shipping-free', '1');
  if (query.page > 1) out.set('p', String(query.page));
  return out;
}

/** Changing a filter or the sorting starts again at page 1. */
export function withFilter(query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery {
  return { ...query, ...patch, page: 'page' in patch && patch.page ? patch.page : 1 };
}

export function toggleValue(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function activeFilterCount(query: ListingQuery): number {
  return query.manufacturer.length + query.properties.length + (query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0) + (query.rating ? 1 : 0) + (query.shippingFree ? 1 : 0);
}

/** The Store API body for /product-listing and /search (listing shortcuts, not raw criteria). */
export function listingCriteria(query: ListingQuery, limit = DEFAULT_LISTING_LIMIT): Record<string, unknown> {
  const body: Record<string, unknown> = { p: query.page, limit: query.limit ?? limit };
  if (query.order) body.order = query.order;
  if (query.search) body.search = query.search;
  if (query.manufacturer.length) body.manufacturer = query.manufacturer.join('|');
  if (query.properties.length) body.properties = query.properties.join('|');
  if (query.minPrice !== undefined) body['min-price'] = query.minPrice;
  if (query.maxPrice !== undefined) body['max-price'] = query.maxPrice;
  if (query.rating) body.rating = query.rating;
  if (query.shippingFree) body['shipping-free'] = true;
  return body;
}
