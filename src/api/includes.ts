/**
 * `includes` of the storefront's hot Store API reads: per entity (apiAlias) the fields its mapper
 * in src/api/map reads, so listings, suggestions and navigation trees carry only what the pages
 * render. Entities not named here arrive whole. When a mapper starts reading another field, add it
 * here (tests/api/includes.test.ts maps trimmed answers with the real mappers and compares them
 * with untrimmed ones).
 */

/** media / product media / thumbnails: `mapImage` (src/api/map/media.ts). */
const MEDIA = {
  product_media: ['media'],
  media: ['url', 'alt', 'title', 'translated', 'metaData', 'thumbnails'],
  media_thumbnail: ['url', 'width', 'height'],
};

/** seo_url: `seoPath` (src/api/map/seo.ts). */
const SEO = { seo_url: ['seoPathInfo', 'isCanonical', 'isDeleted', 'languageId'] };

/** A product on a card: `mapProductSummary` / `mapPrice` (src/api/map/product.ts). */
export const PRODUCT_CARD_INCLUDES: Record<string, string[]> = {
  product: [
    'id', 'parentId', 'productNumber', 'name', 'translated', 'seoUrls', 'cover',
    'calculatedPrice', 'calculatedCheapestPrice', 'calculatedPrices',
    'available', 'markAsTopseller', 'shippingFree', 'ratingAverage', 'deliveryTime', 'type', 'states', 'childCount',
    'minPurchase', 'purchaseSteps', 'calculatedMaxPurchase', 'maxPurchase',
  ],
  calculated_price: ['unitPrice', 'totalPrice', 'quantity', 'listPrice', 'referencePrice', 'hasRange'],
  delivery_time: ['name', 'translated'],
  ...MEDIA,
  ...SEO,
};

/** A product listing or search page: cards plus `mapListing` / `mapFacets` (src/api/map/listing.ts). */
export const LISTING_INCLUDES: Record<string, string[]> = {
  ...PRODUCT_CARD_INCLUDES,
  product_listing: ['elements', 'total', 'page', 'limit', 'sorting', 'availableSortings', 'aggregations'],
  product_sorting: ['key', 'label', 'translated', 'priority'],
  product_manufacturer: ['id', 'name', 'translated'],
  property_group: ['id', 'name', 'translated', 'displayType', 'filterable', 'options'],
  property_group_option: ['id', 'name', 'translated', 'colorHexCode'],
};

/** A navigation tree: `mapNavItem` / `navTarget` / `mapArticleMeta` (src/api/map/navigation.ts). */
export const NAVIGATION_INCLUDES: Record<string, string[]> = {
  category: [
    'id', 'name', 'translated', 'type', 'externalLink', 'internalLink', 'linkType', 'linkNewTab', 'seoUrls',
    'description', 'media', 'customFields', 'children', 'visible', 'active',
  ],
  ...MEDIA,
  ...SEO,
};
