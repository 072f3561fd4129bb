/**
 * The catalog area's light entry (index.ts adds the route plugin): the product snapshot, serializers,
 * product lookups, listings, cross-selling and reviews of a product, and the product field mapping.
 * cms/productSlots.ts, which catalog/routes.ts reaches through the cms area, imports from here, so
 * nothing re-exported here may import a route module.
 */
export { loadCatalogue, invalidateCatalogue, type CatalogueSnapshot, type OptionRow, type ProductRow, type PropertyGroupRow, type ResolvedProduct } from './snapshot';
export { CatalogEnv, catalogContextKey, pruneNulls, productView, serializeProduct, isAvailable, isoDateTime, type ProductPrices } from './serialize';
export { findActiveProduct, resolveDetailProduct, loadConfigurator, findVariant, productNotFound } from './products';
export { runListing, cachedListing, categoryCandidates, DEFAULT_LISTING_LIMIT } from './listing';
export { crossSellingElements, reviewEntities } from './related';
export { mapAggregations, mapFilters, mapProductField, mapSorts, PRODUCT_FIELDS } from './fields';
