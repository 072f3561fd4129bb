export { ListingView } from './ListingView';
export { FilterSidebar } from './FilterSidebar';
export { hasFacets } from './hasFacets';
export { useListingQuery } from './useListingQuery';
