/** Catalogue: product repository (snapshot), serializers, listing and the Store API product routes. */
export { catalogRoutes } from './routes';
export { loadCatalogue, invalidateCatalogue, type CatalogueSnapshot, type ResolvedProduct, type ProductRow } from './snapshot';
export { CatalogEnv, pruneNulls, productView, serializeProduct, isAvailable, isoDateTime, type ProductPrices } from './serialize';
export { findActiveProduct, resolveDetailProduct, loadConfigurator, findVariant, productNotFound } from './products';
export { runListing, cachedListing, categoryCandidates, DEFAULT_LISTING_LIMIT } from './listing';
