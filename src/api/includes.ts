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
    'id',
    'parentId',
    'productNumber',
    'name',
    'translated',
    'seoUrls',
    'cover',
    'calculatedPrice',
    'calculatedCheapestPrice',
    'calculatedPrices',
    'available',
    'markAsTopseller',
    'shippingFree',
    'ratingAverage',
    'deliveryTime',
    'type',
    'states',
    'childCount',
    'minPurchase',
    'purchaseSteps',
    'calculatedMaxPurchase',
    'maxPurchase',
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
  category: ['id', 'name', 'translated', 'type', 'externalLink', 'internalLink', 'linkType', 'linkNewTab', 'seoUrls', 'description', 'media', 'customFields', 'children', 'visible', 'active'],
  ...MEDIA,
  ...SEO,
};

/** The product page: `mapProductDetail` (src/api/map/productDetail.ts) and its configurator. */
export const PRODUCT_DETAIL_INCLUDES: Record<string, string[]> = {
  ...PRODUCT_CARD_INCLUDES,
  product_detail: ['product', 'configurator'],
  product: [
    ...PRODUCT_CARD_INCLUDES.product,
    'description',
    'metaTitle',
    'metaDescription',
    'customFields',
    'availableStock',
    'restockTime',
    'categoryIds',
    'optionIds',
    'media',
    'manufacturer',
    'properties',
    'unit',
    'purchaseUnit',
    'referenceUnit',
    'downloads',
    'measurements',
    'weight',
    'width',
    'height',
    'length',
  ],
  product_media: ['media', 'position'],
  media: [...MEDIA.media, 'fileName', 'fileExtension'],
  delivery_time: ['name', 'translated', 'min', 'max', 'unit'],
  product_manufacturer: ['id', 'name', 'translated', 'link', 'media'],
  unit: ['name', 'shortCode', 'translated'],
  property_group: ['id', 'name', 'translated', 'displayType', 'position', 'options', 'visibleOnProductDetailPage'],
  property_group_option: ['id', 'name', 'translated', 'colorHexCode', 'group', 'groupId', 'media', 'position'],
  product_download: ['id', 'media'],
};

/** Cross-selling groups on the product page: their name and product cards. */
export const CROSS_SELLING_INCLUDES: Record<string, string[]> = {
  ...PRODUCT_CARD_INCLUDES,
  cross_selling_element: ['crossSelling', 'products'],
  product_cross_selling: ['id', 'name', 'translated'],
};

/** A category or landing page with its CMS layout: `fetchCategory` / `mapCmsPage` (src/api/map/cms.ts). */
export const CMS_PAGE_INCLUDES: Record<string, string[]> = {
  ...PRODUCT_CARD_INCLUDES,
  category: ['id', 'parentId', 'name', 'translated', 'type', 'seoUrls', 'breadcrumb', 'cmsPage', 'media', 'customFields', 'description', 'metaTitle', 'metaDescription'],
  landing_page: ['id', 'name', 'translated', 'seoUrls', 'cmsPage', 'metaTitle', 'metaDescription'],
  cms_page: ['id', 'name', 'translated', 'type', 'cssClass', 'sections'],
  cms_section: ['id', 'name', 'type', 'position', 'sizingMode', 'mobileBehavior', 'backgroundColor', 'backgroundMedia', 'backgroundMediaMode', 'cssClass', 'visibility', 'blocks'],
  cms_block: [
    'id',
    'name',
    'type',
    'position',
    'sectionPosition',
    'slots',
    'marginTop',
    'marginBottom',
    'marginLeft',
    'marginRight',
    'backgroundColor',
    'backgroundMedia',
    'backgroundMediaMode',
    'cssClass',
    'visibility',
  ],
  cms_slot: ['id', 'type', 'slot', 'config', 'translated', 'data'],
};

/** The cart in every answer that returns it: `mapCart` (src/api/map/cart.ts). */
export const CART_INCLUDES: Record<string, string[]> = {
  cart: ['token', 'name', 'price', 'lineItems', 'deliveries', 'errors', 'customerComment'],
  line_item: [
    'id',
    'referencedId',
    'label',
    'description',
    'quantity',
    'type',
    'good',
    'removable',
    'stackable',
    'modified',
    'payload',
    'price',
    'cover',
    'deliveryInformation',
    'quantityInformation',
    'states',
    'children',
  ],
  cart_price: ['netPrice', 'totalPrice', 'positionPrice', 'rawTotal', 'taxStatus', 'calculatedTaxes'],
  calculated_price: ['unitPrice', 'totalPrice', 'quantity', 'listPrice', 'referencePrice', 'calculatedTaxes', 'taxRules'],
  cart_delivery: ['deliveryDate', 'shippingCosts', 'shippingMethod', 'positions', 'location'],
  shipping_method: ['id', 'name', 'translated', 'deliveryTime'],
  ...MEDIA,
};
