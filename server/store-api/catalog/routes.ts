import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import { keptAnswers } from '../../answerBodies';
import { DEFAULT_PRODUCT_CMS_PAGE_ID, isId } from '../../lib/ids';
import { stableJson } from '../../lib/json';
import { loadCmsPageRow, resolveCmsPage } from '../cms';
import { applyIncludes, entitySearchResult, parseCriteria, readRequestPayload, searchEntities, type Criteria } from '../criteria';
import { errors } from '../errors';
import { findCategoryForListing } from './catalogRepository';
import { mapAggregations, mapFilters, mapProductField, mapSorts, PRODUCT_FIELDS, REVIEW_FIELDS } from './fields';
import { cachedListing, categoryCandidates, resolveEntities, searchCandidates } from './listing';
import { crossSellingElements, reviewEntities } from './related';
import { findActiveProduct, findVariant, invalidUuid, loadConfigurator, productNotFound, requireId, resolveDetailProduct } from './products';
import { CatalogEnv, productView } from './serialize';
import { loadCatalogue } from './snapshot';

/**
 * Store API catalogue routes: product search and detail, variant search, cross selling, reviews,
 * category listings, search and search suggestions. Every route answers GET (with `_criteria`)
 * and POST.
 */

const truthyHeader = (v: unknown): boolean => typeof v === 'string' && (v === '1' || v.toLowerCase() === 'true');

/**
 * Product detail answers without their layout, per catalogue snapshot, context and request: the
 * storefront's product page read cost ~4 ms of CPU (the variant configurator, prices, the includes
 * filter), and its text and compressed bytes are kept with it (server/answerBodies.ts).
 */
const cachedDetail = keptAnswers<Record<string, unknown>>(300);

/** Cross sellings per catalogue snapshot and context: every product page asks for them (~3.7 ms of CPU). */
const cachedCrossSellings = keptAnswers<Array<Record<string, unknown>>>(300);

function envFor(deps: AppDeps, req: FastifyRequest): CatalogEnv {
  return new CatalogEnv(deps.db, loadCatalogue(deps.db), req.ctx, deps.config.publicUrl, {
    includeSeoUrls: truthyHeader(req.headers['sw-include-seo-urls']),
  });
}

function productCriteria(payload: Record<string, unknown>, defaultLimit: number | null = null): Criteria {
  return parseCriteria(payload, { entity: 'product', knownFields: PRODUCT_FIELDS, defaultLimit, maxLimit: 500, allowNullLimit: true });
}

const PRODUCT_TERM_FIELDS = [
  { field: 'name', ranking: 500 },
  { field: 'productNumber', ranking: 400 },
  { field: 'keywords', ranking: 250 },
  { field: 'manufacturer.name', ranking: 200 },
  { field: 'properties.name', ranking: 100 },
  { field: 'options.name', ranking: 100 },
  { field: 'description', ranking: 50 },
];

function both(api: FastifyInstance, url: string, handler: (req: FastifyRequest) => unknown): void {
  api.post(url, async (req) => handler(req));
  api.get(url, async (req) => handler(req));
}

export function catalogRoutes(api: FastifyInstance, deps: StoreDeps): void {
  // Product search: parents and variants, active only; criteria over the serialized product.
  both(api, '/product', (req) => {
    const payload = readRequestPayload(req);
    const criteria = productCriteria(payload);
    const env = envFor(deps, req);
    const opts = { children: 'children' in criteria.associations, seoUrls: 'seoUrls' in criteria.associations };
    const products = [...env.snap.products.values()].filter((p) => findActiveProduct(env, p.row.id)).map((p) => env.product(p, opts));
    const result = searchEntities(
      products,
      {
        ...criteria,
        filter: mapFilters(criteria.filter, mapProductField),
        postFilter: mapFilters(criteria.postFilter, mapProductField),
        sort: mapSorts(criteria.sort, mapProductField),
        aggregations: mapAggregations(criteria.aggregations, mapProductField),
      },
      { termFields: PRODUCT_TERM_FIELDS, resolveEntities: resolveEntities(env) },
    );
    const view = { ...result, elements: result.elements.map((json) => productView(json, criteria.associations)) };
    return applyIncludes(entitySearchResult('product', view, criteria), criteria.includes, criteria.excludes);
  });

  // Product detail with the variant configurator.
  both(api, '/product/:productId', (req) => {
    const { productId } = req.params as { productId: string };
    const id = requireId(productId);
    const payload = readRequestPayload(req);
    const criteria = productCriteria(payload);
    const env = envFor(deps, req);
    // Since Shopware 6.6 every product has a layout: its own, else the default product detail layout,
    // resolved for this product (the cached product JSON itself stays untouched).
    // A client that filters the answer to product fields without cmsPage does not pay for resolving it.
    const included = criteria.includes?.product;
    const wantsPage = (!included || included.some((f) => f === 'cmsPage' || f.startsWith('cmsPage.'))) && !criteria.excludes?.product?.includes('cmsPage');
    const detail = () => {
      const found = findActiveProduct(env, id);
      if (!found) throw productNotFound(id);
      const product = resolveDetailProduct(env, found);
      const skip = (req.query as Record<string, unknown>).skipConfigurator;
      const skipped = skip === '1' || skip === 'true';
      const configurator = skipped ? [] : loadConfigurator(env, product);
      const json = env.product(product, {
        detail: true,
        children: 'children' in criteria.associations,
        seoUrls: 'seoUrls' in criteria.associations,
      });
      const pageRow = wantsPage ? loadCmsPageRow(deps, (json.cmsPageId as string | undefined) ?? DEFAULT_PRODUCT_CMS_PAGE_ID) : undefined;
      const withPage = pageRow
        ? {
            ...json,
            cmsPageId: pageRow.id,
            cmsPage: resolveCmsPage(deps, req.ctx, pageRow, {
              req,
              slots: typeof payload.slots === 'string' && payload.slots ? payload.slots.split('|') : null,
              entity: { name: 'product', data: json, configurator: skipped ? loadConfigurator(env, product) : configurator },
            }),
          }
        : json;
      return applyIncludes({ product: withPage, configurator, apiAlias: 'product_detail' }, criteria.includes, criteria.excludes) as Record<string, unknown>;
    };
    // The layout's reviews element carries the customer's own review: only answers without the
    // layout are the same for everyone in the context, and those are kept.
    if (wantsPage) return detail();
    return cachedDetail(env.snap, `${env.cacheKey}|${id}|${stableJson(payload)}`, detail);
  });

  // The variant for a set of options.
  both(api, '/product/:productId/find-variant', (req) => {
    const { productId } = req.params as { productId: string };
    const id = requireId(productId);
    const payload = readRequestPayload(req);
    let options: unknown = payload.options ?? payload['options[]'];
    if (typeof options === 'string') options = options.split('|').filter(Boolean);
    if (options && typeof options === 'object' && !Array.isArray(options)) options = Object.values(options);
    if (!Array.isArray(options) || options.length === 0 || options.some((o) => typeof o !== 'string')) {
      throw errors.invalidOptionsParameter();
    }
    const switched = payload.switchedGroup;
    if (switched !== undefined && switched !== null && typeof switched !== 'string') {
      throw errors.invalidParameter('/switchedGroup', 'The parameter switchedGroup has to be a group id.');
    }
    const env = envFor(deps, req);
    const found = findActiveProduct(env, id);
    if (!found) throw productNotFound(id);
    const parent = found.parent ?? found;
    const optionIds = (options as string[]).map((o) => o.toLowerCase());
    const hit = findVariant(env, parent, optionIds, typeof switched === 'string' ? switched.toLowerCase() : undefined);
    if (!hit) {
      throw errors.variantNotFound(parent.row.id, optionIds);
    }
    // Shopware answers the FoundCombination struct itself; the schema documents it under foundCombination.
    return { variantId: hit.variantId, options: hit.options, foundCombination: { variantId: hit.variantId, options: hit.options } };
  });

  // Cross sellings (product lists) of a product.
  both(api, '/product/:productId/cross-selling', (req) => {
    const { productId } = req.params as { productId: string };
    const id = requireId(productId);
    const env = envFor(deps, req);
    return cachedCrossSellings(env.snap, `${env.cacheKey}|${id}`, () => {
      const product = findActiveProduct(env, id);
      if (!product) throw productNotFound(id);
      return crossSellingElements(env, product);
    });
  });

  // Approved reviews of a product and its variants (plus the logged-in customer's own).
  both(api, '/product/:productId/reviews', (req) => {
    const { productId } = req.params as { productId: string };
    const id = requireId(productId);
    const payload = readRequestPayload(req);
    const criteria = parseCriteria(payload, { entity: 'product_review', knownFields: REVIEW_FIELDS, defaultLimit: 10, maxLimit: 500 });
    const env = envFor(deps, req);
    const product = findActiveProduct(env, id);
    if (!product) throw productNotFound(id);
    const reviews = reviewEntities(deps, req.ctx, product);
    const aggregations = [...criteria.aggregations];
    if (!('no-aggregations' in payload) && !aggregations.some((a) => a.name === 'ratingMatrix')) {
      aggregations.push({ name: 'ratingMatrix', type: 'terms', field: 'points' });
    }
    const effective: Criteria = {
      ...criteria,
      aggregations: 'no-aggregations' in payload ? [] : aggregations,
      sort: criteria.sort.length > 0 ? criteria.sort : [{ field: 'createdAt', order: 'DESC', naturalSorting: false }],
    };
    const result = searchEntities(reviews, effective);
    return applyIncludes(entitySearchResult('product_review', result, criteria), criteria.includes, criteria.excludes);
  });

  // Category listing.
  both(api, '/product-listing/:categoryId', (req) => {
    const { categoryId } = req.params as { categoryId: string };
    if (!isId(categoryId.toLowerCase())) throw invalidUuid(categoryId);
    const id = categoryId.toLowerCase();
    const row = findCategoryForListing(deps.db, id);
    if (!row) {
      throw errors.notFound('category', id, 'PRODUCT__CATEGORY_NOT_FOUND');
    }
    const payload = readRequestPayload(req);
    const env = envFor(deps, req);
    const search = typeof payload.search === 'string' && payload.search.trim() !== '' ? payload.search.trim() : undefined;
    return cachedListing(env, {
      mode: 'listing',
      payload,
      navigationId: id,
      candidates: categoryCandidates(env, id, !!row.display_nested_products),
      term: search,
    });
  });

  // Search and suggestions: like a listing over every active product, with a required term.
  const searchHandler = (mode: 'search' | 'suggest') => (req: FastifyRequest) => {
    const payload = readRequestPayload(req);
    const raw = payload.search ?? payload.term;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      throw errors.missingParameter('search');
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      throw errors.invalidParameter('/search', 'Parameter "search" has to be a string.');
    }
    const term = String(raw).trim();
    const env = envFor(deps, req);
    const { term: _ignored, ...rest } = payload;
    return cachedListing(env, {
      mode,
      payload: rest,
      navigationId: req.ctx.salesChannel.navigation_category_id,
      candidates: searchCandidates(env),
      term,
    });
  };
  both(api, '/search', searchHandler('search'));
  both(api, '/search-suggest', searchHandler('suggest'));
}
