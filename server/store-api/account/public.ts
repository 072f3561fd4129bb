/**
 * The account area's light entry (index.ts adds the route plugins and the session functions, which
 * import hooks.ts): customer and address rows and the customer field readers that other areas' forms
 * share. Nothing re-exported here imports hooks.ts or a route module, so order/public.ts may use it.
 */
export { activeAddressIds, currentCustomer, loadAddress, loadCustomer, nowIso, requireCustomer, salutationFor, type AddressRow, type CustomerRow } from './customers';
export { bool, email, entityId, storefrontUrl, str, type Body } from './validation';
