import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time check of an `Authorization: Bearer <token>` header. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (typeof header !== 'string' || !token) return false;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? sameSecret(m[1].trim(), token) : false;
}

/** Constant-time check of an `Authorization: Basic base64(user:password)` header's password. */
export function basicPasswordMatches(header: string | undefined, token: string): boolean {
  if (typeof header !== 'string' || !token) return false;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!m) return false;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && sameSecret(decoded.slice(colon + 1), token);
}

function sameSecret(given: string, token: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}
