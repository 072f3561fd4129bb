import { badRequests, type ShopwareError } from '../errors';
import { isObject, Violations, type Violation } from '../validation';
import type { Aggregation, Criteria, Filter, ParseCriteriaOptions, RangeParameters, ScalarValue, Sort, TotalCountMode } from './types';

/** Shopware's error codes for criteria mapping failures (SearchRequestException's inner errors). */
export const CRITERIA_ERROR = {
  page: 'FRAMEWORK__INVALID_PAGE_QUERY',
  limit: 'FRAMEWORK__INVALID_LIMIT_QUERY',
  limitExceeded: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
  filter: 'FRAMEWORK__INVALID_FILTER_QUERY',
  sort: 'FRAMEWORK__INVALID_SORT_QUERY',
  aggregation: 'FRAMEWORK__INVALID_AGGREGATION_QUERY',
  ids: 'FRAMEWORK__INVALID_API_CRITERIA_IDS',
  expectedArray: 'FRAMEWORK__EXPECTED_ARRAY_WITH_TYPE',
  parameters: 'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
} as const;

export const DEFAULT_MAX_LIMIT = 500;

/**
 * Collects every problem of one criteria payload, then throws them as one 400 (like
 * SearchRequestException): the toolkit's Violations, every problem kept, code first.
 */
export class CriteriaErrorCollector {
  readonly problems = new Violations({ onePerField: false });

  add(code: string, detail: string, pointer: string, parameters?: Record<string, unknown>): void {
    this.problems.push({ code, detail, pointer, parameters });
  }

  throwIfAny(): void {
    this.problems.throwAsBadRequest();
  }
}

/** A 400 in Shopware's format with one entry per problem. */
export function criteriaError(errors: Violation[]): ShopwareError {
  return badRequests(errors);
}
const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const describe = (v: unknown): string => (v === '' ? '(empty)' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A positive integer from a number or a numeric string; undefined when it is not one. */
function positiveInt(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && /^\s*-?\d+(\.0+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

class Parser {
  readonly errors: CriteriaErrorCollector;
  private readonly entity?: string;
  private readonly known?: Set<string>;

  constructor(
    private readonly opts: ParseCriteriaOptions,
    errors?: CriteriaErrorCollector,
  ) {
    this.errors = errors ?? new CriteriaErrorCollector();
    this.entity = opts.entity;
    this.known = opts.knownFields ? new Set(opts.knownFields) : undefined;
  }

  /** Strips the entity prefix and checks the root field; returns null (and records an error) when unknown. */
  field(raw: string, pointer: string, code: string): string | null {
    let field = raw.trim();
    if (this.entity && field.startsWith(`${this.entity}.`)) field = field.slice(this.entity.length + 1);
    if (field === '' || field.startsWith('.') || field.endsWith('.') || field.includes('..')) {
      this.errors.add(code, `The field "${raw}" is not a valid field path.`, pointer, { field: raw });
      return null;
    }
    if (this.known && field !== '_score') {
      const root = field.split('.')[0];
      if (!this.known.has(root)) {
        this.errors.add(code, `Field "${field}" in entity "${this.entity ?? 'entity'}" was not found.`, pointer, {
          field,
          entity: this.entity ?? null,
        });
        return null;
      }
    }
    return field;
  }

  filters(value: unknown, pointer: string): Filter[] {
    if (value === undefined || value === null) return [];
    if (isObject(value)) {
      // Simple form: {"field": value, ...} means equals filters joined with AND.
      const out: Filter[] = [];
      let index = 0;
      for (const [key, v] of Object.entries(value)) {
        const p = `${pointer}/${key === '' ? index : key}`;
        index++;
        if (key === '') {
          this.errors.add(CRITERIA_ERROR.filter, `The key for filter at position "${index - 1}" must not be blank.`, p);
          continue;
        }
        if (v === '' || !isScalar(v)) {
          this.errors.add(CRITERIA_ERROR.filter, `The value for filter "${key}" must ${v === '' ? 'not be blank' : 'be scalar'}.`, p);
          continue;
        }
        const field = this.field(key, p, CRITERIA_ERROR.filter);
        if (field) out.push({ type: 'equals', field, value: v });
      }
      return out;
    }
    if (!Array.isArray(value)) {
      this.errors.add(CRITERIA_ERROR.filter, 'The filter parameter has to be a list of filters.', pointer);
      return [];
    }
    const out: Filter[] = [];
    value.forEach((q, i) => {
      const f = this.filter(q, `${pointer}/${i}`);
      if (f) out.push(f);
    });
    return out;
  }

  filter(q: unknown, pointer: string): Filter | null {
    if (!isObject(q)) {
      this.errors.add(CRITERIA_ERROR.filter, 'The filter parameter has to be an array.', pointer);
      return null;
    }
    const type = q.type;
    if (type === undefined || type === null || type === '') {
      this.errors.add(CRITERIA_ERROR.filter, 'Value for filter type is required.', `${pointer}/type`);
      return null;
    }
    if (typeof type !== 'string') {
      this.errors.add(CRITERIA_ERROR.filter, `Unsupported filter type: ${describe(type)}`, `${pointer}/type`);
      return null;
    }
    const needField = (): string | null => {
      if (typeof q.field !== 'string' || q.field.trim() === '') {
        this.errors.add(CRITERIA_ERROR.filter, `Parameter "field" for ${type} filter is missing.`, `${pointer}/field`);
        return null;
      }
      return this.field(q.field, `${pointer}/field`, CRITERIA_ERROR.filter);
    };
    switch (type) {
      case 'equals': {
        const field = needField();
        if (!('value' in q) || q.value === '' || q.value === undefined) {
          this.errors.add(CRITERIA_ERROR.filter, 'Parameter "value" for equals filter is missing.', `${pointer}/value`);
          return null;
        }
        if (q.value !== null && !isScalar(q.value)) {
          this.errors.add(CRITERIA_ERROR.filter, 'Parameter "value" for equals filter must be scalar or null.', `${pointer}/value`);
          return null;
        }
        return field ? { type, field, value: q.value as ScalarValue } : null;
      }
      case 'equalsAny':
      case 'equalsAll': {
        const field = needField();
        let values: unknown = q.value;
        if (typeof values === 'string') values = values.split('|').filter((s) => s !== '');
        else if (isScalar(values)) values = [values];
        if (!Array.isArray(values) || values.length === 0) {
          this.errors.add(CRITERIA_ERROR.filter, `Parameter "value" for ${type} filter is missing.`, `${pointer}/value`);
          return null;
        }
        const bad = values.findIndex((v) => v !== null && !isScalar(v));
        if (bad >= 0) {
          this.errors.add(CRITERIA_ERROR.filter, `Parameter "value" for ${type} filter must be a list of scalar values.`, `${pointer}/value/${bad}`);
          return null;
        }
        return field ? { type, field, value: values as ScalarValue[] } : null;
      }
      case 'contains':
      case 'prefix':
      case 'suffix': {
        const field = needField();
        if (q.value === undefined || q.value === null || q.value === '') {
          this.errors.add(CRITERIA_ERROR.filter, `Parameter "value" for ${type} filter is missing.`, `${pointer}/value`);
          return null;
        }
        if (!isScalar(q.value)) {
          this.errors.add(CRITERIA_ERROR.filter, `Parameter "value" for ${type} filter must be a string.`, `${pointer}/value`);
          return null;
        }
        return field ? { type, field, value: String(q.value) } : null;
      }
      case 'range': {
        const field = needField();
        const params = q.parameters;
        if (!isObject(params) || Object.keys(params).length === 0) {
          this.errors.add(CRITERIA_ERROR.filter, 'Parameter "parameters" for range filter is missing.', `${pointer}/parameters`);
          return null;
        }
        const out: RangeParameters = {};
        for (const [k, v] of Object.entries(params)) {
          if (k !== 'gt' && k !== 'gte' && k !== 'lt' && k !== 'lte') {
            this.errors.add(CRITERIA_ERROR.filter, `Unsupported range filter parameter "${k}", allowed are gt, gte, lt, lte.`, `${pointer}/parameters/${k}`);
            return null;
          }
          if (v === null || v === undefined) continue;
          if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
          else if (typeof v === 'string' && v.trim() !== '') out[k] = /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
          else {
            this.errors.add(CRITERIA_ERROR.filter, `Range filter parameter "${k}" must be a number or a date string.`, `${pointer}/parameters/${k}`);
            return null;
          }
        }
        return field ? { type, field, parameters: out } : null;
      }
      case 'not':
      case 'multi':
      case 'and':
      case 'or':
      case 'nand':
      case 'nor': {
        let operator: 'and' | 'or' = type === 'or' || type === 'nor' ? 'or' : 'and';
        if ((type === 'not' || type === 'multi') && q.operator !== undefined && q.operator !== null) {
          if (typeof q.operator !== 'string' || !['and', 'or'].includes(q.operator.toLowerCase())) {
            this.errors.add(CRITERIA_ERROR.filter, `Unsupported operator "${describe(q.operator)}" for ${type} filter, allowed are and, or.`, `${pointer}/operator`);
            return null;
          }
          operator = q.operator.toLowerCase() as 'and' | 'or';
        }
        if (q.queries === undefined || q.queries === null) q.queries = [];
        if (!Array.isArray(q.queries)) {
          this.errors.add(CRITERIA_ERROR.filter, `Parameter "queries" for ${type} filter has to be a list of filters.`, `${pointer}/queries`);
          return null;
        }
        const queries: Filter[] = [];
        q.queries.forEach((sub, i) => {
          const f = this.filter(sub, `${pointer}/queries/${i}`);
          if (f) queries.push(f);
        });
        const negate = type === 'not' || type === 'nand' || type === 'nor';
        return { type: negate ? 'not' : 'multi', operator, queries };
      }
      default:
        this.errors.add(CRITERIA_ERROR.filter, `Unsupported filter type: ${type}`, `${pointer}/type`);
        return null;
    }
  }

  sortings(value: unknown, pointer: string): Sort[] {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') {
      const parts = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length === 0) {
        this.errors.add(CRITERIA_ERROR.sort, 'The "sort" parameter needs to be a sorting array or a comma separated list of fields', pointer);
        return [];
      }
      const out: Sort[] = [];
      for (const part of parts) {
        const desc = part.startsWith('-');
        const field = this.field(desc ? part.slice(1) : part, pointer, CRITERIA_ERROR.sort);
        if (field) out.push({ field, order: desc ? 'DESC' : 'ASC', naturalSorting: false });
      }
      return out;
    }
    if (!Array.isArray(value)) {
      this.errors.add(CRITERIA_ERROR.sort, 'The "sort" parameter needs to be a sorting array or a comma separated list of fields', pointer);
      return [];
    }
    const out: Sort[] = [];
    value.forEach((s, i) => {
      const sort = this.sort(s, `${pointer}/${i}`);
      if (sort) out.push(sort);
    });
    return out;
  }

  sort(s: unknown, pointer: string): Sort | null {
    if (!isObject(s) || typeof s.field !== 'string' || s.field.trim() === '') {
      this.errors.add(CRITERIA_ERROR.sort, 'The "sort" array needs to be an associative array at least containing a field name', isObject(s) ? `${pointer}/field` : pointer);
      return null;
    }
    let order: 'ASC' | 'DESC' = 'ASC';
    if (s.order !== undefined && s.order !== null) {
      if (typeof s.order !== 'string' || !['asc', 'desc'].includes(s.order.toLowerCase())) {
        this.errors.add(CRITERIA_ERROR.sort, `The sort order "${describe(s.order)}" is invalid, allowed are ASC and DESC.`, `${pointer}/order`);
        return null;
      }
      order = s.order.toUpperCase() as 'ASC' | 'DESC';
    }
    if (s.naturalSorting !== undefined && s.naturalSorting !== null && typeof s.naturalSorting !== 'boolean') {
      this.errors.add(CRITERIA_ERROR.sort, 'The "naturalSorting" flag must be a boolean.', `${pointer}/naturalSorting`);
      return null;
    }
    const field = this.field(s.field, `${pointer}/field`, CRITERIA_ERROR.sort);
    if (!field) return null;
    const sort: Sort = { field, order, naturalSorting: s.naturalSorting === true };
    if (typeof s.type === 'string' && s.type.toLowerCase() === 'count') sort.type = 'count';
    return sort;
  }

  aggregations(value: unknown, pointer: string): Aggregation[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregations parameter has to be a list of aggregations.', pointer);
      return [];
    }
    const out: Aggregation[] = [];
    value.forEach((a, i) => {
      const agg = this.aggregation(a, `${pointer}/${i}`);
      if (agg) out.push(agg);
    });
    return out;
  }

  aggregation(a: unknown, pointer: string): Aggregation | null {
    if (!isObject(a)) {
      this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation has to be an object.', pointer);
      return null;
    }
    const name = typeof a.name === 'string' || typeof a.name === 'number' ? String(a.name) : '';
    if (name === '' || /^-?\d+(\.\d+)?$/.test(name)) {
      this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation name should be a non-empty string.', `${pointer}/name`);
      return null;
    }
    if (name.includes('?') || name.includes(':')) {
      this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation name should not contain a question mark or colon.', `${pointer}/name`);
      return null;
    }
    const type = a.type;
    if (typeof type !== 'string' || type === '') {
      this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation type should be a non-empty string.', `${pointer}/type`);
      return null;
    }
    let field = '';
    if (type !== 'filter') {
      if (typeof a.field !== 'string' || a.field.trim() === '') {
        this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation should contain a "field".', `${pointer}/field`);
        return null;
      }
      const f = this.field(a.field, `${pointer}/field`, CRITERIA_ERROR.aggregation);
      if (!f) return null;
      field = f;
    }
    const nested = (): Aggregation | null | undefined => (a.aggregation === undefined || a.aggregation === null ? undefined : this.aggregation(a.aggregation, `${pointer}/aggregation`));
    switch (type) {
      case 'min':
      case 'max':
      case 'avg':
      case 'sum':
      case 'count':
      case 'stats':
        return { name, type, field };
      case 'entity':
        if (typeof a.definition !== 'string' || a.definition === '') {
          this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation should contain a "definition".', `${pointer}/definition`);
          return null;
        }
        return { name, type, field, definition: a.definition };
      case 'terms': {
        const sub = nested();
        if (sub === null) return null;
        let limit: number | undefined;
        if (a.limit !== undefined && a.limit !== null) {
          limit = positiveInt(a.limit);
          if (limit === undefined) {
            this.errors.add(CRITERIA_ERROR.aggregation, 'The terms aggregation limit must be a positive integer.', `${pointer}/limit`);
            return null;
          }
        }
        let sort: Sort | undefined;
        if (a.sort !== undefined && a.sort !== null) {
          const raw = Array.isArray(a.sort) ? a.sort[0] : a.sort;
          // The sort of a terms aggregation may name the aggregated field, '_count' or a nested aggregation.
          if (!isObject(raw) || typeof raw.field !== 'string' || raw.field === '') {
            this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation sort needs a field.', `${pointer}/sort`);
            return null;
          }
          const desc = typeof raw.order === 'string' && raw.order.toLowerCase() === 'desc';
          let sortField = raw.field;
          if (this.entity && sortField.startsWith(`${this.entity}.`)) sortField = sortField.slice(this.entity.length + 1);
          sort = { field: sortField, order: desc ? 'DESC' : 'ASC', naturalSorting: raw.naturalSorting === true };
        }
        return { name, type, field, ...(limit ? { limit } : {}), ...(sort ? { sort } : {}), ...(sub ? { aggregation: sub } : {}) };
      }
      case 'filter': {
        if (!Array.isArray(a.filter) || a.filter.length === 0) {
          this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation should contain an array of filters in property "filter".', `${pointer}/filter`);
          return null;
        }
        if (!isObject(a.aggregation)) {
          this.errors.add(CRITERIA_ERROR.aggregation, 'The filter aggregation should contain a nested "aggregation".', `${pointer}/aggregation`);
          return null;
        }
        const filters = this.filters(a.filter, `${pointer}/filter`);
        const sub = nested();
        if (!sub) return null;
        return { name, type, filter: filters, aggregation: sub };
      }
      case 'histogram': {
        const intervals = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
        if (typeof a.interval !== 'string' || !intervals.includes(a.interval)) {
          this.errors.add(CRITERIA_ERROR.aggregation, `The aggregation should contain a date interval (${intervals.join(', ')}).`, `${pointer}/interval`);
          return null;
        }
        const sub = nested();
        if (sub === null) return null;
        return {
          name,
          type,
          field,
          interval: a.interval as 'day',
          ...(typeof a.format === 'string' ? { format: a.format } : {}),
          ...(typeof a.timeZone === 'string' ? { timeZone: a.timeZone } : {}),
          ...(sub ? { aggregation: sub } : {}),
        };
      }
      case 'range': {
        if (!Array.isArray(a.ranges) || a.ranges.length === 0) {
          this.errors.add(CRITERIA_ERROR.aggregation, 'The aggregation should contain "ranges".', `${pointer}/ranges`);
          return null;
        }
        const ranges: Array<{ key?: string; from?: number; to?: number }> = [];
        for (const [i, r] of a.ranges.entries()) {
          const from = isObject(r) && r.from !== undefined && r.from !== null ? Number(r.from) : undefined;
          const to = isObject(r) && r.to !== undefined && r.to !== null ? Number(r.to) : undefined;
          if (!isObject(r) || (from === undefined && to === undefined) || Number.isNaN(from) || Number.isNaN(to)) {
            this.errors.add(CRITERIA_ERROR.aggregation, 'Each range needs a numeric "from" and/or "to".', `${pointer}/ranges/${i}`);
            return null;
          }
          ranges.push({ ...(typeof r.key === 'string' ? { key: r.key } : {}), ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
        }
        return { name, type, field, ranges };
      }
      default:
        this.errors.add(CRITERIA_ERROR.aggregation, `The aggregation of type "${type}" is not supported.`, `${pointer}/type`);
        return null;
    }
  }

  fieldMap(value: unknown, key: string, pointer: string): Record<string, string[]> | undefined {
    if (value === undefined || value === null) return undefined;
    if (!isObject(value)) {
      this.errors.add(CRITERIA_ERROR.expectedArray, `Expected "${key}" to be an array, got ${Array.isArray(value) ? 'list' : typeof value}.`, pointer);
      return undefined;
    }
    const out: Record<string, string[]> = {};
    for (const [alias, fields] of Object.entries(value)) {
      let list: unknown = fields;
      if (typeof list === 'string')
        list = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) {
        this.errors.add(CRITERIA_ERROR.parameters, `The ${key} for type "${alias}" must be a list of field names.`, `${pointer}/${alias}`);
        continue;
      }
      out[alias] = list as string[];
    }
    return out;
  }

  stringList(value: unknown, key: string, pointer: string): string[] | undefined {
    if (value === undefined || value === null) return undefined;
    const list =
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value;
    if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) {
      this.errors.add(CRITERIA_ERROR.parameters, `The "${key}" parameter has to be a list of field names.`, pointer);
      return undefined;
    }
    return list as string[];
  }

  criteria(input: unknown, prefix: string, opts: ParseCriteriaOptions): Criteria {
    const maxLimit = opts.maxLimit ?? DEFAULT_MAX_LIMIT;
    const defaultLimit = opts.defaultLimit === undefined ? null : opts.defaultLimit;
    const criteria: Criteria = {
      page: 1,
      limit: defaultLimit,
      filter: [],
      postFilter: [],
      sort: [],
      associations: {},
      aggregations: [],
      totalCountMode: 0,
    };
    if (input === undefined || input === null) return criteria;
    if (!isObject(input)) {
      this.errors.add(CRITERIA_ERROR.parameters, 'The criteria have to be a JSON object.', prefix || '/');
      return criteria;
    }
    const p = input;

    if (p.ids !== undefined && p.ids !== null) {
      const ids = typeof p.ids === 'string' ? p.ids.split('|').filter(Boolean) : p.ids;
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
        this.errors.add(CRITERIA_ERROR.ids, 'The ids parameter has to be a list of ids.', `${prefix}/ids`);
      } else {
        criteria.ids = (ids as string[]).map((id) => id.toLowerCase());
        criteria.limit = null;
      }
    }
    if (criteria.ids === undefined) {
      const mode = p['total-count-mode'] ?? p.totalCountMode;
      if (mode !== undefined && mode !== null) criteria.totalCountMode = totalCountMode(mode);

      if ('limit' in p && p.limit !== undefined) {
        if (p.limit === null) {
          if (opts.allowNullLimit) criteria.limit = null;
        } else {
          const limit = positiveInt(p.limit);
          if (limit === undefined) {
            this.errors.add(CRITERIA_ERROR.limit, `The limit parameter must be a positive integer greater or equals than 1. Given: ${describe(p.limit)}`, `${prefix}/limit`, { limit: p.limit });
          } else if (limit > maxLimit) {
            this.errors.add(CRITERIA_ERROR.limitExceeded, `The limit must be lower than or equal to MAX_LIMIT(=${maxLimit}). Given: ${limit}`, `${prefix}/limit`, { maxLimit, limit });
          } else {
            criteria.limit = limit;
          }
        }
      }
      if (p.page !== undefined && p.page !== null) {
        const page = positiveInt(p.page);
        if (page === undefined) {
          this.errors.add(CRITERIA_ERROR.page, `The page parameter must be a positive integer. Given: ${describe(p.page)}`, `${prefix}/page`, {
            page: p.page,
          });
        } else {
          criteria.page = page;
        }
      }
    }

    const includes = this.fieldMap(p.includes, 'includes', `${prefix}/includes`);
    if (includes) criteria.includes = includes;
    const excludes = this.fieldMap(p.excludes, 'excludes', `${prefix}/excludes`);
    if (excludes) criteria.excludes = excludes;

    criteria.filter = this.filters(p.filter, `${prefix}/filter`);
    const post = p['post-filter'] !== undefined ? 'post-filter' : 'postFilter';
    criteria.postFilter = this.filters(p[post], `${prefix}/${post}`);

    if (p.term !== undefined && p.term !== null) {
      if (!isScalar(p.term)) this.errors.add(CRITERIA_ERROR.parameters, 'The term parameter has to be a string.', `${prefix}/term`);
      else {
        const term = String(p.term).trim();
        if (term !== '') criteria.term = term;
      }
    }

    criteria.sort = this.sortings(p.sort, `${prefix}/sort`);
    criteria.aggregations = this.aggregations(p.aggregations, `${prefix}/aggregations`);

    const grouping = this.stringList(p.grouping, 'grouping', `${prefix}/grouping`);
    if (grouping) criteria.grouping = grouping.map((g) => (this.entity && g.startsWith(`${this.entity}.`) ? g.slice(this.entity.length + 1) : g));
    const fields = this.stringList(p.fields, 'fields', `${prefix}/fields`);
    if (fields) criteria.fields = fields;

    if (p.associations !== undefined && p.associations !== null) {
      if (!isObject(p.associations)) {
        this.errors.add(CRITERIA_ERROR.parameters, 'The associations parameter has to be an object.', `${prefix}/associations`);
      } else {
        for (const [name, nested] of Object.entries(p.associations)) {
          // Association criteria are validated, but their fields belong to another entity.
          const sub = new Parser({ allowNullLimit: true }, this.errors);
          criteria.associations[name] = sub.criteria(isObject(nested) ? nested : {}, `${prefix}/associations/${name}`, {
            defaultLimit: null,
            maxLimit,
            allowNullLimit: true,
          });
        }
      }
    }
    return criteria;
  }
}

function totalCountMode(v: unknown): TotalCountMode {
  if (typeof v === 'number' || (typeof v === 'string' && /^-?\d+$/.test(v))) {
    const n = Number(v);
    return n === 1 || n === 2 ? n : 0;
  }
  if (v === 'exact') return 1;
  if (v === 'next-pages') return 2;
  return 0;
}

/**
 * Validates and normalizes a Store API criteria payload (POST body or decoded `_criteria`).
 * Every problem becomes one entry of a 400 with a JSON pointer into the payload.
 */
export function parseCriteria(input: unknown, opts: ParseCriteriaOptions = {}): Criteria {
  const parser = new Parser(opts);
  const criteria = parser.criteria(input, opts.pointerPrefix ?? '', opts);
  parser.errors.throwIfAny();
  return criteria;
}

/** Parses a list of filters alone (e.g. for listing shortcuts); throws 400 on problems. */
export function parseFilters(input: unknown, pointer: string, opts: ParseCriteriaOptions = {}): Filter[] {
  const parser = new Parser(opts);
  const filters = parser.filters(input, pointer);
  parser.errors.throwIfAny();
  return filters;
}

/** An empty criteria object (page 1, given limit, nothing else). */
export function emptyCriteria(limit: number | null = null): Criteria {
  return { page: 1, limit, filter: [], postFilter: [], sort: [], associations: {}, aggregations: [], totalCountMode: 0 };
}
