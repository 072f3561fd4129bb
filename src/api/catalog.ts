import { encodeCriteria } from './criteriaQuery';
import { DEFAULT_LISTING_LIMIT, listingCriteria } from '../lib/listingQuery';
import { apiClient, requestLanguage } from './client';
import { hydrateCmsProducts } from './cmsProducts';
import { CMS_PAGE_INCLUDES, LISTING_INCLUDES, PRODUCT_CARD_INCLUDES } from './includes';
import { hasListingSlot, mapCmsPage } from './map/cms';
import { mapListing } from './map/listing';
import { mapImage } from './map/media';
import { categoryName, mapArticleMeta } from './map/navigation';
import { mapProductSummary } from './map/product';
import { str, translated } from './map/schemas';
import { categoryFallbackPath, landingPageFallbackPath, seoPath } from './map/seo';
import type { CategoryPage, LandingPageView, ListingQuery, ListingView, ProductSummary } from './types';

/** Only the fields a category or landing page and its CMS layout render (src/api/includes.ts); encoded on first use, not while the app's code is evaluated. */
const cmsPageCriteria = () => encodeCriteria({ includes: CMS_PAGE_INCLUDES });

/** A category with its CMS page (POST /category/{id}); 'home' is the sales channel's start page. */
export async function fetchCategory(id: string): Promise<CategoryPage> {
  const languageId = requestLanguage();
  // The listing slot is filled by fetchListing with the URL's filters; skip resolving it here.
  const { data: c } = await apiClient.invoke('readCategoryGet get /category/{navigationId}', {
    pathParams: { navigationId: id },
    query: { limit: 1, _criteria: cmsPageCriteria() },
  });
  const cms = await hydrateCmsProducts(mapCmsPage(c.cmsPage, languageId));
  return {
    id: c.id,
    parentId: str(c.parentId),
    name: categoryName(c),
    url: seoPath(c.seoUrls, categoryFallbackPath(c.id), languageId),
    type: (c.type ?? 'page') as CategoryPage['type'],
    description: translated(c, 'description'),
    metaTitle: translated(c, 'metaTitle'),
    metaDescription: translated(c, 'metaDescription'),
    breadcrumbNames: c.breadcrumb ?? [],
    image: mapImage(c.media, categoryName(c)),
    cms,
    article: mapArticleMeta(c),
    listsProducts: cms?.type === 'product_list' || hasListingSlot(cms),
  };
}

/** Products of a category with filters, sorting and page from the URL. */
export async function fetchListing(categoryId: string, query: ListingQuery, limit = DEFAULT_LISTING_LIMIT): Promise<ListingView> {
  const _criteria = encodeCriteria({ ...listingCriteria(query, limit), includes: LISTING_INCLUDES });
  const { data } = await apiClient.invoke('readProductListingGet get /product-listing/{categoryId}', {
    pathParams: { categoryId },
    query: { _criteria },
  });
  return mapListing(data, requestLanguage());
}

/** Search results page (POST /search). */
export async function fetchSearch(query: ListingQuery, limit = DEFAULT_LISTING_LIMIT): Promise<ListingView> {
  const body = listingCriteria(query, limit);
  const { data } = await apiClient.invoke('searchPage post /search', { body: { ...body, search: query.search ?? '', includes: LISTING_INCLUDES } });
  return mapListing(data, requestLanguage());
}

/** Product suggestions while typing (POST /search-suggest). */
export async function fetchSuggestions(term: string, limit = 5, signal?: AbortSignal): Promise<{ products: ProductSummary[]; total: number }> {
  const { data } = await apiClient.invoke('searchSuggest post /search-suggest', {
    body: { search: term, limit, includes: PRODUCT_CARD_INCLUDES },
    fetchOptions: { signal },
  });
  const languageId = requestLanguage();
  return { products: (data.elements ?? []).map((p) => mapProductSummary(p, languageId)), total: data.total ?? 0 };
}

export async function fetchLandingPage(id: string): Promise<LandingPageView> {
  const languageId = requestLanguage();
  const { data } = await apiClient.invoke('readLandingPageGet get /landing-page/{landingPageId}', {
    pathParams: { landingPageId: id },
    query: { _criteria: cmsPageCriteria() },
  });
  return {
    id: data.id,
    name: translated(data, 'name') ?? '',
    url: seoPath(data.seoUrls, landingPageFallbackPath(data.id), languageId),
    metaTitle: translated(data, 'metaTitle'),
    metaDescription: translated(data, 'metaDescription'),
    cms: await hydrateCmsProducts(mapCmsPage(data.cmsPage, languageId)),
  };
}

/**
 * One page of every active product, variants included (POST /product), as cards: the offline
 * download walks these to store each product page and to index them for offline search.
 */
export async function fetchCatalogueProducts(page: number, limit = 100): Promise<{ products: ProductSummary[]; total: number }> {
  const { data } = await apiClient.invoke('readProduct post /product', {
    body: { page, limit, 'total-count-mode': 'exact', associations: { cover: { associations: { media: {} } }, seoUrls: {}, deliveryTime: {} }, includes: PRODUCT_CARD_INCLUDES },
  });
  const languageId = requestLanguage();
  return { products: (data.elements ?? []).map((p) => mapProductSummary(p, languageId)), total: data.total ?? 0 };
}
