import { isId } from '../../lib/ids';
import { stableJson } from '../../lib/json';
import { keptAnswers } from '../../answerBodies';
import { isObject, Violations } from '../validation';
import { applyIncludes, computeAggregations, matchesAll, parseCriteria, rankStrings, sortEntities, searchTokens, type Aggregation, type Criteria, type Sort } from '../criteria';
import { salesChannelConfig } from '../context/public';
import { mapAggregations, mapFilters, mapProductField, mapSorts, PRODUCT_FIELDS } from './fields';
import { groupsWithOptions, productView, serializeManufacturer, type CatalogEnv } from './serialize';
import { matchTerm, type IdSet, type TermMatch } from './searchIndex';
import { correctTokens } from './searchCorrection';
import type { CatalogueSnapshot, ResolvedProduct } from './snapshot';
import { DEFAULT_SORTINGS, loadSortings, serializeSorting, sortingToSorts, type ProductSorting } from './sortings';

/**
 * Product listings (category listing, search, search suggest) as Shopware's ProductListingResult:
 * one card per product (a parent stands for its variants, with the cheapest variant's price and
 * hasRange), listing shortcuts as post filters (manufacturer, properties, price, rating,
 * shipping-free), their aggregations over the unfiltered result (or reduced with
 * `reduce-aggregations`), sortings from product_sorting.
 */

export const DEFAULT_LISTING_LIMIT = 10;
export const MAX_LIMIT = 500;

export type ListingMode = 'listing' | 'search' | 'suggest';

/** Reads a boolean-ish request value (true/false, 1/0, "true"/"false", "1"/"0", ""). */
function flag(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === '' || v === null) return false;
  return undefined;
}

function idList(payload: Record<string, unknown>, key: string, errors: Violations): string[] {
  const raw = payload[key];
  if (raw === undefined || raw === null || raw === '') return [];
  const list = typeof raw === 'string' ? raw.split('|').filter(Boolean) : Array.isArray(raw) ? raw : null;
  if (!list || list.some((id) => typeof id !== 'string' || !isId(id.toLowerCase()))) {
    errors.push({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      detail: `The "${key}" parameter must be a list of ids separated by "|".`,
      pointer: `/${key}`,
      parameters: { value: raw },
    });
    return [];
  }
  return [...new Set((list as string[]).map((id) => id.toLowerCase()))];
}

function number(payload: Record<string, unknown>, key: string, errors: Violations, range: { min?: number; max?: number } = {}): number | undefined {
  const raw = payload[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || (range.min !== undefined && n < range.min) || (range.max !== undefined && n > range.max)) {
    errors.push({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      detail: `The "${key}" parameter must be a number${range.min !== undefined ? ` ≥ ${range.min}` : ''}${range.max !== undefined ? ` and ≤ ${range.max}` : ''}.`,
      pointer: `/${key}`,
      parameters: { value: raw },
    });
    return undefined;
  }
  return n;
}

export interface ListingRequest {
  mode: ListingMode;
  payload: Record<string, unknown>;
  /** Category of a listing; the navigation root for search. */
  navigationId: string;
  /** Candidate products (parents and simple products). */
  candidates: ResolvedProduct[];
  /** Search term (search, suggest, or `search` in a listing). */
  term?: string;
}

interface ListingFilters {
  manufacturer: string[];
  properties: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  shippingFree: boolean;
  enabled: { manufacturer: boolean; price: boolean; rating: boolean; shippingFree: boolean; properties: boolean };
  propertyWhitelist: string[] | null;
}

function readListingFilters(payload: Record<string, unknown>, errors: Violations): ListingFilters {
  const enabled = (key: string) => {
    if (!(key in payload)) return true;
    const f = flag(payload[key]);
    if (f === undefined) {
      errors.push({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail: `The "${key}" flag must be a boolean.`, pointer: `/${key}` });
      return true;
    }
    return f;
  };
  const shipping = 'shipping-free' in payload ? flag(payload['shipping-free']) : false;
  if (shipping === undefined) {
    errors.push({ code: 'FRAMEWORK__INVALID_FILTER_QUERY', detail: 'The "shipping-free" parameter must be a boolean.', pointer: '/shipping-free' });
  }
  const minPrice = number(payload, 'min-price', errors, { min: 0 });
  let maxPrice = number(payload, 'max-price', errors, { min: 0 });
  if (maxPrice === 0) maxPrice = undefined; // 0 is the documented default: no maximum
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    errors.push({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      detail: 'The "min-price" filter has to be lower than the "max-price" filter.',
      pointer: '/min-price',
      parameters: { min: minPrice, max: maxPrice },
    });
  }
  const rating = number(payload, 'rating', errors, { min: 0, max: 5 });
  const whitelist = payload['property-whitelist'];
  return {
    manufacturer: idList(payload, 'manufacturer', errors),
    properties: idList(payload, 'properties', errors),
    minPrice: minPrice || undefined,
    maxPrice,
    // Ratings are whole stars (currentFilters.rating is an integer in the schema).
    rating: rating ? Math.floor(rating) || undefined : undefined,
    shippingFree: shipping === true,
    enabled: {
      manufacturer: enabled('manufacturer-filter'),
      price: enabled('price-filter'),
      rating: enabled('rating-filter'),
      shippingFree: enabled('shipping-free-filter'),
      properties: enabled('property-filter'),
    },
    propertyWhitelist: whitelist === undefined || whitelist === null || whitelist === '' ? null : idList(payload, 'property-whitelist', errors),
  };
}

/** What the listing filters look at, per card. */
interface Card {
  p: ResolvedProduct;
  json: Record<string, unknown>;
  manufacturerId: string | null;
  price: number;
  rating: number | null;
  shippingFree: boolean;
  /** Property and variant option ids of the product and its active variants. */
  optionIds: Set<string>;
  /** The option ids in their order, joined: cards with equal keys add nothing new to a union after the first. */
  optionKey: string;
}

/** Cards by their (memoized, shared) product JSON: a card depends on nothing else. */
const cardCache = new WeakMap<Record<string, unknown>, Card>();

function cardOf(p: ResolvedProduct, json: Record<string, unknown>): Card {
  const cached = cardCache.get(json);
  if (cached && cached.p === p) return cached;
  const card = buildCard(p, json);
  cardCache.set(json, card);
  return card;
}

/**
 * Cards per snapshot, context and serialize options, by product: a search turns thousands of
 * candidates into cards, and this finds each with one lookup instead of building its memo key.
 */
const cardsByContext = new WeakMap<CatalogueSnapshot, Map<string, WeakMap<ResolvedProduct, Card>>>();

function cardLookup(env: CatalogEnv, children: boolean, seoUrls: boolean): (p: ResolvedProduct) => Card {
  let byContext = cardsByContext.get(env.snap);
  if (!byContext) {
    byContext = new Map();
    cardsByContext.set(env.snap, byContext);
  }
  const key = `${env.cacheKey}|${children ? 1 : 0}${seoUrls ? 1 : 0}`;
  let cards = byContext.get(key);
  if (!cards) {
    cards = new WeakMap();
    byContext.set(key, cards);
  }
  const known = cards;
  return (p) => {
    let card = known.get(p);
    if (!card) {
      card = cardOf(p, env.product(p, { children, seoUrls }));
      known.set(p, card);
    }
    return card;
  };
}

function buildCard(p: ResolvedProduct, json: Record<string, unknown>): Card {
  const optionIds = new Set<string>([...p.propertyIds, ...p.optionIds]);
  for (const c of p.children) {
    if (!c.row.active) continue;
    for (const id of c.propertyIds) optionIds.add(id);
    for (const id of c.optionIds) optionIds.add(id);
  }
  const cheapest = (json.calculatedCheapestPrice as { unitPrice?: number } | undefined)?.unitPrice;
  return {
    p,
    json,
    manufacturerId: p.row.manufacturer_id,
    price: cheapest ?? (json.calculatedPrice as { unitPrice: number }).unitPrice,
    rating: p.row.rating_average,
    shippingFree: !!p.row.shipping_free || p.children.some((c) => c.row.active && !!c.row.shipping_free),
    optionIds,
    optionKey: [...optionIds].join(','),
  };
}

type FilterName = 'manufacturer' | 'price' | 'rating' | 'shipping-free' | 'properties';

function listingPredicates(env: CatalogEnv, f: ListingFilters): Array<[FilterName, (c: Card) => boolean]> {
  const out: Array<[FilterName, (c: Card) => boolean]> = [];
  if (f.enabled.manufacturer && f.manufacturer.length > 0) {
    const set = new Set(f.manufacturer);
    out.push(['manufacturer', (c) => c.manufacturerId !== null && set.has(c.manufacturerId)]);
  }
  if (f.enabled.price && (f.minPrice !== undefined || f.maxPrice !== undefined)) {
    out.push(['price', (c) => (f.minPrice === undefined || c.price >= f.minPrice) && (f.maxPrice === undefined || c.price <= f.maxPrice)]);
  }
  if (f.enabled.rating && f.rating !== undefined) {
    const min = f.rating;
    out.push(['rating', (c) => c.rating !== null && c.rating >= min]);
  }
  if (f.enabled.shippingFree && f.shippingFree) out.push(['shipping-free', (c) => c.shippingFree]);
  if (f.enabled.properties && f.properties.length > 0) {
    // OR within a property group, AND across groups (Shopware's PropertyListingFilterHandler).
    const byGroup = new Map<string, string[]>();
    for (const id of f.properties) {
      const group = env.snap.options.get(id)?.group_id ?? `unknown:${id}`;
      byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
    }
    const groups = [...byGroup.values()];
    out.push(['properties', (c) => groups.every((ids) => ids.some((id) => c.optionIds.has(id)))]);
  }
  return out;
}

/* ------------------------------------------------------------------ the listing ---------- */

export interface ListingSettings {
  defaultLimit: number;
  defaultSorting: string;
}

export function listingSettings(env: CatalogEnv, mode: ListingMode, sortings: ProductSorting[]): ListingSettings {
  const cfg = salesChannelConfig(env.ctx.salesChannel);
  const limit = Number(cfg.productsPerPage ?? cfg['core.listing.productsPerPage'] ?? cfg.listingLimit);
  const configured = String(cfg.defaultSorting ?? cfg['core.listing.defaultSorting'] ?? cfg.listingDefaultSorting ?? '');
  const keys = new Set(sortings.map((s) => s.key));
  let defaultSorting = keys.has(configured) ? configured : keys.has('name-asc') ? 'name-asc' : (sortings.find((s) => s.key !== 'score')?.key ?? '');
  if (mode !== 'listing' && keys.has('score')) defaultSorting = 'score';
  return { defaultLimit: Number.isInteger(limit) && limit > 0 && limit <= MAX_LIMIT ? limit : DEFAULT_LISTING_LIMIT, defaultSorting };
}

const hasFlag = (payload: Record<string, unknown>, key: string): boolean => key in payload;

/** Runs a listing request; throws a 400 with one entry per problem for bad input. */
export function runListing(env: CatalogEnv, req: ListingRequest): Record<string, unknown> {
  const { payload, mode } = req;
  const errors = new Violations({ onePerField: false });
  const { allSortings, sortings } = listingSortings(env, mode);
  const settings = listingSettings(env, mode, allSortings);
  const criteria = readListingCriteria(payload, mode, settings, errors);
  const filters = readListingFilters(payload, errors);
  const orderKey = readOrderKey(payload, sortings, errors);
  errors.throwAsBadRequest();

  const sorting = sortings.find((s) => s.key === (orderKey ?? settings.defaultSorting)) ?? null;
  const term = req.term ?? criteria.term;
  const { base, scores } = baseCards(env, req, criteria, term);

  const predicates = listingPredicates(env, filters);
  const passes = (c: Card, except?: FilterName) => predicates.every(([name, fn]) => name === except || fn(c));
  // With reduce-aggregations each filter's aggregation sees the cards the other filters let through.
  const aggregationSet = (own: FilterName) => (hasFlag(payload, 'reduce-aggregations') ? base.filter((c) => passes(c, own)) : base);
  const aggregations = hasFlag(payload, 'no-aggregations') || mode === 'suggest' ? {} : listingAggregations(env, filters, criteria, base, aggregationSet);

  // Elements: base narrowed by the listing filters and criteria post filters, sorted and paged.
  const postFilter = mapFilters(criteria.postFilter, mapProductField);
  const only = hasFlag(payload, 'only-aggregations');
  const matched = only ? [] : base.filter((c) => passes(c) && (postFilter.length === 0 || matchesAll(c.json, postFilter)));
  const limit = criteria.limit ?? settings.defaultLimit;
  const page = criteria.page;
  const viewKey = stableJson([criteria.associations, criteria.includes ?? null, criteria.excludes ?? null]);
  const elements = only
    ? []
    : sortCards(env, matched, criteria, sorting, term, scores, page * limit)
        .slice((page - 1) * limit, page * limit)
        .map((json) => listedProduct(json, criteria, viewKey));

  const result = {
    sorting: sorting?.key,
    currentFilters: currentFiltersOf(req, filters, term),
    page,
    limit,
    entity: 'product',
    total: matched.length,
    aggregations: Object.keys(aggregations).length > 0 ? aggregations : [],
    elements: [] as unknown[],
    availableSortings: sortings.map((s) => serializeSorting(env, s)),
    apiAlias: 'product_listing',
  };
  // The elements have their includes applied already (an element is filtered by its own apiAlias alone).
  const answer = applyIncludes(result, criteria.includes, criteria.excludes) as Record<string, unknown>;
  if ('elements' in answer) answer.elements = elements;
  return answer;
}

/** Listed products with the request's associations and includes, per (memoized, shared) product JSON. */
const listedViews = new WeakMap<Record<string, unknown>, Map<string, Record<string, unknown>>>();
const LISTED_VIEW_LIMIT = 16;

/**
 * A listed product as the answer shows it: productView with the criteria's includes/excludes
 * applied, kept per product JSON and `viewKey` (the associations, includes and excludes), so a
 * product on many answers is trimmed once. Shared: read-only, like the product JSON.
 */
export function listedProduct(json: Record<string, unknown>, criteria: Pick<Criteria, 'associations' | 'includes' | 'excludes'>, viewKey: string): Record<string, unknown> {
  let views = listedViews.get(json);
  if (!views) {
    views = new Map();
    listedViews.set(json, views);
  }
  let view = views.get(viewKey);
  if (!view) {
    view = applyIncludes(productView(json, criteria.associations), criteria.includes, criteria.excludes) as Record<string, unknown>;
    if (views.size >= LISTED_VIEW_LIMIT) views.clear();
    views.set(viewKey, view);
  }
  return view;
}

/** `allSortings` decide the default; `sortings` are the ones a listing may be ordered by and shows. */
function listingSortings(env: CatalogEnv, mode: ListingMode): { allSortings: ProductSorting[]; sortings: ProductSorting[] } {
  const loaded = loadSortings(env);
  // Search ranks by relevance: Shopware's 'score' sorting, added when the shop has none.
  const allSortings = mode === 'listing' || loaded.some((s) => s.key === 'score') ? loaded : [...loaded, DEFAULT_SORTINGS.find((s) => s.key === 'score')!];
  const sortings = mode === 'listing' ? allSortings.filter((s) => s.key !== 'score') : allSortings;
  return { allSortings, sortings };
}

const usesP = (payload: Record<string, unknown>): boolean => payload.p !== undefined && payload.p !== null && payload.p !== '';

/** Parses the criteria; on bad input records the problems and goes on with empty criteria, so all problems are reported at once. */
function readListingCriteria(payload: Record<string, unknown>, mode: ListingMode, settings: ListingSettings, errors: Violations): Criteria {
  // `p` is the listing's page parameter; it wins over `page`.
  const criteriaInput: Record<string, unknown> = { ...payload };
  if (usesP(payload)) {
    criteriaInput.page = payload.p;
  }
  try {
    return parseCriteria(criteriaInput, {
      entity: 'product',
      knownFields: PRODUCT_FIELDS,
      defaultLimit: mode === 'suggest' ? 10 : settings.defaultLimit,
      maxLimit: MAX_LIMIT,
    });
  } catch (e) {
    const err = e as { errors?: Array<{ code: string; detail: string; source?: { pointer?: string }; meta?: { parameters?: Record<string, unknown> } }> };
    if (!err.errors) throw e;
    for (const x of err.errors) {
      // The caller sent `p`, so a page problem points there.
      const pointer = x.source?.pointer === '/page' && usesP(payload) ? '/p' : (x.source?.pointer ?? '/');
      errors.push({ code: x.code, detail: x.detail, pointer, parameters: x.meta?.parameters });
    }
    return { page: 1, limit: settings.defaultLimit, filter: [], postFilter: [], sort: [], associations: {}, aggregations: [], totalCountMode: 1 };
  }
}

function readOrderKey(payload: Record<string, unknown>, sortings: ProductSorting[], errors: Violations): string | undefined {
  if (payload.order === undefined || payload.order === null || payload.order === '') return undefined;
  // Like Shopware: a key that is no sorting falls back to the default sorting; only a non-string is refused.
  if (typeof payload.order !== 'string') {
    errors.push({
      code: 'PRODUCT_SORTING_NOT_FOUND',
      detail: `Could not find sorting with key "${JSON.stringify(payload.order)}"`,
      pointer: '/order',
      parameters: { entity: 'sorting', field: 'key', value: payload.order },
    });
    return undefined;
  }
  return sortings.some((s) => s.key === payload.order) ? payload.order : undefined;
}

/**
 * The products a search term matches. A term no product matches is read once more with its
 * mistyped words corrected (`correctTokens`); a term that matches stays as typed, at no extra cost.
 */
function termMatch(env: CatalogEnv, term: string): TermMatch {
  const tokens = searchTokens(term);
  const match = matchTerm(env, tokens);
  if (match.found && match.found.size > 0) return match;
  const corrected = correctTokens(env, tokens);
  return corrected.length === tokens.length && corrected.every((t, i) => t === tokens[i]) ? match : matchTerm(env, corrected);
}

/**
 * The base set: criteria ids, filters and the search term restrict both cards and aggregations.
 * The full-text index leaves out the products that cannot contain the term; the rest are scored.
 */
function baseCards(env: CatalogEnv, req: ListingRequest, criteria: Criteria, term: string | undefined): { base: Card[]; scores: Map<unknown, number> } {
  const match = term ? termMatch(env, term) : null;
  const candidates = match?.found ? candidatesIn(req.candidates, match.found) : req.candidates;
  const cardsOf = cardLookup(env, 'children' in criteria.associations, 'seoUrls' in criteria.associations);
  let cards = candidates.map(cardsOf);
  if (criteria.ids) {
    const ids = new Set(criteria.ids);
    cards = cards.filter((c) => ids.has(c.p.row.id));
  }
  const filter = mapFilters(criteria.filter, mapProductField);
  if (filter.length > 0) cards = cards.filter((c) => matchesAll(c.json, filter));

  const scores = new Map<unknown, number>();
  if (match) {
    cards = cards.filter((c) => {
      const score = match.score(c.p);
      if (score > 0) scores.set(c.json, score);
      return score > 0;
    });
  }
  return { base: cards, scores };
}

/** Positions of products in a candidate list (lists are shared per snapshot: categoryCandidates, searchCandidates). */
const positions = new WeakMap<readonly ResolvedProduct[], Map<string, number>>();

/**
 * The candidates whose id is in `found`, in candidate order. A few found products among many
 * candidates are looked up by position instead of testing every candidate.
 */
export function candidatesIn(candidates: readonly ResolvedProduct[], found: IdSet): ResolvedProduct[] {
  if (found.size * 8 >= candidates.length) return candidates.filter((p) => found.has(p.row.id));
  let index = positions.get(candidates);
  if (!index) {
    index = new Map(candidates.map((p, i) => [p.row.id, i]));
    positions.set(candidates, index);
  }
  const at: number[] = [];
  for (const id of found.keys()) {
    const i = index.get(id);
    if (i !== undefined) at.push(i);
  }
  return at.sort((a, b) => a - b).map((i) => candidates[i]);
}

/** The aggregations of the enabled listing filters, in Shopware's order, then the criteria's own. */
function listingAggregations(env: CatalogEnv, filters: ListingFilters, criteria: Criteria, base: Card[], aggregationSet: (own: FilterName) => Card[]): Record<string, unknown> {
  const aggregations: Record<string, unknown> = {};
  if (filters.enabled.manufacturer) aggregations.manufacturer = manufacturerAggregation(env, aggregationSet('manufacturer'));
  if (filters.enabled.price) aggregations.price = priceAggregation(aggregationSet('price'));
  if (filters.enabled.rating) aggregations.rating = ratingAggregation(aggregationSet('rating'));
  if (filters.enabled.shippingFree) {
    aggregations['shipping-free'] = { max: aggregationSet('shipping-free').some((c) => c.shippingFree) ? 1 : null, apiAlias: 'shipping-free_aggregation' };
  }
  if (filters.enabled.properties) aggregations.properties = propertiesAggregation(env, aggregationSet('properties'), filters.propertyWhitelist);
  const custom = mapAggregations(criteria.aggregations, mapProductField);
  if (custom.length === 0) return aggregations;
  // Criteria aggregations ignore the listing filters, like Shopware's.
  return {
    ...aggregations,
    ...computeAggregations(
      base.map((c) => c.json),
      custom,
      { resolveEntities: resolveEntities(env) },
    ),
  };
}

function manufacturerAggregation(env: CatalogEnv, cards: Card[]): Record<string, unknown> {
  const ids = [...new Set(cards.map((c) => c.manufacturerId).filter((id): id is string => !!id))];
  const entities = ids
    .map((id) => serializeManufacturer(env, id))
    .filter((m): m is Record<string, unknown> => !!m)
    .sort((a, b) => String(a.name ?? '').localeCompare(String(b.name ?? ''), env.locale));
  return { entities, apiAlias: 'manufacturer_aggregation' };
}

function priceAggregation(cards: Card[]): Record<string, unknown> {
  const prices = cards.map((c) => c.price);
  const sum = prices.reduce((a, b) => a + b, 0);
  return {
    min: prices.length ? Math.min(...prices) : null,
    max: prices.length ? Math.max(...prices) : null,
    avg: prices.length ? sum / prices.length : null,
    sum: prices.length ? sum : null,
    apiAlias: 'price_aggregation',
  };
}

function ratingAggregation(cards: Card[]): Record<string, unknown> {
  // Unrated products (null or 0) do not count as the lowest rating.
  const ratings = cards.map((c) => c.rating).filter((r): r is number => r !== null && r > 0);
  return { max: ratings.length ? Math.max(...ratings) : null, apiAlias: 'rating_aggregation' };
}

function propertiesAggregation(env: CatalogEnv, cards: Card[], whitelist: ListingFilters['propertyWhitelist']): Record<string, unknown> {
  const ids = optionUnion(cards);
  let groups = groupsWithOptions(env, ids, { onlyFilterable: true });
  if (whitelist) {
    const allowed = new Set(whitelist);
    groups = groups.filter((g) => allowed.has(String(g.id)));
  }
  return { entities: groups, apiAlias: 'properties_aggregation' };
}

/**
 * The option ids of the cards, in the order they first appear (the order groupsWithOptions sees),
 * visiting each distinct option list once: thousands of search matches share a few dozen lists.
 */
export function optionUnion(cards: ReadonlyArray<Pick<Card, 'optionIds' | 'optionKey'>>): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  for (const c of cards) {
    if (seen.has(c.optionKey)) continue;
    seen.add(c.optionKey);
    for (const id of c.optionIds) ids.add(id);
  }
  return ids;
}

/** Criteria sorts first, then the listing sorting, then relevance for a search. */
function sortCards(
  env: CatalogEnv,
  cards: Card[],
  criteria: Criteria,
  sorting: ProductSorting | null,
  term: string | undefined,
  scores: Map<unknown, number>,
  take: number,
): Array<Record<string, unknown>> {
  const sorts: Sort[] = [...mapSorts(criteria.sort, mapProductField), ...(sorting ? sortingToSorts(sorting) : [])];
  if (term && !sorts.some((s) => s.field === '_score')) sorts.push({ field: '_score', order: 'DESC', naturalSorting: false });
  // Equal keys keep the product number order, so pages are stable.
  return sortEntities(
    cards.map((c) => c.json),
    [...sorts, { field: 'productNumber', order: 'ASC', naturalSorting: true }],
    scores,
    new Map([['productNumber', productNumberRanks(env.snap)]]),
    take,
  );
}

const numberRanks = new WeakMap<CatalogueSnapshot, Map<string, number>>();

/** The main products' numbers in natural order (the listings' last sort), ranked once per snapshot. */
function productNumberRanks(snap: CatalogueSnapshot): Map<string, number> {
  let ranks = numberRanks.get(snap);
  if (!ranks) {
    ranks = rankStrings(
      snap.mainProducts.map((p) => p.row.product_number),
      true,
    );
    numberRanks.set(snap, ranks);
  }
  return ranks;
}

function currentFiltersOf(req: ListingRequest, filters: ListingFilters, term: string | undefined): Record<string, unknown> {
  const currentFilters: Record<string, unknown> = {
    navigationId: req.navigationId,
    manufacturer: filters.manufacturer,
    price: { min: filters.minPrice ?? 0, max: filters.maxPrice ?? 0 },
    rating: filters.rating ?? null,
    'shipping-free': filters.shippingFree,
    properties: filters.properties,
  };
  if (term) currentFilters.search = term;
  return currentFilters;
}

/** Entity aggregations of custom criteria: manufacturers and property options/groups as full entities. */
export function resolveEntities(env: CatalogEnv) {
  return (definition: string, ids: string[], agg: Aggregation): unknown[] => {
    switch (definition) {
      case 'product_manufacturer':
        return ids.map((id) => serializeManufacturer(env, id)).filter(Boolean);
      case 'property_group_option':
        return ids.map((id) => env.option(id)).filter(Boolean);
      case 'property_group':
        return ids.map((id) => env.group(id)).filter(Boolean);
      case 'product':
        return ids
          .map((id) => env.snap.products.get(id))
          .filter((p): p is ResolvedProduct => !!p)
          .map((p) => productView(env.product(p), {}));
      default:
        return ids.map((id) => ({ id, apiAlias: agg.name }));
    }
  };
}

/** The listing candidates of a category: active main products assigned to it (or below it). */
export function categoryCandidates(env: CatalogEnv, categoryId: string, nested: boolean): ResolvedProduct[] {
  return env.memo('candidates', `${categoryId}|${nested ? 1 : 0}`, () => {
    const tree = env.categories();
    return env.snap.mainProducts.filter((p) => {
      if (!p.row.active) return false;
      if (p.categoryIds.includes(categoryId)) return true;
      return nested && p.categoryIds.some((id) => tree.pathTo(id).some((c) => c.id === categoryId));
    });
  });
}

/** The candidates of search and suggest: every active main product. */
export function searchCandidates(env: CatalogEnv): ResolvedProduct[] {
  return env.memo('candidates', 'search', () => env.snap.mainProducts.filter((p) => p.row.active));
}

/** Recent listing answers per catalogue snapshot (identical requests give identical answers). */
const answers = keptAnswers<Record<string, unknown>>(200);

/** runListing with a small LRU of answers per catalogue snapshot and context. */
export function cachedListing(env: CatalogEnv, req: ListingRequest): Record<string, unknown> {
  const key = `${env.cacheKey}|${req.mode}|${req.navigationId}|${req.term ?? ''}|${stableJson(req.payload)}`;
  return answers(env.snap, key, () => runListing(env, req));
}

export function isObjectPayload(v: unknown): v is Record<string, unknown> {
  return isObject(v);
}
