import { expect } from 'vitest';
import { idFor } from '../../server/lib/ids';
import type { StoreClient, TestShop } from './harness';
import { expectResponse as expectResponseRaw, expectSchema as expectSchemaRaw } from './schema';

/** Helpers for the customer-facing contract tests (accounts, mailbox, admin API). */
export const DE = idFor('country:DE');
export const AT = idFor('country:AT');
export const GB = idFor('country:GB');
export const AE = idFor('country:AE');
export const MRS = idFor('salutation:mrs');
export const STOREFRONT = 'http://localhost:3000';
export const DEMO = { username: 'demo@stallwerk.example', password: 'Stallwerk2026!' };
export const BUSINESS = { username: 'business@stallwerk.example', password: 'Stallwerk2026!' };

let counter = 0;
/** A unique e-mail address per call (tests share one database per file). */
export function uniqueEmail(prefix = 'kunde'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export function registration(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    salutationId: MRS,
    firstName: 'Anna',
    lastName: 'Schmidt',
    email,
    password: 'Sattelkammer1',
    storefrontUrl: STOREFRONT,
    acceptedDataProtection: true,
    billingAddress: { street: 'Reitweg 5', zipcode: '49377', city: 'Vechta', countryId: DE },
    ...overrides,
  };
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  template: string;
  locale: string;
}

/** What the dev mailbox needs: the admin token in the Authorization header (never in the URL). */
export function mailboxHeaders(shop: TestShop): Record<string, string> {
  return { authorization: `Bearer ${shop.config.adminToken}` };
}

/** The dev mailbox's JSON (outside /store-api, admin token in the header), newest first. */
export async function mailbox(shop: TestShop, to?: string): Promise<Mail[]> {
  const res = await shop.app.inject({ method: 'GET', url: `/mailbox/messages.json${to ? `?to=${encodeURIComponent(to)}` : ''}`, headers: mailboxHeaders(shop) });
  expect(res.statusCode).toBe(200);
  return res.json() as Mail[];
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkIn(mail: Mail, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  expect(match, `link ${prefix} in "${mail.subject}"`).toBeTruthy();
  return new URL(match!);
}

/** Registers (double opt-in), follows the confirmation link from the mail and ends logged in. */
export async function registerConfirmed(shop: TestShop, c: StoreClient, email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  const reg = await c.json<Record<string, unknown>>('POST', '/account/register', registration(email, overrides));
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const [mail] = await mailbox(shop, email);
  const link = linkIn(mail, `${STOREFRONT}/registration/confirm`);
  const confirmed = await c.json<Record<string, unknown>>('POST', '/account/register-confirm', {
    em: link.searchParams.get('em'),
    hash: link.searchParams.get('hash'),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { email, customer: confirmed.body };
}

export async function login(c: StoreClient, username: string, password: string) {
  return c.json<Record<string, unknown>>('POST', '/account/login', { username, password });
}

/** Admin API call with the bearer token. */
export async function admin(shop: TestShop, method: 'GET' | 'POST', url: string, body?: unknown, token: string | null = shop.config.adminToken) {
  const res = await shop.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : null, headers: res.headers };
}

/** Error codes and pointers of a Shopware error answer. */
export function problems(body: unknown): Array<{ code: string; pointer: string | undefined }> {
  return (body as { errors: Array<{ code: string; source?: { pointer?: string } }> }).errors.map((e) => ({ code: e.code, pointer: e.source?.pointer }));
}

/**
 * Erratum of the official schema: `Country.addressFormat` is typed as an object, but Shopware
 * answers the address format as a list of lines (arrays). Nested countries are checked with the
 * list replaced by {} after asserting it is a list of lists.
 */
export function withoutErrata<T>(data: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = walk(x);
    if (out.apiAlias === 'country' && Array.isArray(out.addressFormat)) {
      expect((out.addressFormat as unknown[]).every(Array.isArray)).toBe(true);
      out.addressFormat = {};
    }
    return out;
  };
  return walk(data) as T;
}

/** expectSchema with the errata above. */
export function expectSchema(name: string, data: unknown): void {
  expectSchemaRaw(name, withoutErrata(data));
}

/** expectResponse with the errata above. */
export function expectResponse(path: string, method: string, data: unknown, status = '200'): void {
  expectResponseRaw(path, method, withoutErrata(data), status);
}
