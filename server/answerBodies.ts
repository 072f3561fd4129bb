/**
 * The text, ETag and compressed bytes of answers that a route hands out again unchanged (the
 * catalogue's listing, search and suggest answers, kept by `cachedListing`).
 *
 * Without this, every read of a cached answer was filtered by its `includes`, serialized to
 * 25-100 KB of JSON, hashed for its ETag and brotli-compressed again: 1-2 ms of the 2-3 ms such a
 * read costs, and most of the short-lived memory a busy shop's young-generation collections
 * copy. The forms are kept on the answer object itself (a WeakMap), so they live exactly as long
 * as the cached answer and are dropped with it when the catalogue changes or the cache evicts it.
 */
import type { FastifyRequest } from 'fastify';

/** One answer as one client variant (its `includes`/`excludes`) sees it. */
export interface AnswerBody {
  /** The JSON text, once serialized. */
  json?: string;
  etag?: string;
  /** The text compressed per content-encoding (br, gzip). */
  readonly encoded: Map<string, Buffer>;
}

const bodies = new WeakMap<object, Map<string, AnswerBody>>();
/** Variants kept per answer: a storefront sends the same few `includes`; others take turns. */
const VARIANT_LIMIT = 8;

/**
 * A small LRU of answers per owner object (a catalogue snapshot): the answers go with their owner,
 * the least recently used beyond `limit` are dropped, and each answer kept is declared reusable,
 * so its text and bytes are kept too.
 */
export function keptAnswers<V extends object>(limit: number): (owner: object, key: string, make: () => V) => V {
  const perOwner = new WeakMap<object, Map<string, V>>();
  return (owner, key, make) => {
    let cache = perOwner.get(owner);
    if (!cache) {
      cache = new Map();
      perOwner.set(owner, cache);
    }
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const answer = make();
    markReusable(answer);
    cache.set(key, answer);
    if (cache.size > limit) cache.delete(cache.keys().next().value as string);
    return answer;
  };
}

/** Declares that `answer` is handed out again as it is (never mutated after this call). */
export function markReusable(answer: object): void {
  if (!bodies.has(answer)) bodies.set(answer, new Map());
}

/** The kept forms of a reusable answer in one variant; undefined for every other answer. */
export function reusableBody(answer: unknown, variant: string): AnswerBody | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const variants = bodies.get(answer);
  if (!variants) return undefined;
  let body = variants.get(variant);
  if (!body) {
    if (variants.size >= VARIANT_LIMIT) variants.delete(variants.keys().next().value as string);
    body = { encoded: new Map() };
    variants.set(variant, body);
  }
  return body;
}

const ofRequest = new WeakMap<FastifyRequest, AnswerBody>();

/** Links the request to the body its answer is serialized into (see `bodyBeingSent`). */
export function attachBody(req: FastifyRequest, body: AnswerBody): void {
  ofRequest.set(req, body);
}

/**
 * The kept forms of what this request is about to send, when the payload is exactly that text:
 * not after a hook replaced it (a 304's empty body, an error).
 */
export function bodyBeingSent(req: FastifyRequest, payload: unknown): AnswerBody | undefined {
  const body = ofRequest.get(req);
  return body !== undefined && typeof payload === 'string' && body.json === payload ? body : undefined;
}
