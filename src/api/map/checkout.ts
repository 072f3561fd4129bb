import type { Schemas } from '@shopware/api-client/store-api-types';
import type { AddressView, AdyenConfigView, CheckoutContextView, CheckoutCustomerView, CountryRulesView, MethodView, SalutationView } from '../types';
import { mapImage } from './media';
import { asLoose, str, translated, type SalesChannelContext } from './schemas';

type Loose = Record<string, unknown>;

/** A shipping or payment method entity. */
export function mapMethod(entity: Schemas['ShippingMethod'] | Schemas['PaymentMethod'] | Loose): MethodView {
  const e = asLoose(entity);
  const adyen = asLoose(asLoose(e.extensions).adyenData);
  return {
    id: String(e.id),
    name: translated(e, 'distinguishableName') ?? translated(e, 'name') ?? '',
    description: translated(e, 'description'),
    technicalName: str(e.technicalName),
    image: mapImage(e.media as Schemas['Media'] | undefined, translated(e, 'name')),
    adyenType: str(adyen.type),
    deliveryTime: translated(e.deliveryTime, 'name'),
    afterOrderEnabled: e.afterOrderEnabled !== false,
  };
}

/** A customer or order address. */
export function mapAddress(entity: unknown): AddressView | undefined {
  const a = asLoose(entity);
  if (!str(a.id)) return undefined;
  return {
    id: String(a.id),
    salutationId: str(a.salutationId),
    salutation: asLoose(a.salutation).salutationKey === 'not_specified' ? undefined : translated(a.salutation, 'displayName'),
    title: str(a.title),
    firstName: str(a.firstName) ?? '',
    lastName: str(a.lastName) ?? '',
    company: str(a.company),
    department: str(a.department),
    street: str(a.street) ?? '',
    additionalAddressLine1: str(a.additionalAddressLine1),
    additionalAddressLine2: str(a.additionalAddressLine2),
    zipcode: str(a.zipcode),
    city: str(a.city) ?? '',
    countryId: str(a.countryId) ?? '',
    country: translated(a.country, 'name'),
    countryIso: str(asLoose(a.country).iso),
    countryStateId: str(a.countryStateId),
    countryState: translated(a.countryState, 'name'),
    phoneNumber: str(a.phoneNumber),
  };
}

export function mapCheckoutCustomer(entity: unknown): CheckoutCustomerView | null {
  const c = asLoose(entity);
  if (!str(c.id)) return null;
  return {
    id: String(c.id),
    guest: Boolean(c.guest),
    active: c.active !== false,
    accountType: c.accountType === 'business' ? 'business' : 'private',
    email: str(c.email) ?? '',
    salutationId: str(c.salutationId),
    title: str(c.title),
    firstName: str(c.firstName) ?? '',
    lastName: str(c.lastName) ?? '',
    company: str(c.company),
    vatIds: Array.isArray(c.vatIds) ? c.vatIds.filter((v): v is string => typeof v === 'string') : [],
    defaultBillingAddressId: str(c.defaultBillingAddressId),
    defaultShippingAddressId: str(c.defaultShippingAddressId),
    billingAddress: mapAddress(c.activeBillingAddress ?? c.defaultBillingAddress),
    shippingAddress: mapAddress(c.activeShippingAddress ?? c.defaultShippingAddress),
  };
}

/** extensions.adyenData of /context; null when the shop has no Adyen configuration. */
export function mapAdyenConfig(extensions: unknown): AdyenConfigView | null {
  const data = asLoose(asLoose(extensions).adyenData);
  const clientKey = str(data.clientKey);
  if (!clientKey) return null;
  const urls = asLoose(data.environmentUrls);
  const api = str(urls.api);
  return {
    clientKey,
    environment: data.environment === 'live' ? 'live' : 'test',
    environmentUrls: api ? { api, analytics: str(urls.analytics), cdnImages: str(urls.cdnImages), cdnTranslations: str(urls.cdnTranslations) } : undefined,
  };
}

export function mapCheckoutContext(ctx: SalesChannelContext): CheckoutContextView {
  const c = asLoose(ctx);
  const context = asLoose(c.context);
  const taxState = str(context.taxState);
  return {
    customer: mapCheckoutCustomer(c.customer),
    shippingMethodId: str(asLoose(c.shippingMethod).id),
    paymentMethodId: str(asLoose(c.paymentMethod).id),
    countryId: str(asLoose(asLoose(c.shippingLocation).country).id),
    currency: { id: str(asLoose(c.currency).id) ?? '', isoCode: str(asLoose(c.currency).isoCode) ?? 'EUR' },
    taxState: taxState === 'net' || taxState === 'tax-free' ? taxState : 'gross',
    adyen: mapAdyenConfig(c.extensions),
  };
}

export function mapSalutation(entity: Schemas['Salutation']): SalutationView {
  return { id: entity.id, key: str(entity.salutationKey) ?? '', name: translated(entity, 'displayName') ?? '' };
}

export function mapCountryRules(entity: Schemas['Country']): CountryRulesView {
  const c = asLoose(entity);
  return {
    id: String(c.id),
    iso: str(c.iso) ?? '',
    name: translated(c, 'name') ?? '',
    postalCodeRequired: c.postalCodeRequired !== false,
    postalCodePattern: c.checkPostalCodePattern === false ? undefined : str(c.defaultPostalCodePattern),
    forceState: Boolean(c.forceStateInRegistration),
    displayState: Boolean(c.displayStateInRegistration) || Boolean(c.forceStateInRegistration),
    vatIdPattern: c.checkVatIdPattern === false ? undefined : str(c.vatIdPattern),
  };
}
