/** Account calls: the customer's profile, credentials, addresses, defaults, confirmation and recovery. */
import { mapAddress, mapMethod } from './map/checkout';
import { asLoose, num, str, translated } from './map/schemas';
import { storeApi } from './storeApi';
import type { AccountCustomerView, NewsletterStatusView, ProfileInput } from './types';

export function mapAccountCustomer(entity: unknown): AccountCustomerView {
  const c = asLoose(entity);
  const salutation = asLoose(c.salutation);
  const payment = c.defaultPaymentMethod ? mapMethod(asLoose(c.defaultPaymentMethod)) : undefined;
  return {
    id: String(c.id),
    customerNumber: str(c.customerNumber),
    accountType: c.accountType === 'business' ? 'business' : 'private',
    email: str(c.email) ?? '',
    salutationId: str(c.salutationId),
    salutation: salutation.salutationKey === 'not_specified' ? undefined : translated(salutation, 'displayName'),
    title: str(c.title),
    firstName: str(c.firstName) ?? '',
    lastName: str(c.lastName) ?? '',
    birthday: str(c.birthday)?.slice(0, 10),
    company: str(c.company),
    vatIds: Array.isArray(c.vatIds) ? c.vatIds.filter((v): v is string => typeof v === 'string') : [],
    defaultBillingAddressId: str(c.defaultBillingAddressId),
    defaultShippingAddressId: str(c.defaultShippingAddressId),
    defaultBillingAddress: mapAddress(c.defaultBillingAddress),
    defaultShippingAddress: mapAddress(c.defaultShippingAddress),
    defaultPaymentMethodId: str(c.defaultPaymentMethodId) ?? payment?.id,
    defaultPaymentMethod: payment,
    orderCount: num(c.orderCount) ?? 0,
  };
}

/** The signed-in customer with default addresses and payment method (POST /account/customer). */
export async function fetchAccountCustomer(): Promise<AccountCustomerView> {
  const { data } = await storeApi.invoke('readCustomer post /account/customer', {
    body: { associations: { defaultBillingAddress: {}, defaultShippingAddress: {}, defaultPaymentMethod: {}, salutation: {} } },
  });
  return mapAccountCustomer(data);
}

/** Personal data (POST /account/change-profile). */
export async function changeProfile(input: ProfileInput): Promise<void> {
  const { company, vatIds, ...rest } = input;
  const body = { ...rest, ...(input.accountType === 'business' ? { company, vatIds: vatIds?.filter(Boolean) ?? [] } : {}) };
  await storeApi.invoke('changeProfile post /account/change-profile', { body });
}

/** New e-mail address, twice, with the current password (POST /account/change-email). */
export async function changeEmail(email: string, emailConfirmation: string, password: string): Promise<void> {
  await storeApi.invoke('changeEmail post /account/change-email', { body: { email, emailConfirmation, password } });
}

/** New password, twice, with the current one (POST /account/change-password). */
export async function changePassword(password: string, newPassword: string, newPasswordConfirm: string): Promise<void> {
  await storeApi.invoke('changePassword post /account/change-password', { body: { password, newPassword, newPasswordConfirm } });
}

/**
 * Deletes the account (DELETE /account/customer). The password is sent along: a backend that
 * asks for it (the security policy) checks it, others ignore it.
 */
export async function deleteAccount(password: string): Promise<void> {
  await storeApi.invoke('deleteCustomer delete /account/customer', { body: { password } });
}

/** Removes an address from the address book (DELETE /account/address/{id}). */
export async function deleteAddress(addressId: string): Promise<void> {
  await storeApi.invoke('deleteCustomerAddress delete /account/address/{addressId}', { pathParams: { addressId } });
}

/** Makes an address the default billing or shipping address. */
export async function setDefaultAddress(kind: 'billing' | 'shipping', addressId: string): Promise<void> {
  if (kind === 'billing') await storeApi.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', { pathParams: { addressId } });
  else await storeApi.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', { pathParams: { addressId } });
}

/** The account's default payment method (POST /account/change-payment-method/{id}). */
export async function changeDefaultPaymentMethod(paymentMethodId: string): Promise<void> {
  await storeApi.invoke('changePaymentMethod post /account/change-payment-method/{paymentMethodId}', { pathParams: { paymentMethodId } });
}

/** Confirms a registration with the mailed link's em and hash (POST /account/register-confirm); signs in. */
export async function confirmRegistration(em: string, hash: string): Promise<void> {
  await storeApi.invoke('registerConfirm post /account/register-confirm', { body: { em, hash } });
}

/** Asks for a new confirmation mail of an unconfirmed registration (same answer for every address). */
export async function requestConfirmationMail(email: string, storefrontUrl: string): Promise<void> {
  await storeApi.invoke('resendRegistrationConfirmation post /account/register-confirm/resend', { body: { email, storefrontUrl } });
}

/** Asks for a password recovery mail; the answer is the same whether the address exists or not. */
export async function requestPasswordRecovery(email: string, storefrontUrl: string): Promise<void> {
  await storeApi.invoke('sendRecoveryMail post /account/recovery-password', { body: { email, storefrontUrl } });
}

/** Whether a recovery hash is still valid: 'valid', 'expired' or 'unknown' (used or never issued). */
export async function recoveryHashState(hash: string): Promise<'valid' | 'expired' | 'unknown'> {
  try {
    const { data } = await storeApi.invoke('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', { body: { hash } });
    const loose = asLoose(data);
    const expired = loose.isExpired ?? asLoose(Array.isArray(loose.data) ? loose.data[0] : undefined).isExpired;
    return expired ? 'expired' : 'valid';
  } catch (error) {
    if ((error as { status?: number }).status === 404) return 'unknown';
    throw error;
  }
}

/** Sets the new password of a recovery link (POST /account/recovery-password-confirm). */
export async function resetPassword(hash: string, newPassword: string, newPasswordConfirm: string): Promise<void> {
  await storeApi.invoke('recoveryPassword post /account/recovery-password-confirm', { body: { hash, newPassword, newPasswordConfirm } });
}

/** The newsletter state of the account's address (POST /account/newsletter-recipient). */
export async function fetchAccountNewsletter(): Promise<NewsletterStatusView> {
  const { data } = await storeApi.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} });
  const status = str(asLoose(data).status);
  if (status === 'optIn' || status === 'direct') return 'subscribed';
  if (status === 'notSet') return 'pending';
  return 'none';
}

/** Subscribes the account's own address directly (no confirmation mail) or unsubscribes it. */
export async function setAccountNewsletter(subscribe: boolean, email: string, storefrontUrl: string): Promise<void> {
  if (subscribe) await storeApi.invoke('subscribeToNewsletter post /newsletter/subscribe', { body: { email, option: 'direct', storefrontUrl } });
  else await storeApi.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email } });
}
