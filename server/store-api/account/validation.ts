import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { isId } from '../../lib/ids';
import { VIOLATION } from '../errors';
import { quote, Violations, type Body } from '../validation';
import { type CountryRow, allowedStorefrontOrigins, isStorefrontUrl, type RequestContext } from '../context/public';
import { findActiveCountry, isActiveStateOf, notSpecifiedSalutationId, rowExists, type IdTable } from './customerRepository';

/**
 * Field readers for customer data (names, e-mail, addresses, VAT ids, birthdays, storefront URLs)
 * on top of the Store API's validation toolkit (store-api/validation.ts): each returns the value
 * or null and records the problem in the request's Violations (one per field).
 */
export { readBody, type Body } from '../validation';

/**
 * Like Shopware's register, profile and address routes: a missing salutation becomes the shop's
 * "not specified" salutation (when it has one) instead of staying empty.
 */
export function withDefaultSalutation(db: Db, body: Body): Body {
  if (body.salutationId) return body;
  const fallback = notSpecifiedSalutationId(db);
  return fallback ? { ...body, salutationId: fallback } : body;
}

export function nested(body: Body, key: string): Body | null {
  const v = body[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : null;
}

interface StringRule {
  required?: boolean;
  min?: number;
  max?: number;
  /** Passwords: never echoed in parameters and not trimmed. */
  secret?: boolean;
  /** Names that end up in e-mails must not carry links (Shopware's no-URL rule for names). */
  noUrl?: boolean;
  /** Free text (comments, messages): line breaks and tabs are fine, other controls are not. */
  multiline?: boolean;
}

/** C0/C1 control characters and the bidi embedding/override/isolate controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- as above, line breaks and tabs allowed
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** A string field: trimmed (unless secret), '' counts as missing; null when absent or invalid. */
export function str(c: Violations, body: Body, key: string, pointer: string, rule: StringRule = {}): string | null {
  const raw = body[key];
  if (raw === undefined || raw === null || (typeof raw === 'string' && (rule.secret ? raw === '' : raw.trim() === ''))) {
    if (rule.required) c.blank(pointer, rule.secret ? undefined : raw);
    return null;
  }
  if (typeof raw !== 'string') {
    if (typeof raw === 'number' && Number.isFinite(raw) && !rule.secret) return str(c, { [key]: String(raw) }, key, pointer, rule);
    c.type(pointer, 'string', raw);
    return null;
  }
  const value = rule.secret ? raw : raw.trim();
  const length = [...value].length;
  if (rule.min !== undefined && length < rule.min) {
    c.tooShort(pointer, rule.min, value, rule.secret);
    return null;
  }
  const max = rule.max ?? 255;
  if (length > max) {
    c.tooLong(pointer, max, value, rule.secret);
    return null;
  }
  if (rule.noUrl && /(https?:|www\.|:\/\/)/i.test(value)) {
    c.invalid(pointer, 'This value must not contain a URL.', value);
    return null;
  }
  // Control characters (line breaks in names: header and mail injection) and bidi overrides
  // (text that displays differently from what it is) never belong in a one-line field.
  if (!rule.secret && (rule.multiline ? UNSAFE_IN_TEXT : UNSAFE_CHARACTERS).test(value)) {
    c.invalid(pointer, 'This value must not contain control or text-direction characters.', value);
    return null;
  }
  return value;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function email(c: Violations, body: Body, key: string, pointer: string, required = true): string | null {
  const value = str(c, body, key, pointer, { required, max: 254 });
  if (value === null) return null;
  if (!isEmail(value)) {
    c.add(pointer, VIOLATION.invalidEmail, 'This value is not a valid email address.', { '{{ value }}': quote(value) });
    return null;
  }
  return value;
}

export function bool(c: Violations, body: Body, key: string, pointer: string): boolean | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false' || v === '') return false;
  c.type(pointer, 'bool', v);
  return null;
}

/** An id field that must name a row of `table` (optional unless required). */
export function entityId(c: Violations, db: Db, body: Body, key: string, pointer: string, table: IdTable, entity: string, required = false, where = ''): string | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') {
    if (required) c.blank(pointer, v);
    return null;
  }
  if (!isId(v) || !rowExists(db, table, v, where)) {
    c.notFound(pointer, entity, v);
    return null;
  }
  return v;
}

/** The whole birthday or none: day, month and year together (spec §5). */
export function birthday(c: Violations, body: Body, pointerPrefix = ''): string | null | undefined {
  const keys = ['birthdayDay', 'birthdayMonth', 'birthdayYear'] as const;
  const present = keys.filter((k) => body[k] !== undefined && body[k] !== null && body[k] !== '');
  if (present.length === 0) return keys.some((k) => k in body) ? null : undefined;
  const values: Record<string, number> = {};
  const currentYear = new Date().getUTCFullYear();
  const ranges = { birthdayDay: [1, 31], birthdayMonth: [1, 12], birthdayYear: [1900, currentYear] } as const;
  for (const k of keys) {
    const pointer = `${pointerPrefix}/${k}`;
    const raw = body[k];
    if (raw === undefined || raw === null || raw === '') {
      c.blank(pointer, raw);
      continue;
    }
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isInteger(n)) {
      c.type(pointer, 'int', raw);
      continue;
    }
    const [min, max] = ranges[k];
    if (n < min || n > max) {
      c.add(pointer, 'VIOLATION::NOT_IN_RANGE_ERROR', `This value should be between ${min} and ${max}.`, { '{{ value }}': n, '{{ min }}': min, '{{ max }}': max });
      continue;
    }
    values[k] = n;
  }
  if (Object.keys(values).length !== 3) return null;
  const date = new Date(Date.UTC(values.birthdayYear, values.birthdayMonth - 1, values.birthdayDay));
  if (date.getUTCDate() !== values.birthdayDay || date.getTime() > Date.now()) {
    c.invalid(`${pointerPrefix}/birthdayDay`, 'The birthday is not a valid date.', `${values.birthdayYear}-${values.birthdayMonth}-${values.birthdayDay}`);
    return null;
  }
  return date.toISOString().slice(0, 10);
}

function patternMatches(pattern: string, value: string): boolean {
  let re: RegExp;
  try {
    re = new RegExp(pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1'), 'u');
  } catch {
    return true; // a broken pattern in the data never blocks a customer
  }
  return re.test(value) || re.test(value.toUpperCase());
}

/** VAT IDs (business accounts) checked against the billing country's pattern. */
export function vatIds(c: Violations, body: Body, country: CountryRow | undefined, pointer = '/vatIds', required = true): string[] | null {
  let raw = body.vatIds;
  if ((raw === undefined || raw === null) && typeof body.vatId === 'string') raw = [body.vatId];
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.every((v) => typeof v === 'string' && v.trim() === ''))) {
    if (required) c.blank(pointer, raw ?? null);
    return required ? null : [];
  }
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) {
    c.type(pointer, 'array', raw);
    return null;
  }
  const ids = (raw as string[]).map((v) => v.replace(/[\s.-]/g, '').toUpperCase()).filter(Boolean);
  if (ids.length > 5 || ids.some((v) => v.length > 50)) {
    c.invalid(pointer, 'Too many or too long VAT IDs.', raw);
    return null;
  }
  if (country?.vat_id_pattern) {
    const wrong = ids.find((v) => !patternMatches(country.vat_id_pattern!, v));
    if (wrong) {
      c.add(pointer, VIOLATION.vatIdFormat, `The format of vatId "${wrong}" is not correct.`, { '{{ vatId }}': wrong });
      return null;
    }
  }
  return [...new Set(ids)];
}

export interface AddressInput {
  countryId: string;
  countryStateId: string | null;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

/**
 * Shopware's address validation (AddressValidationFactory + CustomerZipCode): names, street,
 * city, an active country, the postal code per country (required unless the country says not,
 * and matching its pattern), the state when the country forces one. Returns null on violations.
 */
export function address(c: Violations, db: Db, body: Body, prefix: string, opts: { requireCompany?: boolean; shipping?: boolean } = {}): AddressInput | null {
  const before = c.list.length;
  const countryId = body.countryId;
  let country: CountryRow | undefined;
  if (countryId === undefined || countryId === null || countryId === '') {
    c.blank(`${prefix}/countryId`, countryId);
  } else if (!isId(countryId) || !(country = findActiveCountry(db, countryId))) {
    c.notFound(`${prefix}/countryId`, 'country', countryId);
  } else if (opts.shipping && !country.shipping_available) {
    c.invalid(`${prefix}/countryId`, 'This country is not available for shipping.', countryId);
  }

  const salutationId = entityId(c, db, body, 'salutationId', `${prefix}/salutationId`, 'salutation', 'salutation');
  const title = str(c, body, 'title', `${prefix}/title`, { max: 100 });
  const firstName = str(c, body, 'firstName', `${prefix}/firstName`, { required: true, noUrl: true });
  const lastName = str(c, body, 'lastName', `${prefix}/lastName`, { required: true, noUrl: true });
  const company = str(c, body, 'company', `${prefix}/company`, { required: !!opts.requireCompany });
  const department = str(c, body, 'department', `${prefix}/department`);
  const street = str(c, body, 'street', `${prefix}/street`, { required: true });
  const city = str(c, body, 'city', `${prefix}/city`, { required: true });
  const phoneNumber = str(c, body, 'phoneNumber', `${prefix}/phoneNumber`, { max: 40 });
  const additionalAddressLine1 = str(c, body, 'additionalAddressLine1', `${prefix}/additionalAddressLine1`);
  const additionalAddressLine2 = str(c, body, 'additionalAddressLine2', `${prefix}/additionalAddressLine2`);
  const zipcode = str(c, body, 'zipcode', `${prefix}/zipcode`, { required: country ? !!country.postal_code_required : true, max: 50 });
  if (country && zipcode && country.postal_code_pattern && !patternMatches(country.postal_code_pattern, zipcode)) {
    c.add(`${prefix}/zipcode`, VIOLATION.postalCodeFormat, `This value is not a valid ZIP code for country "${country.iso}"`, {
      '{{ iso }}': quote(country.iso),
      '{{ value }}': quote(zipcode),
    });
  }

  let countryStateId: string | null = null;
  const rawState = body.countryStateId;
  if (rawState === undefined || rawState === null || rawState === '') {
    if (country?.force_state_in_registration) c.blank(`${prefix}/countryStateId`, rawState);
  } else if (!isId(rawState) || (country && !isActiveStateOf(db, rawState, country.id))) {
    c.notFound(`${prefix}/countryStateId`, 'country_state', rawState);
  } else {
    countryStateId = rawState;
  }

  if (c.list.length !== before || !country || !firstName || !lastName || !street || !city) return null;
  return {
    countryId: country.id,
    countryStateId,
    salutationId,
    title,
    firstName,
    lastName,
    company,
    department,
    street,
    zipcode,
    city,
    phoneNumber,
    additionalAddressLine1,
    additionalAddressLine2,
  };
}

/**
 * `storefrontUrl` has to be one of the shop's domains (Shopware checks the sales channel
 * domains): SALES_CHANNEL_DOMAINS / the public URL, the sales channel's configured `domains`, and
 * localhost in development only. Returns the URL without a trailing slash.
 */
export function storefrontUrl(c: Violations, deps: AppDeps, ctx: RequestContext, body: Body, key = 'storefrontUrl'): string | null {
  const value = str(c, body, key, `/${key}`, { required: true, max: 500 });
  if (value === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !isStorefrontUrl(deps, ctx, url)) {
    c.choice(`/${key}`, value, [...allowedStorefrontOrigins(deps, ctx)]);
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
