import type { CountryRulesView } from '../../../api';
import type { AddressValues, RegistrationValues } from './values';

/** A validation message: a translation key (validations: or checkout: namespace) and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Field path ('email', 'billing.zipcode') → message. */
export type FieldErrors = Record<string, FieldMessage>;

/** The server's password policy (≥ 10 characters; common passwords are refused server-side). */
export const PASSWORD_MIN_LENGTH = 10;
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

/** A new password typed twice: required, minimum length, both the same ('Passwords do not match'). */
export function newPasswordErrors(password: string, confirm: string, fields: { password: string; confirm: string } = { password: 'password', confirm: 'passwordConfirm' }): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors[fields.password] = { key: 'validations:required' };
  else if (password.length < PASSWORD_MIN_LENGTH) errors[fields.password] = { key: 'validations:minLength', values: { min: PASSWORD_MIN_LENGTH } };
  if (!confirm) errors[fields.confirm] = { key: 'validations:required' };
  else if (password && confirm !== password) errors[fields.confirm] = { key: 'validations:passwordsMatch' };
  return errors;
}

/** An e-mail address typed twice: required, valid, both the same. */
export function emailPairErrors(email: string, confirm: string, fields: { email: string; confirm: string } = { email: 'email', confirm: 'emailConfirm' }): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors[fields.email] = { key: 'validations:required' };
  else if (!isEmail(email)) errors[fields.email] = { key: 'validations:email' };
  if (!confirm.trim()) errors[fields.confirm] = { key: 'validations:required' };
  else if (confirm.trim().toLowerCase() !== email.trim().toLowerCase()) errors[fields.confirm] = { key: 'checkout:fields.emailMismatch' };
  return errors;
}

/** The VAT ID as the API wants it: no spaces, dots or dashes, upper case. */
export const normalizeVatId = (vatId: string): string => vatId.replace(/[\s.-]/g, '').toUpperCase();

type PersonalValues = Pick<RegistrationValues, 'accountType' | 'firstName' | 'lastName' | 'birthdayDay' | 'birthdayMonth' | 'birthdayYear' | 'company' | 'vatId'>;

/** Names, birthdate and, for business customers, company and VAT ID in the country's format. */
function personalErrors(v: PersonalValues, vatCountry: CountryRulesView | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.firstName.trim()) errors.firstName = { key: 'validations:required' };
  if (!v.lastName.trim()) errors.lastName = { key: 'validations:required' };
  const birth = birthdateError(v.birthdayDay, v.birthdayMonth, v.birthdayYear);
  if (birth) errors.birthdate = birth;
  if (v.accountType === 'business') {
    if (!v.company.trim()) errors.company = { key: 'validations:required' };
    const vat = normalizeVatId(v.vatId);
    if (!vat) errors.vatId = { key: 'validations:required' };
    else if (vatCountry?.vatIdPattern && !testPattern(vatCountry.vatIdPattern, vat)) errors.vatId = { key: 'validations:server.vatIdFormat' };
  }
  return errors;
}

/**
 * The registration form's client checks (spec §5). The server checks again; its violations are
 * mapped onto the same fields (see serverErrors.ts).
 */
export function validateRegistration(v: RegistrationValues, options: { guest: boolean; countries: CountryRulesView[]; billingHasStates?: boolean; shippingHasStates?: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  Object.assign(
    errors,
    personalErrors(
      v,
      options.countries.find((c) => c.id === v.billing.countryId),
    ),
  );
  if (options.guest) {
    if (!v.email.trim()) errors.email = { key: 'validations:required' };
    else if (!isEmail(v.email)) errors.email = { key: 'validations:email' };
  } else {
    Object.assign(errors, emailPairErrors(v.email, v.emailConfirm), newPasswordErrors(v.password, v.passwordConfirm));
  }
  Object.assign(errors, validateAddress(v.billing, options.countries, 'billing.', false, options.billingHasStates));
  if (v.differentShipping) Object.assign(errors, validateAddress(v.shipping, options.countries, 'shipping.', true, options.shippingHasStates));
  return errors;
}

/** The account's personal data (same rules as the registration; the VAT ID follows the billing country). */
export function validateProfile(v: PersonalValues, billingCountry: CountryRulesView | undefined): FieldErrors {
  return personalErrors(v, billingCountry);
}

/** Change of e-mail: the new address twice and the current password. */
export function validateEmailChange(v: { email: string; emailConfirm: string; password: string }): FieldErrors {
  const errors = emailPairErrors(v.email, v.emailConfirm);
  if (!v.password) errors.password = { key: 'validations:required' };
  return errors;
}

/** Change of password: the current one and the new one twice. */
export function validatePasswordChange(v: { password: string; newPassword: string; newPasswordConfirm: string }): FieldErrors {
  const errors = newPasswordErrors(v.newPassword, v.newPasswordConfirm, { password: 'newPassword', confirm: 'newPasswordConfirm' });
  if (!v.password) errors.password = { key: 'validations:required' };
  return errors;
}

/** Sign-in and password recovery: a valid e-mail address. */
export function emailError(email: string): FieldMessage | null {
  if (!email.trim()) return { key: 'validations:required' };
  return isEmail(email) ? null : { key: 'validations:email' };
}
