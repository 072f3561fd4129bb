import { encodeCriteria } from './criteriaQuery';
import { apiClient, requestLanguage } from './client';
import { CROSS_SELLING_INCLUDES, PRODUCT_DETAIL_INCLUDES } from './includes';
import { mapProductSummary } from './map/product';
import { mapProductDetail } from './map/productDetail';
import { asLoose, num, str, translated } from './map/schemas';
import type { CrossSellingGroup, ProductDetail, ReviewsView } from './types';

const DETAIL_CRITERIA = {
  associations: {
    media: {},
    cover: {},
    manufacturer: { associations: { media: {} } },
    properties: { associations: { group: {} } },
    options: { associations: { group: {} } },
    deliveryTime: {},
    unit: {},
    downloads: { associations: { media: {} } },
    seoUrls: {},
  },
  // Only what the page renders (src/api/includes.ts); the page draws its own product layout, so the
  // server's resolved CMS layout (product.cmsPage) is not among it.
  includes: PRODUCT_DETAIL_INCLUDES,
};

/** The product page's product with its variant configurator (GET /product/{id}). */
export async function fetchProduct(productId: string): Promise<ProductDetail> {
  const { data } = await apiClient.invoke('readProductDetailGet get /product/{productId}', {
    pathParams: { productId },
    query: { _criteria: encodeCriteria(DETAIL_CRITERIA) },
  });
  return mapProductDetail(data.product, data.configurator, requestLanguage());
}

/** The variant matching the chosen options (POST /product/{id}/find-variant); null if none. */
export async function findVariant(parentId: string, optionIds: string[], switchedGroup?: string): Promise<string | null> {
  const { data } = await apiClient.invoke('searchProductVariantIds post /product/{productId}/find-variant', {
    pathParams: { productId: parentId },
    body: { options: optionIds, switchedGroup },
  });
  return str(asLoose(data).variantId) ?? null;
}

/** Cross-selling groups with their products (optional content: callers never fail on it). */
export async function fetchCrossSelling(productId: string): Promise<CrossSellingGroup[]> {
  const { data } = await apiClient.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
    pathParams: { productId },
    body: { includes: CROSS_SELLING_INCLUDES },
  });
  const languageId = requestLanguage();
  return (Array.isArray(data) ? data : [])
    .filter((g) => (g.products ?? []).length > 0)
    .map((g) => ({
      id: g.crossSelling.id,
      name: translated(g.crossSelling, 'name') ?? g.crossSelling.name,
      products: g.products.map((p) => mapProductSummary(p, languageId)),
    }));
}

/** Approved reviews of a product, newest first (the server only returns approved ones). */
export async function fetchReviews(productId: string, page = 1, limit = 10): Promise<ReviewsView> {
  const criteria = {
    page,
    limit,
    sort: [{ field: 'createdAt', order: 'DESC' }],
    aggregations: [{ name: 'average-rating', type: 'avg', field: 'points' }],
    'total-count-mode': 'exact',
  };
  const { data } = await apiClient.invoke('readProductReviewsGet get /product/{productId}/reviews', {
    pathParams: { productId },
    query: { _criteria: encodeCriteria(criteria) },
  });
  const result = asLoose(data);
  const elements = (Array.isArray(result.elements) ? result.elements : []).map(asLoose);
  return {
    total: num(result.total) ?? elements.length,
    average: num(asLoose(asLoose(result.aggregations)['average-rating']).avg),
    reviews: elements.map((r) => ({
      id: String(r.id),
      title: str(r.title) ?? '',
      content: str(r.content) ?? '',
      points: num(r.points) ?? 0,
      createdAt: str(r.createdAt),
      author: str(r.externalUser) ?? str(asLoose(r.customer).firstName),
      pending: r.status === false,
    })),
  };
}
