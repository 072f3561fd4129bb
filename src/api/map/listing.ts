import type { FilterFacets, ListingView } from '../types';
import { mapProductSummary } from './product';
import { asLoose, num, str, translated, type Loose, type Product, type ProductListingResult } from './schemas';

const entitiesOf = (agg: unknown): Loose[] => {
  const a = asLoose(agg);
  const list = Array.isArray(a.entities) ? a.entities : Array.isArray(a.elements) ? a.elements : [];
  return list.map(asLoose);
};

const nameOf = (e: Loose): string => translated(e, 'name') ?? '';

/** Reads Shopware's listing aggregations (manufacturer, properties, price, rating, shipping-free). */
export function mapFacets(aggregations: unknown): FilterFacets {
  const aggs = asLoose(aggregations);
  const price = asLoose(aggs.price);
  const min = num(price.min);
  const max = num(price.max);
  return {
    manufacturers: entitiesOf(aggs.manufacturer)
      .map((m) => ({ id: String(m.id), name: nameOf(m) }))
      .filter((m) => m.name)
      .sort((a, b) => a.name.localeCompare(b.name)),
    properties: entitiesOf(aggs.properties)
      .filter((g) => g.filterable !== false)
      .map((g) => ({
        id: String(g.id),
        name: nameOf(g),
        displayType: str(g.displayType) ?? 'text',
        options: (Array.isArray(g.options) ? g.options.map(asLoose) : []).map((o) => ({
          id: String(o.id),
          name: nameOf(o),
          colorHex: str(o.colorHexCode),
        })),
      }))
      .filter((g) => g.options.length > 0),
    price: min !== undefined && max !== undefined && max > min ? { min: Math.floor(min), max: Math.ceil(max) } : undefined,
    maxRating: num(asLoose(aggs.rating).max),
    shippingFreeAvailable: Boolean(asLoose(aggs['shipping-free']).max),
  };
}

export function mapListing(result: ProductListingResult, languageId?: string): ListingView {
  const r = asLoose(result);
  const elements = (Array.isArray(r.elements) ? r.elements : []) as Product[];
  return {
    products: elements.map((p) => mapProductSummary(p, languageId)),
    total: num(r.total) ?? elements.length,
    page: num(r.page) ?? 1,
    limit: num(r.limit) ?? 10,
    sorting: str(r.sorting),
    sortings: (Array.isArray(r.availableSortings) ? r.availableSortings.map(asLoose) : [])
      .sort((a, b) => (num(b.priority) ?? 0) - (num(a.priority) ?? 0))
      .map((s) => ({ key: String(s.key), label: translated(s, 'label') ?? String(s.key) })),
    facets: mapFacets(r.aggregations),
  };
}
