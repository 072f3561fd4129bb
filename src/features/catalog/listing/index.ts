export { ListingView } from './ListingView';
export { FilterSidebar } from './FilterSidebar';
export { useListingQuery } from './useListingQuery';
