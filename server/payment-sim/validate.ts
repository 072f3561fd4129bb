/** Request validation for the merchant API, answering with Adyen's validation errors. */
import { AdyenApiError, Errors } from './errors';
import { isSupportedCurrency, type Amount } from '../adyen/money';
import type { SimContext } from './context';

export type Body = Record<string, unknown>;

export function isObject(value: unknown): value is Body {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The JSON body as an object, or Adyen's "Problem parsing request". */
export function requireBody(body: unknown): Body {
  if (!isObject(body)) throw Errors.unparsable();
  return body;
}

/** merchantAccount must be present and be the simulator's account. */
export function checkMerchantAccount(ctx: SimContext, body: Body): string {
  const account = body.merchantAccount;
  if (account === undefined || account === null || account === '') throw Errors.missingMerchantAccount();
  if (typeof account !== 'string' || account !== ctx.opts.merchantAccount) throw Errors.forbiddenMerchant();
  return account;
}

export function requireAmount(body: Body, key = 'amount'): Amount {
  const amount = body[key];
  if (amount === undefined || amount === null) throw Errors.missingAmount();
  if (!isObject(amount)) throw Errors.invalidAmount();
  if (!isSupportedCurrency(amount.currency)) {
    if (typeof amount.currency === 'string' && /^[A-Z]{3}$/.test(amount.currency)) throw Errors.unsupportedCurrency();
    throw Errors.invalidAmount();
  }
  const value = amount.value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw Errors.invalidAmount();
  return { currency: amount.currency, value };
}

export function requireReference(body: Body): string {
  const reference = body.reference;
  if (reference === undefined || reference === null || reference === '') throw Errors.missingReference();
  if (typeof reference !== 'string') throw Errors.invalidField('reference');
  if (reference.length > 80) throw Errors.referenceTooLong();
  return reference;
}

export function optionalString(body: Body, key: string, max = 1000): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw Errors.invalidField(key);
  return value;
}

/** An absolute http(s) URL (returnUrl); missing → 14_030, malformed → 192. */
export function requireReturnUrl(body: Body): string {
  const value = body.returnUrl;
  if (value === undefined || value === null || value === '') throw Errors.missingReturnUrl();
  if (typeof value !== 'string' || value.length > 1024) throw Errors.invalidField('returnUrl');
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.toString();
  } catch {
    throw Errors.invalidField('returnUrl');
  }
}

/** An origin string such as https://shop.example (payment request field `origin`). */
export function optionalOrigin(body: Body): string | undefined {
  const value = body.origin;
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export { AdyenApiError };
