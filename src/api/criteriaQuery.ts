import { gzipSync, strToU8 } from 'fflate';

/** Encoded criteria kept per visit (listing filters vary: the oldest go first). */
const MAX_KEPT = 200;
const kept = new Map<string, string>();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `_criteria` for a Store API GET: base64url(gzip(JSON)), the format the Store API decodes (and
 * @shopware/api-client's `encodeForQuery` writes). With fflate's smallest compression memory:
 * criteria are a few hundred bytes, and the default allocates and clears tables for 32 KB windows
 * on every call, several milliseconds on a phone for each of a page's first reads. A criteria
 * object encoded before is not compressed again.
 */
export function encodeCriteria(criteria: object): string {
  const json = JSON.stringify(criteria);
  const known = kept.get(json);
  if (known !== undefined) return known;
  const query = base64url(gzipSync(strToU8(json), { mtime: 0, mem: 0 }));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(json, query);
  return query;
}
