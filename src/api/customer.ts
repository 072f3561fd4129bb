/** Customer calls of the checkout: sign-in, registration (customer or guest), addresses. */
import { mapAddress, mapCountryRules, mapSalutation } from './map/checkout';
import { translated } from './map/schemas';
import { memo } from './memo';
import { storeApi } from './storeApi';
import type { AddressInput, AddressView, CountryRulesView, CountryStateView, RegistrationResult, SalutationView } from './types';

/** Signs in (POST /account/login); the server answers with a new context token. */
export async function login(username: string, password: string): Promise<void> {
  await storeApi.invoke('loginCustomer post /account/login', { body: { username, password } });
}

/** Signs out (POST /account/logout); guests lose their session, the cart stays with the token. */
export async function logout(): Promise<void> {
  await storeApi.invoke('logoutCustomer post /account/logout');
}

export interface RegistrationInput {
  guest: boolean;
  accountType: 'private' | 'business';
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  birthdayDay?: number;
  birthdayMonth?: number;
  birthdayYear?: number;
  company?: string;
  vatIds?: string[];
  billingAddress: AddressInput;
  shippingAddress?: AddressInput;
  acceptedDataProtection: boolean;
  /** The storefront's address for links in the confirmation mail (origin + locale prefix). */
  storefrontUrl: string;
}

/** Registers a customer or a guest (POST /account/register). */
export async function register(input: RegistrationInput): Promise<RegistrationResult> {
  const { billingAddress, shippingAddress, company, vatIds, password, ...rest } = input;
  const body = {
    ...rest,
    ...(password ? { password } : {}),
    ...(input.accountType === 'business' ? { company, vatIds: vatIds?.filter(Boolean) ?? [] } : {}),
    billingAddress: { ...billingAddress, ...(input.accountType === 'business' && company ? { company } : {}) },
    ...(shippingAddress ? { shippingAddress } : {}),
  };
  const { data } = await storeApi.invoke('register post /account/register', { body });
  const customer = data;
  const active = customer.active !== false;
  return { customerId: customer.id, active, guest: Boolean(customer.guest), needsConfirmation: !active && Boolean(customer.doubleOptInRegistration ?? true) };
}

/** The customer's address book (POST /account/list-address); a 403 gives an empty list (spec §7). */
export async function listAddresses(): Promise<AddressView[]> {
  try {
    const { data } = await storeApi.invoke('listAddress post /account/list-address', {
      body: { associations: { country: {}, countryState: {}, salutation: {} }, limit: 50 },
    });
    return (data.elements ?? []).map(mapAddress).filter((a): a is AddressView => Boolean(a));
  } catch (error) {
    if ((error as { status?: number }).status === 403) return [];
    throw error;
  }
}

/** Adds an address to the address book (POST /account/address). */
export async function createAddress(address: AddressInput): Promise<AddressView> {
  const { data } = await storeApi.invoke('createCustomerAddress post /account/address', { body: address });
  return mapAddress(data) as AddressView;
}

/** Changes an address (PATCH /account/address/{addressId}). */
export async function updateAddress(addressId: string, address: AddressInput): Promise<AddressView> {
  const { data } = await storeApi.invoke('updateCustomerAddress patch /account/address/{addressId}', { pathParams: { addressId }, body: address });
  return mapAddress(data) as AddressView;
}

/** Salutations (POST /salutation), memoised per language. */
export function fetchSalutations(languageId: string | undefined): Promise<SalutationView[]> {
  return memo(`salutations:${languageId}`, async () => {
    const { data } = await storeApi.invoke('readSalutation post /salutation', { body: {} });
    return (data.elements ?? []).map(mapSalutation);
  });
}

/** Countries that can be shipped to, with their postal code and state rules. */
export function fetchCountryRules(languageId: string | undefined): Promise<CountryRulesView[]> {
  return memo(`country-rules:${languageId}`, async () => {
    const { data } = await storeApi.invoke('readCountry post /country', {
      body: { filter: [{ type: 'equals', field: 'active', value: true }], sort: [{ field: 'position', order: 'ASC' }], limit: 100 },
    });
    return (data.elements ?? []).map(mapCountryRules);
  });
}

/** States of a country (POST /country-state/{countryId}). */
export function fetchCountryStates(countryId: string, languageId: string | undefined): Promise<CountryStateView[]> {
  return memo(`country-states:${countryId}:${languageId}`, async () => {
    const { data } = await storeApi.invoke('readCountryState post /country-state/{countryId}', { pathParams: { countryId }, body: { limit: 100 } });
    return (data.elements ?? []).map((s) => {
      return { id: s.id, name: translated(s, 'name') ?? '', shortCode: s.shortCode };
    });
  });
}
