import { errors } from '../errors';
import { isObject } from '../validation';

/**
 * Caps on the work one Store API request can ask for. A maximal request within them is served in
 * well under 100 ms of CPU (tests/api/bounds.test.ts measures it with the real app); beyond them
 * the request is refused with a 400 in Shopware's format before anything is computed.
 */
export const REQUEST_BOUNDS = {
  /** Characters of a search term (`search`, `term`). */
  maxTermLength: 200,
  /** Distinct words of a search term that are matched; further words are ignored. */
  maxSearchTokens: 8,
  /** Field names over all entities of `includes` / `excludes`. */
  maxIncludeFields: 400,
  /** Aggregations of one request, nested ones included. */
  maxAggregations: 20,
  /** Nesting of the payload (criteria, filters, associations). */
  maxDepth: 16,
  /** Values in the whole payload (objects, arrays, scalars). */
  maxNodes: 5000,
} as const;

const tooMuch = (pointer: string, detail: string, parameters: Record<string, unknown>) => errors.invalidParameter(pointer, detail, parameters);

/** Nesting depth and size of a JSON value, stopping as soon as a cap is passed. */
function checkShape(value: unknown): void {
  let nodes = 0;
  const stack: Array<[unknown, number, string]> = [[value, 0, '']];
  while (stack.length) {
    const [v, depth, pointer] = stack.pop()!;
    if (++nodes > REQUEST_BOUNDS.maxNodes) {
      throw tooMuch('/', `The request has more than ${REQUEST_BOUNDS.maxNodes} values.`, { max: REQUEST_BOUNDS.maxNodes });
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= REQUEST_BOUNDS.maxDepth) {
      throw tooMuch(pointer || '/', `The request is nested deeper than ${REQUEST_BOUNDS.maxDepth} levels.`, { max: REQUEST_BOUNDS.maxDepth });
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, x] of entries) stack.push([x, depth + 1, `${pointer}/${k}`]);
  }
}

function countIncludeFields(map: unknown): number {
  if (!isObject(map)) return 0;
  let n = 0;
  for (const fields of Object.values(map)) n += Array.isArray(fields) ? fields.length : 1;
  return n + Object.keys(map).length;
}

function countAggregations(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countAggregations(v), 0);
  if (!isObject(value)) return 0;
  const self = typeof value.type === 'string' ? 1 : 0;
  return self + countAggregations(value.aggregation) + countAggregations(value.aggregations);
}

/** Refuses a payload (criteria and parameters of a Store API request) that asks for too much work. */
export function assertBoundedPayload(payload: Record<string, unknown>): void {
  checkShape(payload);
  for (const key of ['search', 'term'] as const) {
    const v = payload[key];
    if (typeof v === 'string' && v.length > REQUEST_BOUNDS.maxTermLength) {
      throw errors.invalidParameter(`/${key}`, `The search term may have at most ${REQUEST_BOUNDS.maxTermLength} characters.`, {
        max: REQUEST_BOUNDS.maxTermLength,
        given: v.length,
      });
    }
  }
  for (const key of ['includes', 'excludes'] as const) {
    const n = countIncludeFields(payload[key]);
    if (n > REQUEST_BOUNDS.maxIncludeFields) {
      throw tooMuch(`/${key}`, `"${key}" may name at most ${REQUEST_BOUNDS.maxIncludeFields} fields.`, { max: REQUEST_BOUNDS.maxIncludeFields, given: n });
    }
  }
  const aggregations = countAggregations(payload.aggregations);
  if (aggregations > REQUEST_BOUNDS.maxAggregations) {
    throw tooMuch('/aggregations', `A request may ask for at most ${REQUEST_BOUNDS.maxAggregations} aggregations.`, { max: REQUEST_BOUNDS.maxAggregations, given: aggregations });
  }
}
