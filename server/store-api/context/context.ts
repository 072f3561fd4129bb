import type { Db } from '../../db/connection';
import { isId } from '../../lib/ids';
import { deleteContext, findContextRow, insertContextRow, issueContextToken, upsertContextRow } from './sessions';
import { findCountry, findCurrency, findLanguage } from './contextRepository';
import type { CountryRow, CurrencyRow, LanguageRow } from './entities';
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

export type { CountryRow, CurrencyRow, LanguageRow } from './entities';

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

function readPayload(raw: string): ContextPayload {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ContextPayload) : {};
  } catch {
    return {};
  }
}

export function loadContextRow(db: Db, token: string): { customerId: string | null; payload: ContextPayload; updatedAt: string } | null {
  const row = findContextRow(db, token);
  return row ? { customerId: row.customer_id, payload: readPayload(row.payload), updatedAt: row.updated_at } : null;
}

export function createContextToken(db: Db, payload: ContextPayload = {}, customerId: string | null = null): string {
  const token = issueContextToken(db);
  insertContextRow(db, token, customerId, JSON.stringify(payload));
  return token;
}

export function saveContext(db: Db, token: string, payload: ContextPayload, customerId: string | null): void {
  upsertContextRow(db, token, customerId, JSON.stringify(payload));
}

/** Replaces the token of a session (login/logout do this so an old token cannot be replayed). */
export function replaceContextToken(db: Db, oldToken: string, payload: ContextPayload, customerId: string | null): string {
  const token = issueContextToken(db);
  db.transaction(() => {
    deleteContext(db, oldToken);
    insertContextRow(db, token, customerId, JSON.stringify(payload));
  })();
  return token;
}

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
  const language = findLanguage(db, languageId);
  if (!language) throw errors.languageNotFound(languageId);
  const currency = findCurrency(db, payload.currencyId) ?? findCurrency(db, salesChannel.currency_id)!;

  const facts = customerId && customerFactsLoader ? customerFactsLoader(db, customerId, payload) : null;
  const country = findCountry(db, facts?.countryId ?? payload.countryId) ?? findCountry(db, salesChannel.country_id)!;
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
