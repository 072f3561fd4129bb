import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { isObject } from '../validation';
import { parseCriteria } from './parse';
import { assertBoundedPayload } from './bounds';
import type { Criteria, ParseCriteriaOptions } from './types';

/**
 * Decodes `_criteria` as @shopware/api-client's encodeForQuery writes it: base64url(gzip(JSON)).
 * Plain base64url(JSON) is accepted as well.
 */
export function decodeCompressedCriteria(encoded: string): Record<string, unknown> {
  const fail = errors.invalidCompressedCriteria;
  if (!/^[A-Za-z0-9_\-+/=]*$/.test(encoded)) throw fail('not base64url');
  const bytes = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  let text: string;
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      text = gunzipSync(bytes, { maxOutputLength: 1024 * 1024 }).toString('utf8');
    } catch {
      throw fail('invalid gzip data');
    }
  } else {
    text = bytes.toString('utf8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail('not JSON');
  }
  if (!isObject(parsed)) throw fail('not a JSON object');
  return parsed;
}

/** Turns PHP-style query keys (`filter[0][type]=equals`) into nested objects/arrays. */
export function parseBracketQuery(search: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const params = new URLSearchParams(search);
  for (const [rawKey, value] of params) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) {
      root[rawKey] = value;
      continue;
    }
    const path = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
    let node: Record<string, unknown> = root;
    for (let i = 0; i < path.length; i++) {
      let key = path[i];
      const last = i === path.length - 1;
      if (key === '') key = String(Object.keys(node).length);
      if (last) {
        node[key] = value;
      } else {
        if (!isObject(node[key])) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
    }
  }
  return listify(root) as Record<string, unknown>;
}

/** Objects whose keys are 0..n-1 become arrays. */
function listify(v: unknown): unknown {
  if (!isObject(v)) return v;
  const keys = Object.keys(v);
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = listify(v[k]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => out[k]);
  return out;
}

/**
 * The request payload as Shopware's routes see it: for GET the query (with `_criteria` decoded and
 * merged under the plain parameters), for POST the JSON body over the query parameters.
 */
export function readRequestPayload(req: FastifyRequest): Record<string, unknown> {
  const url = req.raw.url ?? req.url;
  const qIndex = url.indexOf('?');
  const query = qIndex >= 0 ? parseBracketQuery(url.slice(qIndex + 1)) : {};
  let payload: Record<string, unknown> = {};
  if (typeof query._criteria === 'string' && query._criteria !== '') {
    payload = decodeCompressedCriteria(query._criteria);
  }
  delete query._criteria;
  payload = { ...payload, ...query };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = req.body;
    if (body !== undefined && body !== null && body !== '') {
      if (!isObject(body)) {
        throw errors.bodyNotObject();
      }
      payload = { ...payload, ...body };
    }
  }
  assertBoundedPayload(payload);
  return payload;
}

/** Criteria of a Store API request (POST body, or GET query with `_criteria`, page, limit, term ...). */
export function readRequestCriteria(req: FastifyRequest, opts: ParseCriteriaOptions = {}): Criteria {
  return parseCriteria(readRequestPayload(req), opts);
}

/**
 * Shopware's EntitySearchResult JSON (`dal_entity_search_result`). Aggregations are an object keyed
 * by name; an empty set serializes as `[]`, as PHP does.
 */
export function entitySearchResult<T>(
  entity: string,
  result: { elements: T[]; total: number; aggregations: Record<string, unknown> },
  criteria: Pick<Criteria, 'page' | 'limit'>,
  apiAlias = 'dal_entity_search_result',
): {
  entity: string;
  total: number;
  aggregations: Record<string, unknown> | [];
  page: number;
  limit?: number;
  elements: T[];
  apiAlias: string;
} {
  return {
    entity,
    total: result.total,
    aggregations: Object.keys(result.aggregations).length > 0 ? result.aggregations : [],
    page: criteria.page,
    ...(criteria.limit !== null ? { limit: criteria.limit } : {}),
    elements: result.elements,
    apiAlias,
  };
}
