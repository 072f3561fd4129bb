import type { Aggregation, Filter, Sort } from '../criteria';

/** Root fields of the serialized `product` (Store API schema Product) plus DAL names we map. */
export const PRODUCT_FIELDS = [
  'id',
  'versionId',
  'parentId',
  'parentVersionId',
  'manufacturerId',
  'productManufacturerVersionId',
  'unitId',
  'taxId',
  'coverId',
  'productMediaVersionId',
  'deliveryTimeId',
  'canonicalProductId',
  'cmsPageId',
  'productNumber',
  'restockTime',
  'active',
  'available',
  'isCloseout',
  'availableStock',
  'stock',
  'displayGroup',
  'manufacturerNumber',
  'ean',
  'purchaseSteps',
  'maxPurchase',
  'minPurchase',
  'purchaseUnit',
  'referenceUnit',
  'shippingFree',
  'markAsTopseller',
  'weight',
  'width',
  'height',
  'length',
  'releaseDate',
  'ratingAverage',
  'categoryTree',
  'propertyIds',
  'optionIds',
  'streamIds',
  'tagIds',
  'categoryIds',
  'childCount',
  'sales',
  'metaDescription',
  'name',
  'keywords',
  'description',
  'metaTitle',
  'packUnit',
  'packUnitPlural',
  'customFields',
  'type',
  'states',
  'calculatedPrice',
  'calculatedPrices',
  'calculatedMaxPurchase',
  'calculatedCheapestPrice',
  'isNew',
  'measurements',
  'createdAt',
  'updatedAt',
  'translated',
  'downloads',
  'parent',
  'children',
  'deliveryTime',
  'tax',
  'manufacturer',
  'unit',
  'cover',
  'media',
  'crossSellings',
  'configuratorSettings',
  'productReviews',
  'mainCategories',
  'seoUrls',
  'options',
  'properties',
  'categories',
  'streams',
  'categoriesRo',
  'tags',
  'seoCategory',
  'variantListingConfig',
  // DAL field names without a serialized counterpart of the same name
  'cheapestPrice',
  'listingPrices',
  'price',
  'prices',
  'visibilities',
  'searchKeywords',
] as const;

export const REVIEW_FIELDS = [
  'id',
  'productId',
  'productVersionId',
  'salesChannelId',
  'languageId',
  'customerId',
  'externalUser',
  'title',
  'content',
  'points',
  'status',
  'comment',
  'customFields',
  'createdAt',
  'updatedAt',
  'product',
  'language',
] as const;

/** DAL product paths → paths into the serialized product JSON; null: always true (visibility). */
export function mapProductField(field: string): string | null {
  if (field === 'visibilities' || field.startsWith('visibilities.')) return null;
  if (field === 'cheapestPrice' || field === 'listingPrices' || field.startsWith('cheapestPrice.') || field.startsWith('listingPrices.')) {
    return 'calculatedCheapestPrice.unitPrice';
  }
  if (field === 'price' || field.startsWith('price.') || field === 'prices' || field.startsWith('prices.')) return 'calculatedPrice.unitPrice';
  if (field === 'categoriesRo.id' || field === 'categoriesRo') return 'categoryTree';
  if (field === 'categories.id') return 'categoryIds';
  if (field === 'productReviews.id') return 'id';
  return field;
}

/** Rewrites a filter tree with a field mapper; filters on unmapped fields become "always true" (dropped). */
export function mapFilters(filters: Filter[], map: (f: string) => string | null): Filter[] {
  const out: Filter[] = [];
  for (const f of filters) {
    if (f.type === 'multi' || f.type === 'not') {
      out.push({ ...f, queries: mapFilters(f.queries, map) });
      continue;
    }
    const field = map(f.field);
    if (field !== null) out.push({ ...f, field } as Filter);
  }
  return out;
}

export function mapSorts(sorts: Sort[], map: (f: string) => string | null): Sort[] {
  return sorts.flatMap((s) => {
    const field = s.field === '_score' ? '_score' : map(s.field);
    return field === null ? [] : [{ ...s, field }];
  });
}

export function mapAggregations(aggs: Aggregation[], map: (f: string) => string | null): Aggregation[] {
  const one = (a: Aggregation): Aggregation | null => {
    if (a.type === 'filter') {
      const nested = one(a.aggregation);
      return nested ? { ...a, filter: mapFilters(a.filter, map), aggregation: nested } : null;
    }
    const field = map(a.field);
    if (field === null) return null;
    if (a.type === 'terms' || a.type === 'histogram') {
      const nested = a.aggregation ? one(a.aggregation) : undefined;
      return { ...a, field, ...(nested ? { aggregation: nested } : {}) } as Aggregation;
    }
    return { ...a, field } as Aggregation;
  };
  return aggs.map(one).filter((a): a is Aggregation => a !== null);
}
