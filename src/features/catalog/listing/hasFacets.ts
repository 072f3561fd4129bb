import type { FilterFacets } from '../../../api';

/**
 * Whether a listing has filters worth a sidebar or a filter button: a price range, a property
 * group or a manufacturer. Rating and free shipping alone do not earn the column.
 */
export function hasFacets(facets: FilterFacets): boolean {
  return Boolean(facets.price || facets.properties.length || facets.manufacturers.length);
}
