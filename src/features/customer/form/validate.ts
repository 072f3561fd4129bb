import type { CountryRulesView } from '../../../api';
import type { AddressValues, RegistrationValues } from './values';

/** A validation message: a translation key (validations: or checkout: namespace) and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Field path ('email', 'billing.zipcode') → message. */
export type FieldErrors = Record<string, FieldMessage>;

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim());

function testPattern(pattern: string, value: string): boolean {
  try {
    const re = new RegExp(pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1'), 'u');
    return re.test(value) || re.test(value.toUpperCase());
  } catch {
    return true; // a broken pattern in the shop data never blocks the shopper
  }
}

/** Postal code rules of a country (spec §5: postal code format wrong). */
export function postalCodeError(zipcode: string, country: CountryRulesView | undefined): FieldMessage | null {
  const value = zipcode.trim();
  if (!value) return country && !country.postalCodeRequired ? null : { key: 'validations:required' };
  if (country?.postalCodePattern && !testPattern(country.postalCodePattern, value)) return { key: 'validations:server.postalCodeFormat' };
  return null;
}

/** Validates an address; `prefix` namespaces the field paths ('billing.'), `withNames` checks names. */
export function validateAddress(v: AddressValues, countries: CountryRulesView[], prefix = '', withNames = true, hasStates = false): FieldErrors {
  const errors: FieldErrors = {};
  const required = (field: keyof AddressValues) => {
    if (!v[field].trim()) errors[`${prefix}${field}`] = { key: 'validations:required' };
  };
  if (withNames) {
    required('firstName');
    required('lastName');
  }
  required('street');
  required('city');
  required('countryId');
  const country = countries.find((c) => c.id === v.countryId);
  const zip = postalCodeError(v.zipcode, country);
  if (zip) errors[`${prefix}zipcode`] = zip;
  if (country?.forceState && hasStates && !v.countryStateId) errors[`${prefix}countryStateId`] = { key: 'validations:required' };
  return errors;
}

/** Birthdate: complete (day, month, year) or empty (spec §5). */
export function birthdateError(day: string, month: string, year: string, now = new Date()): FieldMessage | null {
  const parts = [day, month, year].map((p) => p.trim());
  const given = parts.filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) return { key: 'validations:birthdateIncomplete' };
  const [d, m, y] = parts.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y) || y < 1900 || date.getUTCDate() !== d || date.getUTCMonth() !== m - 1 || date > now) {
    return { key: 'validations:server.invalid' };
  }
  return null;
}

/**
 * The registration form's client checks (spec §5). The server checks again; its violations are
 * mapped onto the same fields (see serverErrors.ts).
 */
export function validateRegistration(v: RegistrationValues, options: { guest: boolean; countries: CountryRulesView[]; billingHasStates?: boolean; shippingHasStates?: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: 'firstName' | 'lastName' | 'email') => {
    if (!v[field].trim()) errors[field] = { key: 'validations:required' };
  };
  need('firstName');
  need('lastName');
  need('email');
  if (v.email.trim() && !isEmail(v.email)) errors.email = { key: 'validations:email' };
  if (!options.guest) {
    if (!v.emailConfirm.trim()) errors.emailConfirm = { key: 'validations:required' };
    else if (v.emailConfirm.trim().toLowerCase() !== v.email.trim().toLowerCase()) errors.emailConfirm = { key: 'checkout:fields.emailMismatch' };
    if (!v.password) errors.password = { key: 'validations:required' };
    else if (v.password.length < PASSWORD_MIN_LENGTH) errors.password = { key: 'validations:minLength', values: { min: PASSWORD_MIN_LENGTH } };
    if (!v.passwordConfirm) errors.passwordConfirm = { key: 'validations:required' };
    else if (v.password && v.passwordConfirm !== v.password) errors.passwordConfirm = { key: 'validations:passwordsMatch' };
  }
  const birth = birthdateError(v.birthdayDay, v.birthdayMonth, v.birthdayYear);
  if (birth) errors.birthdate = birth;
  if (v.accountType === 'business') {
    if (!v.company.trim()) errors.company = { key: 'validations:required' };
    const country = options.countries.find((c) => c.id === v.billing.countryId);
    const vat = v.vatId.replace(/[\s.-]/g, '').toUpperCase();
    if (!vat) errors.vatId = { key: 'validations:required' };
    else if (country?.vatIdPattern && !testPattern(country.vatIdPattern, vat)) errors.vatId = { key: 'validations:server.vatIdFormat' };
  }
  Object.assign(errors, validateAddress(v.billing, options.countries, 'billing.', false, options.billingHasStates));
  if (v.differentShipping) Object.assign(errors, validateAddress(v.shipping, options.countries, 'shipping.', true, options.shippingHasStates));
  return errors;
}
