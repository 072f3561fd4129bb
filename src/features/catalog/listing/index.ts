export { ListingView } from './ListingView';
export { FilterPanel } from './FilterPanel';
export { useListingQuery } from './useListingQuery';
