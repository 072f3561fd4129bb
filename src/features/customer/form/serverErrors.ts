import type { StoreApiFailure } from '../../../api';
import type { FieldErrors, FieldMessage } from './validate';

/** Shopware violation codes → our translated messages (spec §5: server violations). */
const BY_CODE: Record<string, string> = {
  'VIOLATION::IS_BLANK_ERROR': 'validations:server.blank',
  'VIOLATION::TOO_SHORT_ERROR': 'validations:server.tooShort',
  'VIOLATION::TOO_LOW_ERROR': 'validations:server.tooLow',
  'VIOLATION::INVALID_FORMAT_ERROR': 'validations:email',
  'VIOLATION::ZIP_CODE_INVALID': 'validations:server.postalCodeFormat',
  'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT': 'validations:server.vatIdFormat',
  'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': 'validations:server.emailNotUnique',
  'VIOLATION::NOT_EQUAL_ERROR': 'validations:passwordsMatch',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'validations:server.wrongPassword',
  'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': 'validations:server.wrongPassword',
  'VIOLATION::PASSWORD_TOO_COMMON': 'validations:server.passwordTooCommon',
};

/** Pointers whose blank violation has a message of its own (terms, withdrawal waiver). */
const BY_POINTER: Record<string, string> = {
  '/tos': 'validations:acceptTerms',
  '/revocation': 'validations:withdrawalWaiver',
};

export function violationMessage(error: StoreApiFailure['errors'][number]): FieldMessage {
  const pointerKey = error.pointer ? BY_POINTER[error.pointer] : undefined;
  if (pointerKey) return { key: pointerKey };
  const limit = error.parameters?.['{{ limit }}'];
  if (error.code === 'VIOLATION::TOO_SHORT_ERROR' && limit !== undefined) return { key: 'validations:minLength', values: { min: Number(limit) } };
  return { key: (error.code && BY_CODE[error.code]) ?? 'validations:server.invalid' };
}

/**
 * Maps the server's violations to form fields. `fieldOf` turns a pointer ('/billingAddress/zipcode')
 * into a field path ('billing.zipcode'); pointers without a field land under '' (shown above the form).
 */
export function serverFieldErrors(failure: StoreApiFailure | null, fieldOf: (pointer: string) => string | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of failure?.errors ?? []) {
    const field = error.pointer ? fieldOf(error.pointer) : null;
    const key = field ?? '';
    if (!errors[key]) errors[key] = violationMessage(error);
  }
  return errors;
}

const REGISTRATION_FIELDS: Record<string, string> = {
  '/vatIds': 'vatId',
  '/birthdayDay': 'birthdate',
  '/birthdayMonth': 'birthdate',
  '/birthdayYear': 'birthdate',
  '/billingAddress/firstName': 'firstName',
  '/billingAddress/lastName': 'lastName',
  '/billingAddress/salutationId': 'salutationId',
  '/billingAddress/company': 'company',
};

/** Registration pointers → registration form fields. */
export function registrationFieldOf(pointer: string): string | null {
  if (REGISTRATION_FIELDS[pointer]) return REGISTRATION_FIELDS[pointer];
  const address = /^\/(billing|shipping)Address\/(\w+)$/.exec(pointer);
  if (address) return `${address[1]}.${address[2]}`;
  const top = /^\/(\w+)$/.exec(pointer);
  return top ? top[1] : null;
}

/** Address form pointers ('/zipcode') → fields of an address form with a prefix. */
export const addressFieldOf =
  (prefix: string) =>
  (pointer: string): string | null => {
    const match = /^\/(?:\w+Address\/)?(\w+)$/.exec(pointer);
    return match ? `${prefix}${match[1]}` : null;
  };

/** Account form pointers ('/emailConfirmation', '/newPassword') → the form's fields. */
export const accountFieldOf =
  (fields: Record<string, string>) =>
  (pointer: string): string | null =>
    fields[pointer] ?? null;
