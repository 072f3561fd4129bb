/**
 * The context area's light entry (see index.ts for the route plugin): the request context and its
 * session rows, the sales channel, the reference entities (countries, currencies, media …) and the
 * storefront origins. server/deps.ts and store-api/hooks.ts take their types from here, so nothing
 * re-exported here may import deps.ts, hooks.ts or a route module.
 */
export {
  buildRequestContext,
  loadContextRow,
  replaceContextToken,
  saveContext,
  type ContextPayload,
  type CountryRow,
  type CurrencyRow,
  type CustomerContextFacts,
  type CustomerFactsLoader,
  type LanguageRow,
  type RequestContext,
} from './context';
export {
  loadMedia,
  loadStates,
  serializeCountry,
  serializeCountryState,
  serializeCurrency,
  serializeDeliveryTime,
  serializeLanguage,
  serializeMedia,
  serializePaymentMethod,
  serializeSalutation,
  serializeShippingMethod,
  type MediaRow,
  type PaymentMethodRow,
  type SalutationRow,
  type ShippingMethodRow,
  type StateRow,
} from './entities';
export { findCountryState, languageCode } from './contextRepository';
export { deleteContext, detachCustomerSessions, isExpired, isIssuedToken, issueContextToken, persistContext, purgeExpiredSessions, sessionHasState, touchContext } from './sessions';
export { findSalesChannelByAccessKey, salesChannelConfig } from './salesChannel';
export { allowedStorefrontOrigins, isStorefrontUrl } from './storefrontOrigins';
