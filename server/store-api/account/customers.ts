import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { errors } from '../errors';
import {
  type CountryRow,
  type RequestContext,
  loadStates,
  serializeCountry,
  serializeCountryState,
  serializeLanguage,
  serializePaymentMethod,
  serializeSalutation,
  type PaymentMethodRow,
  type SalutationRow,
  type StateRow,
  type LanguageRow,
} from '../context/public';

/** Customers and their addresses as stored (002_customers.sql) and as the Store API shows them. */
export interface CustomerRow {
  id: string;
  sales_channel_id: string;
  language_id: string;
  customer_number: string;
  account_type: 'private' | 'business';
  salutation_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  guest: number;
  active: number;
  double_opt_in_registration: number;
  double_opt_in_email_sent_date: string | null;
  double_opt_in_confirm_date: string | null;
  hash: string | null;
  company: string | null;
  vat_ids: string;
  birthday: string | null;
  default_payment_method_id: string | null;
  last_payment_method_id: string | null;
  default_billing_address_id: string | null;
  default_shipping_address_id: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  first_login: string | null;
  last_login: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface AddressRow {
  id: string;
  customer_id: string;
  country_id: string;
  country_state_id: string | null;
  salutation_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  created_at: string;
  updated_at: string | null;
}

export const CUSTOMER_GROUP = {
  private: { id: idFor('customer-group:standard'), name: 'Standard customer group', displayGross: true },
  business: { id: idFor('customer-group:business'), name: 'Business customers', displayGross: false },
} as const;

export const nowIso = (): string => new Date().toISOString();

export function loadCustomer(db: Db, id: string | null | undefined): CustomerRow | undefined {
  return id ? (db.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined) : undefined;
}

export function loadAddress(db: Db, id: string | null | undefined): AddressRow | undefined {
  return id ? (db.prepare('SELECT * FROM customer_address WHERE id = ?').get(id) as AddressRow | undefined) : undefined;
}

export function customerAddresses(db: Db, customerId: string): AddressRow[] {
  return db.prepare('SELECT * FROM customer_address WHERE customer_id = ? ORDER BY created_at, rowid').all(customerId) as AddressRow[];
}

/** The registered (non-guest) account of an e-mail address, if any. */
export function findRegisteredCustomer(db: Db, email: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customer WHERE lower(email) = lower(?) AND guest = 0').get(email.trim()) as CustomerRow | undefined;
}

export function vatIdsOf(c: Pick<CustomerRow, 'vat_ids'>): string[] {
  try {
    const v = JSON.parse(c.vat_ids) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Next customer number (10000, 10001 …), like Shopware's number range. */
export function nextCustomerNumber(db: Db): string {
  const row = db.prepare("SELECT MAX(CAST(customer_number AS INTEGER)) AS n FROM customer WHERE customer_number GLOB '[0-9]*'").get() as { n: number | null };
  return String(Math.max(10000, (row.n ?? 9999) + 1));
}

/** Salutation rows by id, with Shopware's "not specified" as the fallback for missing ones. */
export function salutationFor(db: Db, id: string | null | undefined): SalutationRow | undefined {
  const byId = id ? (db.prepare('SELECT * FROM salutation WHERE id = ?').get(id) as SalutationRow | undefined) : undefined;
  return byId ?? defaultSalutation(db);
}

export function defaultSalutation(db: Db): SalutationRow | undefined {
  return (
    (db.prepare("SELECT * FROM salutation WHERE salutation_key = 'not_specified'").get() as SalutationRow | undefined) ??
    (db.prepare('SELECT * FROM salutation ORDER BY salutation_key LIMIT 1').get() as SalutationRow | undefined)
  );
}

function salutationPosition(db: Db, id: string): number {
  const keys = (db.prepare('SELECT id FROM salutation ORDER BY salutation_key').all() as Array<{ id: string }>).map((r) => r.id);
  return keys.indexOf(id) + 1;
}

/**
 * Nested reference entities without their null properties (the official schema types most of
 * them as non-nullable; `customFields: null` would fail it).
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutNulls(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v !== null && v !== undefined) out[k] = withoutNulls(v);
    return out as T;
  }
  return value;
}

const opt = <T>(key: string, value: T | null | undefined): Record<string, T> => (value === null || value === undefined || value === '' ? {} : { [key]: value });

/** Shopware's CustomerAddress (with country, state and salutation, as the address routes answer). */
export function serializeAddress(db: Db, a: AddressRow, locale: string, defaults?: { billing: string | null; shipping: string | null }) {
  const country = db.prepare('SELECT * FROM country WHERE id = ?').get(a.country_id) as CountryRow | undefined;
  const state = a.country_state_id ? (db.prepare('SELECT * FROM country_state WHERE id = ?').get(a.country_state_id) as StateRow | undefined) : undefined;
  const salutation = salutationFor(db, a.salutation_id);
  return {
    id: a.id,
    customerId: a.customer_id,
    countryId: a.country_id,
    ...opt('countryStateId', a.country_state_id),
    ...opt('salutationId', salutation?.id ?? a.salutation_id),
    firstName: a.first_name,
    lastName: a.last_name,
    ...opt('zipcode', a.zipcode),
    city: a.city,
    ...opt('company', a.company),
    street: a.street,
    ...opt('department', a.department),
    ...opt('title', a.title),
    ...opt('phoneNumber', a.phone_number),
    ...opt('additionalAddressLine1', a.additional_address_line1),
    ...opt('additionalAddressLine2', a.additional_address_line2),
    ...(defaults ? { isDefaultBillingAddress: defaults.billing === a.id, isDefaultShippingAddress: defaults.shipping === a.id } : {}),
    customFields: {},
    createdAt: a.created_at,
    updatedAt: a.updated_at ?? a.created_at,
    country: country ? withoutNulls(serializeCountry(country, locale, loadStates(db, country.id))) : undefined,
    ...(state ? { countryState: withoutNulls(serializeCountryState(state, locale)) } : {}),
    salutation: salutation ? withoutNulls(serializeSalutation(salutation, locale, salutationPosition(db, salutation.id))) : undefined,
    apiAlias: 'customer_address',
  };
}

export type SerializedAddress = ReturnType<typeof serializeAddress>;

/** The addresses the session uses: chosen in the context (PATCH /context) or the defaults. */
export function activeAddressIds(c: CustomerRow, payload: RequestContext['payload']): { billing: string | null; shipping: string | null } {
  const chosen = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    billing: chosen(payload.billingAddressId) ?? c.default_billing_address_id,
    shipping: chosen(payload.shippingAddressId) ?? c.default_shipping_address_id,
  };
}

/** Shopware's Customer entity as /account/customer, register and GET /context answer it. */
export function serializeCustomer(deps: AppDeps, c: CustomerRow, ctx: Pick<RequestContext, 'locale' | 'payload'>) {
  const { db, config } = deps;
  const locale = ctx.locale;
  const defaults = { billing: c.default_billing_address_id, shipping: c.default_shipping_address_id };
  const active = activeAddressIds(c, ctx.payload);
  const address = (id: string | null) => {
    const row = id ? loadAddress(db, id) : undefined;
    return row && row.customer_id === c.id ? serializeAddress(db, row, locale, defaults) : undefined;
  };
  const defaultBilling = address(c.default_billing_address_id);
  const defaultShipping = address(c.default_shipping_address_id);
  const activeBilling = active.billing === c.default_billing_address_id ? defaultBilling : (address(active.billing) ?? defaultBilling);
  const activeShipping = active.shipping === c.default_shipping_address_id ? defaultShipping : (address(active.shipping) ?? defaultShipping);
  const salutation = salutationFor(db, c.salutation_id);
  const payment = c.default_payment_method_id ? (db.prepare('SELECT * FROM payment_method WHERE id = ?').get(c.default_payment_method_id) as PaymentMethodRow | undefined) : undefined;
  const lastPayment = c.last_payment_method_id ? (db.prepare('SELECT * FROM payment_method WHERE id = ?').get(c.last_payment_method_id) as PaymentMethodRow | undefined) : undefined;
  const language = db.prepare('SELECT * FROM language WHERE id = ?').get(c.language_id) as LanguageRow | undefined;
  const group = c.account_type === 'business' ? CUSTOMER_GROUP.business : CUSTOMER_GROUP.private;
  const vatIds = vatIdsOf(c);
  const orderStats = customerOrderStats(db, c.id);
  return {
    id: c.id,
    groupId: group.id,
    salesChannelId: c.sales_channel_id,
    languageId: c.language_id,
    ...opt('lastPaymentMethodId', c.last_payment_method_id),
    ...opt('defaultPaymentMethodId', c.default_payment_method_id),
    defaultBillingAddressId: c.default_billing_address_id ?? '',
    defaultShippingAddressId: c.default_shipping_address_id ?? '',
    ...(activeBilling ? { activeBillingAddressId: activeBilling.id } : {}),
    ...(activeShipping ? { activeShippingAddressId: activeShipping.id } : {}),
    customerNumber: c.customer_number,
    ...opt('salutationId', salutation?.id ?? c.salutation_id),
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    ...opt('title', c.title),
    ...opt('affiliateCode', c.affiliate_code),
    ...opt('campaignCode', c.campaign_code),
    active: !!c.active,
    doubleOptInRegistration: !!c.double_opt_in_registration,
    ...opt('doubleOptInEmailSentDate', c.double_opt_in_email_sent_date),
    ...opt('doubleOptInConfirmDate', c.double_opt_in_confirm_date),
    guest: !!c.guest,
    ...opt('firstLogin', c.first_login),
    ...opt('lastLogin', c.last_login),
    ...opt('birthday', c.birthday),
    ...opt('lastOrderDate', orderStats.lastOrderDate),
    orderCount: orderStats.count,
    orderTotalAmount: orderStats.total,
    reviewCount: (db.prepare('SELECT COUNT(*) AS n FROM product_review WHERE customer_id = ?').get(c.id) as { n: number }).n,
    accountType: c.account_type,
    ...(c.account_type === 'business' ? { company: c.company ?? '', vatIds } : { vatIds }),
    customFields: {},
    tagIds: [],
    createdAt: c.created_at,
    ...opt('updatedAt', c.updated_at),
    group: { id: group.id, name: group.name, displayGross: group.displayGross, registrationActive: false, customFields: {}, translated: { name: group.name }, apiAlias: 'customer_group' },
    ...(language ? { language: withoutNulls(serializeLanguage(language)) } : {}),
    ...(payment ? { defaultPaymentMethod: withoutNulls(serializePaymentMethod(db, payment, locale, config.publicUrl)) } : {}),
    ...(lastPayment ? { lastPaymentMethod: withoutNulls(serializePaymentMethod(db, lastPayment, locale, config.publicUrl)) } : {}),
    ...(defaultBilling ? { defaultBillingAddress: defaultBilling } : {}),
    ...(defaultShipping ? { defaultShippingAddress: defaultShipping } : {}),
    activeBillingAddress: activeBilling ?? null,
    activeShippingAddress: activeShipping ?? null,
    ...(salutation ? { salutation: withoutNulls(serializeSalutation(salutation, locale, salutationPosition(db, salutation.id))) } : {}),
    apiAlias: 'customer',
  };
}

/** Order count, total and last date of a customer (0 before the order tables exist). */
function customerOrderStats(db: Db, customerId: string): { count: number; total: number; lastOrderDate: string | null } {
  try {
    const r = db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(amount_total), 0) AS total, MAX(order_date_time) AS last FROM "order" WHERE customer_id = ? AND state != 'cancelled'`).get(customerId) as {
      n: number;
      total: number;
      last: string | null;
    };
    return { count: r.n, total: Math.round(r.total * 100) / 100, lastOrderDate: r.last };
  } catch {
    return { count: 0, total: 0, lastOrderDate: null };
  }
}

export interface RequireCustomerOptions {
  /** Guests (customers without an account) may use the route (Shopware's LoginRequired(allowGuest: true)). */
  allowGuest?: boolean;
}

/** The logged-in customer of the session, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN. */
export function requireCustomer(db: Db, ctx: RequestContext, opts: RequireCustomerOptions = {}): CustomerRow {
  const customer = loadCustomer(db, ctx.customerId);
  if (!customer || !customer.active || (customer.guest && !opts.allowGuest)) {
    throw errors.customerNotLoggedIn();
  }
  return customer;
}

/** The customer of the session when logged in (guests included), else null. */
export function currentCustomer(db: Db, ctx: RequestContext): CustomerRow | null {
  const customer = loadCustomer(db, ctx.customerId);
  return customer && customer.active ? customer : null;
}
