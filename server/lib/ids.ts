import { createHash, randomBytes } from 'node:crypto';

/** A Shopware-style id: 32 lower-case hex characters. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}

/** A stable id derived from a name, so seeds and tests can refer to the same entity by key. */
export function idFor(key: string): string {
  return createHash('md5').update(`stallwerk:${key}`).digest('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}

/** A random alphanumeric token (context tokens, deep link codes). */
export function newToken(length = 32): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i] % alphabet.length];
  return out;
}

/**
 * Shopware's fixed id of its default product detail layout (the value of
 * core.cms.default_product_cms_page in a fresh installation): every product without its own layout
 * is shown with it.
 */
export const DEFAULT_PRODUCT_CMS_PAGE_ID = '7a6d253a67204037966f42b0119704d5';
