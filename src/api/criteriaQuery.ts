import { gzipStored } from './gzipStored';

/** Encoded criteria kept per visit (listing filters vary: the oldest go first). */
const MAX_KEPT = 200;
const kept = new Map<string, string>();

const utf8 = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  // fromCharCode takes its bytes as arguments: a few thousand per call stays within any engine's limit.
  for (let i = 0; i < bytes.length; i += 4096) binary += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `_criteria` for a Store API GET: base64url(gzip(JSON)), the format the Store API decodes (and
 * @shopware/api-client's `encodeForQuery` writes). The gzip holds the JSON uncompressed
 * (src/api/gzipStored.ts): the start-up's first reads need several of these, and a deflate
 * library's tables and first compression cost more main-thread time than the third of a URL
 * they save. A criteria object encoded before is not encoded again.
 */
export function encodeCriteria(criteria: object): string {
  const json = JSON.stringify(criteria);
  const known = kept.get(json);
  if (known !== undefined) return known;
  const query = base64url(gzipStored(utf8.encode(json)));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(json, query);
  return query;
}
