import type { Db } from '../../db/connection';
import { isId } from '../../lib/ids';
import { issueContextToken } from './sessions';
import { errors } from '../errors';
import type { SalesChannelRow } from './salesChannel';

/** What a session remembers between requests (sales_channel_context.payload). */
export interface ContextPayload {
  languageId?: string;
  currencyId?: string;
  countryId?: string;
  countryStateId?: string | null;
  shippingMethodId?: string;
  paymentMethodId?: string;
  shippingAddressId?: string | null;
  billingAddressId?: string | null;
  /** Any other session data later features keep (cart token, promotion codes ...). */
  [key: string]: unknown;
}

export type TaxState = 'gross' | 'net' | 'tax-free';

export interface LanguageRow {
  id: string;
  code: string;
  name: string;
  position: number;
}
export interface CurrencyRow {
  id: string;
  iso_code: string;
  symbol: string;
  factor: number;
  decimal_precision: number;
  name: string;
  short_name: string;
  position: number;
  tax_free_from: number;
}
export interface CountryRow {
  id: string;
  iso: string;
  iso3: string;
  name: string;
  position: number;
  active: number;
  shipping_available: number;
  tax_free: number;
  company_tax_free: number;
  force_state_in_registration: number;
  postal_code_required: number;
  postal_code_pattern: string | null;
  vat_id_pattern: string | null;
  vat_id_required: number;
  is_eu: number;
}

/** Everything a Store API route needs to know about the caller's session. */
export interface RequestContext {
  token: string;
  salesChannel: SalesChannelRow;
  payload: ContextPayload;
  customerId: string | null;
  language: LanguageRow;
  /** Locale code of the context language, used to pick translations (falls back to de-DE). */
  locale: string;
  currency: CurrencyRow;
  country: CountryRow;
  shippingMethodId: string;
  paymentMethodId: string;
  taxState: TaxState;
  /** true when prices are shown gross (private customers); false for business customers. */
  displayGross: boolean;
}

/**
 * Customer facts the context needs; the account area provides the loader (StoreHooks.customerFacts)
 * so this module does not depend on it.
 */
export interface CustomerContextFacts {
  /** Net display for business customers. */
  displayGross: boolean;
  /** Default billing/shipping country overrides the session country when logged in. */
  countryId?: string | null;
  countryStateId?: string | null;
}
export type CustomerFactsLoader = (db: Db, customerId: string, payload: ContextPayload) => CustomerContextFacts | null;

interface ContextRow {
  token: string;
  customer_id: string | null;
  payload: string;
  updated_at: string;
}

function readPayload(raw: string): ContextPayload {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ContextPayload) : {};
  } catch {
    return {};
  }
}

export function loadContextRow(db: Db, token: string): { customerId: string | null; payload: ContextPayload; updatedAt: string } | null {
  const row = db.prepare('SELECT token, customer_id, payload, updated_at FROM sales_channel_context WHERE token = ?').get(token) as ContextRow | undefined;
  return row ? { customerId: row.customer_id, payload: readPayload(row.payload), updatedAt: row.updated_at } : null;
}

export function createContextToken(db: Db, payload: ContextPayload = {}, customerId: string | null = null): string {
  const token = issueContextToken(db);
  db.prepare('INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)').run(token, customerId, JSON.stringify(payload));
  return token;
}

export function saveContext(db: Db, token: string, payload: ContextPayload, customerId: string | null): void {
  db.prepare(
    `INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)
     ON CONFLICT(token) DO UPDATE SET customer_id = excluded.customer_id, payload = excluded.payload,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run(token, customerId, JSON.stringify(payload));
}

/** Replaces the token of a session (login/logout do this so an old token cannot be replayed). */
export function replaceContextToken(db: Db, oldToken: string, payload: ContextPayload, customerId: string | null): string {
  const token = issueContextToken(db);
  db.transaction(() => {
    db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(oldToken);
    db.prepare('INSERT INTO sales_channel_context (token, customer_id, payload) VALUES (?, ?, ?)').run(token, customerId, JSON.stringify(payload));
  })();
  return token;
}

const byId = <T>(db: Db, table: string, id: string | undefined | null): T | undefined => (id ? (db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as T | undefined) : undefined);

/**
 * Builds the request context from the stored session plus request headers.
 * `sw-language-id` overrides the session language for one request, as in Shopware.
 */
export function buildRequestContext(
  db: Db,
  salesChannel: SalesChannelRow,
  token: string,
  stored: { customerId: string | null; payload: ContextPayload },
  customerFactsLoader: CustomerFactsLoader | null,
  languageHeader?: string,
): RequestContext {
  const { payload, customerId } = stored;
  if (languageHeader !== undefined && !isId(languageHeader)) {
    throw errors.invalidLanguageId(languageHeader);
  }
  const languageId = languageHeader ?? payload.languageId ?? salesChannel.language_id;
  const language = byId<LanguageRow>(db, 'language', languageId);
  if (!language) throw errors.languageNotFound(languageId);
  const currency = byId<CurrencyRow>(db, 'currency', payload.currencyId) ?? byId<CurrencyRow>(db, 'currency', salesChannel.currency_id)!;

  const facts = customerId && customerFactsLoader ? customerFactsLoader(db, customerId, payload) : null;
  const country = byId<CountryRow>(db, 'country', facts?.countryId ?? payload.countryId) ?? byId<CountryRow>(db, 'country', salesChannel.country_id)!;
  const displayGross = facts ? facts.displayGross : true;
  const taxState: TaxState = country.tax_free ? 'tax-free' : displayGross ? 'gross' : 'net';

  return {
    token,
    salesChannel,
    payload,
    customerId,
    language,
    locale: language.code,
    currency,
    country,
    shippingMethodId: payload.shippingMethodId ?? salesChannel.shipping_method_id,
    paymentMethodId: payload.paymentMethodId ?? salesChannel.payment_method_id,
    taxState,
    displayGross,
  };
}
