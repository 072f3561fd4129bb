import type { AddressInput, AddressView } from '../../../api';

/** The address form's values: every field a string, as the inputs hold them. */
export interface AddressValues {
  salutationId: string;
  title: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  additionalAddressLine1: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string;
  phoneNumber: string;
}

/** The registration form (customer or guest) with its billing and optional shipping address. */
export interface RegistrationValues {
  accountType: 'private' | 'business';
  salutationId: string;
  title: string;
  firstName: string;
  lastName: string;
  birthdayDay: string;
  birthdayMonth: string;
  birthdayYear: string;
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  company: string;
  vatId: string;
  billing: AddressValues;
  differentShipping: boolean;
  shipping: AddressValues;
}

export const emptyAddress = (countryId = ''): AddressValues => ({
  salutationId: '',
  title: '',
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  additionalAddressLine1: '',
  zipcode: '',
  city: '',
  countryId,
  countryStateId: '',
  phoneNumber: '',
});

export const emptyRegistration = (countryId = ''): RegistrationValues => ({
  accountType: 'private',
  salutationId: '',
  title: '',
  firstName: '',
  lastName: '',
  birthdayDay: '',
  birthdayMonth: '',
  birthdayYear: '',
  email: '',
  emailConfirm: '',
  password: '',
  passwordConfirm: '',
  company: '',
  vatId: '',
  billing: emptyAddress(countryId),
  differentShipping: false,
  shipping: emptyAddress(countryId),
});

export const addressValuesOf = (a: AddressView): AddressValues => ({
  salutationId: a.salutationId ?? '',
  title: a.title ?? '',
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company ?? '',
  street: a.street,
  additionalAddressLine1: a.additionalAddressLine1 ?? '',
  zipcode: a.zipcode ?? '',
  city: a.city,
  countryId: a.countryId,
  countryStateId: a.countryStateId ?? '',
  phoneNumber: a.phoneNumber ?? '',
});

const opt = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

/** The API's address body; empty optional fields are left out. */
export function toAddressInput(v: AddressValues, names?: { firstName: string; lastName: string; salutationId: string }): AddressInput {
  return {
    salutationId: opt(v.salutationId) ?? opt(names?.salutationId ?? ''),
    title: opt(v.title),
    firstName: opt(v.firstName) ?? names?.firstName.trim() ?? '',
    lastName: opt(v.lastName) ?? names?.lastName.trim() ?? '',
    company: opt(v.company),
    street: v.street.trim(),
    additionalAddressLine1: opt(v.additionalAddressLine1),
    zipcode: opt(v.zipcode),
    city: v.city.trim(),
    countryId: v.countryId,
    countryStateId: opt(v.countryStateId),
    phoneNumber: opt(v.phoneNumber),
  };
}
