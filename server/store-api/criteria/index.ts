/** Shopware criteria: parsing/validation, in-memory search, includes, request helpers. */
export type { Aggregation, Criteria, Filter, MetricAggregationType, ParseCriteriaOptions, RangeParameters, ScalarValue, Sort, TotalCountMode } from './types';
export { CRITERIA_ERROR, DEFAULT_MAX_LIMIT, CriteriaErrorCollector, criteriaError, emptyCriteria, parseCriteria, parseFilters } from './parse';
export {
  compareValues,
  computeAggregation,
  computeAggregations,
  looselyEquals,
  matchesAll,
  matchesFilter,
  searchEntities,
  sortEntities,
  rankStrings,
  firstSorted,
  searchTokens,
  termScore,
  tokenize,
  valuesAt,
  type SearchOptions,
  type SearchResult,
  type TermField,
} from './search';
export { applyIncludes } from './includes';
export { REQUEST_BOUNDS, assertBoundedPayload } from './bounds';
export { decodeCompressedCriteria, entitySearchResult, parseBracketQuery, readRequestCriteria, readRequestPayload } from './request';
