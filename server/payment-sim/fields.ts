/**
 * "Encrypted" card fields. Real Adyen secured fields produce JWE blobs only Adyen can open; the
 * simulator's securedFields.html produces a decodable stand-in instead:
 *
 *   adyenjs_0_1_25$ + base64url(JSON.stringify({ value, generationtime }))
 *
 * and the merchant API also accepts Adyen's documented plain-text test values
 * (`test_4111111111111111`, `test_03`, `test_2030`, `test_737`).
 */

export const SIM_BLOB_PREFIX = 'adyenjs_0_1_25$';
export const PLAINTEXT_PREFIX = 'test_';

/** Encrypted values older than this are refused with Adyen's error 172 (as Adyen does after 24 h). */
export const BLOB_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type DecodedField = { ok: true; value: string; generationtime?: string } | { ok: false; reason: 'format' | 'expired' };

/** Builds a simulator blob (what securedFields.html emits). */
export function encodeFieldValue(value: string, now = new Date()): string {
  const json = JSON.stringify({ value, generationtime: now.toISOString() });
  return SIM_BLOB_PREFIX + Buffer.from(json, 'utf8').toString('base64url');
}

/** Opens a simulator blob or a `test_` plain-text value. */
export function decodeFieldValue(input: unknown, now = new Date()): DecodedField {
  if (typeof input !== 'string' || input.length === 0 || input.length > 4096) return { ok: false, reason: 'format' };
  if (input.startsWith(PLAINTEXT_PREFIX)) {
    const value = input.slice(PLAINTEXT_PREFIX.length);
    return /^[0-9A-Za-z ]{1,40}$/.test(value) ? { ok: true, value } : { ok: false, reason: 'format' };
  }
  if (!input.startsWith(SIM_BLOB_PREFIX)) return { ok: false, reason: 'format' };
  const payload = input.slice(SIM_BLOB_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(payload)) return { ok: false, reason: 'format' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (!parsed || typeof parsed !== 'object') return { ok: false, reason: 'format' };
  const obj = parsed as Record<string, unknown>;
  // `value` is ours; the other keys are Adyen's historic CSE field names, accepted too.
  const raw = obj.value ?? obj.number ?? obj.expiryMonth ?? obj.expiryYear ?? obj.cvc;
  if (typeof raw !== 'string' || !/^[0-9A-Za-z ]{1,40}$/.test(raw)) return { ok: false, reason: 'format' };
  const generationtime = typeof obj.generationtime === 'string' ? obj.generationtime : undefined;
  if (generationtime !== undefined) {
    const t = Date.parse(generationtime);
    if (Number.isNaN(t)) return { ok: false, reason: 'format' };
    if (now.getTime() - t > BLOB_MAX_AGE_MS || t - now.getTime() > 60 * 60 * 1000) return { ok: false, reason: 'expired' };
  }
  return { ok: true, value: raw.replace(/\s+/g, ''), generationtime };
}
