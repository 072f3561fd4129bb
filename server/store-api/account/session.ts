import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { LoginEvent, LogoutEvent, StoreDeps } from '../hooks';
import { replaceContextToken, type ContextPayload, type CustomerContextFacts, type RequestContext, serializeCountryState, findCountryState, detachCustomerSessions } from '../context/public';
import { isActivePaymentMethod, recordLogin } from './customerRepository';
import { activeAddressIds, currentCustomer, loadAddress, loadCustomer, nowIso, serializeCustomer, type CustomerRow } from './customers';

/**
 * How customers enter and leave a session: login, registration (guests at once, accounts after
 * the opt-in) and logout replace the context token, as Shopware does. Other areas react through
 * StoreHooks.customerLogin/customerLogout (the cart moves or merges the guest cart into the
 * customer's on login); each hook runs inside the login's transaction as a savepoint: a failing
 * hook is logged and undone, the login stays.
 */
export type { LoginEvent, LogoutEvent };

function runHooks<E>(deps: StoreDeps, hooks: ReadonlyArray<(deps: StoreDeps, e: E) => void>, event: E, req?: FastifyRequest): void {
  for (const hook of hooks) {
    try {
      deps.db.transaction(() => hook(deps, event))();
    } catch (error) {
      if (req) req.log.error(error, 'account session hook failed');
      else console.error('account session hook failed', error);
    }
  }
}

/**
 * Logs the customer into the request's session under a new token (returned and set on req.ctx, so
 * the answer carries it in `sw-context-token`). Session choices (currency, language, shipping
 * method) stay; addresses fall back to the customer's defaults; the customer's default payment
 * method becomes the session's.
 */
export function loginSession(deps: StoreDeps, req: FastifyRequest, customer: CustomerRow): string {
  const { db } = deps;
  const oldToken = req.ctx.token;
  let newToken = oldToken;
  db.transaction(() => {
    const payload: ContextPayload = { ...req.ctx.payload, billingAddressId: null, shippingAddressId: null };
    if (customer.default_payment_method_id && isActivePaymentMethod(db, customer.default_payment_method_id)) {
      payload.paymentMethodId = customer.default_payment_method_id;
    }
    newToken = replaceContextToken(db, oldToken, payload, customer.id);
    recordLogin(db, customer.id, nowIso());
    req.ctx.token = newToken;
    req.ctx.payload = payload;
    req.ctx.customerId = customer.id;
  })();
  runHooks(deps, deps.hooks.customerLogin, { oldToken, newToken, customerId: customer.id, guest: !!customer.guest }, req);
  return newToken;
}

/** Ends the customer's session: a new token without customer; the old token's cart stays behind. */
export function logoutSession(deps: StoreDeps, req: FastifyRequest): string {
  const oldToken = req.ctx.token;
  const customerId = req.ctx.customerId;
  const payload: ContextPayload = { ...req.ctx.payload, billingAddressId: null, shippingAddressId: null };
  delete payload.countryStateId;
  const newToken = replaceContextToken(deps.db, oldToken, payload, null);
  req.ctx.token = newToken;
  req.ctx.payload = payload;
  req.ctx.customerId = null;
  runHooks(deps, deps.hooks.customerLogout, { oldToken, newToken, customerId }, req);
  return newToken;
}

/** Detaches every session of a customer except `keepToken` (password change, account deletion). */
export function endOtherSessions(deps: StoreDeps, customerId: string, keepToken: string | null): void {
  detachCustomerSessions(deps.db, customerId, keepToken);
}

/** StoreHooks.customerFacts: business customers see net prices; the country of the active shipping address decides taxes. */
export function customerContextFacts(db: Db, customerId: string, payload: ContextPayload): CustomerContextFacts | null {
  const customer = loadCustomer(db, customerId);
  if (!customer || !customer.active) return null;
  const ids = activeAddressIds(customer, payload);
  const shipping = loadAddress(db, ids.shipping);
  const owned = shipping && shipping.customer_id === customer.id ? shipping : loadAddress(db, customer.default_shipping_address_id);
  return {
    displayGross: customer.account_type !== 'business',
    countryId: owned?.country_id ?? null,
    countryStateId: owned?.country_state_id ?? null,
  };
}

/** StoreHooks.addressOwner: the country of an address the logged-in customer owns. */
export function ownedAddressLocation(deps: StoreDeps, ctx: RequestContext, addressId: string): { countryId: string; countryStateId: string | null } | null {
  const a = loadAddress(deps.db, addressId);
  if (!a || !ctx.customerId || a.customer_id !== ctx.customerId) return null;
  return { countryId: a.country_id, countryStateId: a.country_state_id };
}

/** StoreHooks.contextExtenders: GET /context carries the logged-in customer and their shipping address. */
export function addCustomerToContext(deps: StoreDeps, ctx: RequestContext, out: Record<string, unknown>): void {
  const customer = currentCustomer(deps.db, ctx);
  if (!customer) return;
  const serialized = serializeCustomer(deps, customer, ctx);
  out.customer = serialized;
  const location = out.shippingLocation as Record<string, unknown> | undefined;
  const address = serialized.activeShippingAddress;
  if (location && address) {
    location.address = address;
    const stateId = loadAddress(deps.db, address.id)?.country_state_id;
    if (stateId) {
      const state = findCountryState(deps.db, stateId);
      if (state) location.state = serializeCountryState(state, ctx.locale);
    }
  }
}
