/**
 * Shopware DAL search criteria as the Store API receives them (`Criteria` in storeApiSchema.json),
 * after validation. Field paths are camelCase paths into the serialized entity JSON
 * ('manufacturer.id', 'properties.groupId'); an entity prefix ('product.name') is already stripped.
 */
export type ScalarValue = string | number | boolean | null;

export interface RangeParameters {
  gt?: number | string;
  gte?: number | string;
  lt?: number | string;
  lte?: number | string;
}

export type Filter =
  | { type: 'equals'; field: string; value: ScalarValue }
  | { type: 'equalsAny'; field: string; value: ScalarValue[] }
  | { type: 'equalsAll'; field: string; value: ScalarValue[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: RangeParameters }
  /** NOT (queries joined by operator): 'and' = none may match all, 'or' = none may match any. */
  | { type: 'not'; operator: 'and' | 'or'; queries: Filter[] }
  | { type: 'multi'; operator: 'and' | 'or'; queries: Filter[] };

export interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
  /** 'count' sorts by the number of values of a to-many field (Shopware CountSorting). */
  type?: 'count';
}

export type MetricAggregationType = 'min' | 'max' | 'avg' | 'sum' | 'count' | 'stats';

export type Aggregation =
  | { name: string; type: MetricAggregationType; field: string }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'terms'; field: string; limit?: number; sort?: Sort; aggregation?: Aggregation }
  | { name: string; type: 'filter'; filter: Filter[]; aggregation: Aggregation }
  | {
      name: string;
      type: 'histogram';
      field: string;
      interval: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
      format?: string;
      timeZone?: string;
      aggregation?: Aggregation;
    }
  | { name: string; type: 'range'; field: string; ranges: Array<{ key?: string; from?: number; to?: number }> };

/** Criteria::TOTAL_COUNT_MODE_NONE / _EXACT / _NEXT_PAGES */
export type TotalCountMode = 0 | 1 | 2;

export interface Criteria {
  page: number;
  /** null: no limit (all matches). */
  limit: number | null;
  filter: Filter[];
  postFilter: Filter[];
  sort: Sort[];
  term?: string;
  ids?: string[];
  associations: Record<string, Criteria>;
  aggregations: Aggregation[];
  includes?: Record<string, string[]>;
  excludes?: Record<string, string[]>;
  totalCountMode: TotalCountMode;
  grouping?: string[];
  fields?: string[];
}

export interface ParseCriteriaOptions {
  /** Limit when the request sends none (null: unlimited). Default null. */
  defaultLimit?: number | null;
  /** Highest accepted limit. Default 500. */
  maxLimit?: number;
  /** Prefix for error pointers, e.g. '/associations/media' for nested criteria. */
  pointerPrefix?: string;
  /** Entity name whose prefix is stripped from field paths ('product.name' → 'name'). Default: any leading segment equal to `entity`. */
  entity?: string;
  /**
   * Known root fields of the entity (first path segment). When given, filters, sortings and
   * aggregations on any other root field are rejected with a 400 and a pointer.
   */
  knownFields?: readonly string[];
  /** Whether `limit: null` in the payload is accepted (otherwise it means "default"). */
  allowNullLimit?: boolean;
}
