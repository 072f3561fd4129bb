import { describe, expect, it } from 'vitest';
import type { CountryRulesView } from '../../../api';
import { accountFieldOf, addressFieldOf, registrationFieldOf, serverFieldErrors } from './serverErrors';
import {
  birthdateError,
  emailError,
  newPasswordErrors,
  normalizeVatId,
  PASSWORD_MIN_LENGTH,
  postalCodeError,
  validateEmailChange,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
} from './validate';
import { emptyRegistration, type RegistrationValues } from './values';

const DE: CountryRulesView = { id: 'de', iso: 'DE', name: 'Deutschland', postalCodeRequired: true, postalCodePattern: '^\\d{5}$', forceState: false, displayState: true, vatIdPattern: '^DE\\d{9}$' };
const AE: CountryRulesView = { id: 'ae', iso: 'AE', name: 'VAE', postalCodeRequired: false, forceState: true, displayState: true };
const countries = [DE, AE];

function filled(patch: Partial<RegistrationValues> = {}): RegistrationValues {
  const v = emptyRegistration('de');
  return {
    ...v,
    firstName: 'Lena',
    lastName: 'Hofmann',
    email: 'lena@example.com',
    emailConfirm: 'lena@example.com',
    password: 'Stallwerk2026!',
    passwordConfirm: 'Stallwerk2026!',
    billing: { ...v.billing, street: 'Lindenweg 12', zipcode: '49377', city: 'Vechta' },
    ...patch,
  };
}

describe('registration form validation (spec §5)', () => {
  it('accepts a complete private customer', () => {
    expect(validateRegistration(filled(), { guest: false, countries })).toEqual({});
  });

  it('requires names, e-mail, street, postal code and city', () => {
    const errors = validateRegistration(emptyRegistration('de'), { guest: true, countries });
    expect(Object.keys(errors).sort()).toEqual(['billing.city', 'billing.street', 'billing.zipcode', 'email', 'firstName', 'lastName']);
    expect(errors.email).toEqual({ key: 'validations:required' });
  });

  it('guests need no password', () => {
    expect(validateRegistration(filled({ password: '', passwordConfirm: '', emailConfirm: '' }), { guest: true, countries })).toEqual({});
  });

  it("says 'Passwords do not match' and checks the minimum length", () => {
    expect(validateRegistration(filled({ passwordConfirm: 'other-one' }), { guest: false, countries }).passwordConfirm).toEqual({ key: 'validations:passwordsMatch' });
    expect(validateRegistration(filled({ password: 'short', passwordConfirm: 'short' }), { guest: false, countries }).password).toEqual({
      key: 'validations:minLength',
      values: { min: PASSWORD_MIN_LENGTH },
    });
  });

  it('wants the e-mail twice and valid', () => {
    expect(validateRegistration(filled({ emailConfirm: 'x@example.com' }), { guest: false, countries }).emailConfirm?.key).toBe('checkout:fields.emailMismatch');
    expect(validateRegistration(filled({ email: 'no-at-sign', emailConfirm: 'no-at-sign' }), { guest: false, countries }).email?.key).toBe('validations:email');
  });

  it('requires company and a VAT ID in the country format for business customers', () => {
    const errors = validateRegistration(filled({ accountType: 'business' }), { guest: false, countries });
    expect(errors.company?.key).toBe('validations:required');
    expect(errors.vatId?.key).toBe('validations:required');
    expect(validateRegistration(filled({ accountType: 'business', company: 'Hof', vatId: 'DE12' }), { guest: false, countries }).vatId?.key).toBe('validations:server.vatIdFormat');
    expect(validateRegistration(filled({ accountType: 'business', company: 'Hof', vatId: 'DE 123 456 789' }), { guest: false, countries })).toEqual({});
  });

  it('checks the shipping address only when it differs', () => {
    const v = filled({ differentShipping: true });
    expect(Object.keys(validateRegistration(v, { guest: true, countries }))).toContain('shipping.street');
  });

  it('needs the state where the country forces one, and no postal code there', () => {
    const v = filled();
    const errors = validateRegistration({ ...v, billing: { ...v.billing, countryId: 'ae', zipcode: '' } }, { guest: true, countries, billingHasStates: true });
    expect(errors).toEqual({ 'billing.countryStateId': { key: 'validations:required' } });
  });
});

describe('postal code and birthdate', () => {
  it('checks the postal code against the country pattern', () => {
    expect(postalCodeError('4937', DE)).toEqual({ key: 'validations:server.postalCodeFormat' });
    expect(postalCodeError('49377', DE)).toBeNull();
    expect(postalCodeError('', AE)).toBeNull();
    expect(postalCodeError('', DE)).toEqual({ key: 'validations:required' });
  });

  it('accepts a complete or empty birthdate only', () => {
    expect(birthdateError('', '', '')).toBeNull();
    expect(birthdateError('14', '5', '1988')).toBeNull();
    expect(birthdateError('14', '', '1988')).toEqual({ key: 'validations:birthdateIncomplete' });
    expect(birthdateError('31', '2', '1988')).toEqual({ key: 'validations:server.invalid' });
  });
});

describe('server violations at the field', () => {
  const failure = {
    status: 400,
    errors: [
      { code: 'VIOLATION::ZIP_CODE_INVALID', pointer: '/billingAddress/zipcode' },
      { code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', pointer: '/email' },
      { code: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', pointer: '/vatIds' },
      { code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/password', parameters: { '{{ limit }}': '10' } },
      { code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/tos' },
      { code: 'SOMETHING', pointer: '/unknown/deep/pointer' },
    ],
  };

  it("the password policy's violations get their messages", () => {
    const policy = {
      status: 400,
      errors: [
        { code: 'VIOLATION::PASSWORD_TOO_COMMON', pointer: '/password' },
        { code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/currentPassword' },
      ],
    };
    expect(serverFieldErrors(policy as never, registrationFieldOf)).toEqual({
      password: { key: 'validations:server.passwordTooCommon' },
      currentPassword: { key: 'validations:server.wrongPassword' },
    });
  });

  it('maps registration pointers and codes to fields and messages', () => {
    expect(serverFieldErrors(failure, registrationFieldOf)).toEqual({
      'billing.zipcode': { key: 'validations:server.postalCodeFormat' },
      email: { key: 'validations:server.emailNotUnique' },
      vatId: { key: 'validations:server.vatIdFormat' },
      password: { key: 'validations:minLength', values: { min: 10 } },
      tos: { key: 'validations:acceptTerms' },
      '': { key: 'validations:server.invalid' },
    });
  });

  it('maps address form pointers with a prefix', () => {
    expect(addressFieldOf('new.')('/zipcode')).toBe('new.zipcode');
    expect(addressFieldOf('')('/shippingAddress/city')).toBe('city');
  });
});

describe('the account forms share the registration rules', () => {
  it('profile: names, complete-or-empty birthdate, company and VAT ID of the billing country for business accounts', () => {
    const v = filled();
    expect(validateProfile(v, DE)).toEqual({});
    expect(validateProfile({ ...v, firstName: ' ', birthdayDay: '3' }, DE)).toEqual({ firstName: { key: 'validations:required' }, birthdate: { key: 'validations:birthdateIncomplete' } });
    expect(validateProfile({ ...v, accountType: 'business', company: 'Hof Lindenweg', vatId: 'DE12' }, DE)).toEqual({ vatId: { key: 'validations:server.vatIdFormat' } });
    expect(validateProfile({ ...v, accountType: 'business', company: 'Hof Lindenweg', vatId: 'de-123.456.789' }, DE)).toEqual({});
    expect(normalizeVatId('de 123.456-789')).toBe('DE123456789');
  });

  it('e-mail change: the new address twice, valid, and the current password', () => {
    expect(validateEmailChange({ email: 'neu@example.com', emailConfirm: 'NEU@example.com', password: 'x' })).toEqual({});
    expect(validateEmailChange({ email: 'neu@example', emailConfirm: 'other@example.com', password: '' })).toEqual({
      email: { key: 'validations:email' },
      emailConfirm: { key: 'checkout:fields.emailMismatch' },
      password: { key: 'validations:required' },
    });
  });

  it("password change: current password, new one with the minimum length, 'Passwords do not match'", () => {
    expect(validatePasswordChange({ password: 'old', newPassword: 'Heuballen-42x', newPasswordConfirm: 'Heuballen-42x' })).toEqual({});
    expect(validatePasswordChange({ password: '', newPassword: 'kurz', newPasswordConfirm: 'anders' })).toEqual({
      password: { key: 'validations:required' },
      newPassword: { key: 'validations:minLength', values: { min: PASSWORD_MIN_LENGTH } },
      newPasswordConfirm: { key: 'validations:passwordsMatch' },
    });
  });

  it('password reset and registration use the same new-password rule', () => {
    const reset = newPasswordErrors('Heuballen-42x', 'Heuballen-42y', { password: 'newPassword', confirm: 'newPasswordConfirm' });
    expect(reset).toEqual({ newPasswordConfirm: { key: 'validations:passwordsMatch' } });
    const registration = validateRegistration(filled({ password: 'Heuballen-42x', passwordConfirm: 'Heuballen-42y' }), { guest: false, countries });
    expect(registration).toEqual({ passwordConfirm: reset.newPasswordConfirm });
  });

  it('sign-in and recovery e-mail', () => {
    expect(emailError('')).toEqual({ key: 'validations:required' });
    expect(emailError('lena@')).toEqual({ key: 'validations:email' });
    expect(emailError(' lena@example.com ')).toBeNull();
  });

  it('maps account form pointers and the wrong current password', () => {
    const failure = {
      status: 400,
      errors: [
        { code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' },
        { code: 'VIOLATION::NOT_EQUAL_ERROR', pointer: '/emailConfirmation' },
      ],
    };
    expect(serverFieldErrors(failure, accountFieldOf({ '/password': 'password', '/emailConfirmation': 'emailConfirm' }))).toEqual({
      password: { key: 'validations:server.wrongPassword' },
      emailConfirm: { key: 'validations:passwordsMatch' },
    });
  });
});
