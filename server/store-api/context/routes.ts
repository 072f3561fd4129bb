import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { errors, VIOLATION } from '../errors';
import { Violations } from '../validation';
import { readRequestCriteria, searchEntities, entitySearchResult } from '../criteria';
import { loadCartCustomer, paymentBlockReason, type PaymentMethodDef } from '../cart';
import { saveContext, type RequestContext } from './context';
import { serializeSalesChannelContext } from './salesChannelContext';
import { loadStates, serializeCountry, serializeCountryState, serializeCurrency, serializeLanguage, serializePaymentMethod, serializeSalutation, serializeShippingMethod } from './entities';
import {
  countryExists,
  findSwitchableRow,
  listActiveCountries,
  listActivePaymentMethods,
  listActiveShippingMethods,
  listCurrencies,
  listLanguages,
  listSalutations,
  type SwitchableTable,
} from './contextRepository';

type Switchable = 'currencyId' | 'languageId' | 'countryId' | 'countryStateId' | 'shippingMethodId' | 'paymentMethodId' | 'shippingAddressId' | 'billingAddressId';
const SWITCHABLE: Record<Switchable, SwitchableTable | null> = {
  currencyId: 'currency',
  languageId: 'language',
  countryId: 'country',
  countryStateId: 'country_state',
  shippingMethodId: 'shipping_method',
  paymentMethodId: 'payment_method',
  shippingAddressId: null,
  billingAddressId: null,
};

/**
 * GET/PATCH /context and the context's entity lists. Address ids are checked by the account area
 * (hooks.addressOwner; without it address switching is refused); after a switch the hooks in
 * hooks.contextSwitch run (the cart re-validates blocked methods).
 */
export function contextRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db, config } = deps;
  const addressOwnerCheck = deps.hooks.addressOwner;

  api.get('/context', async (req) => serializeSalesChannelContext(deps, req.ctx));

  api.patch('/context', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw errors.invalidParameter('/', 'Expected a JSON object.');
    const problems = new Violations({ onePerField: false });
    const changed: Partial<Record<Switchable, string>> = {};
    for (const [field, table] of Object.entries(SWITCHABLE) as Array<[Switchable, SwitchableTable | null]>) {
      if (!(field in body) || body[field] === undefined) continue;
      const value = body[field];
      if (field === 'countryStateId' && value === null) {
        changed[field] = '';
        continue;
      }
      if (!isId(value)) {
        problems.push({ pointer: `/${field}`, code: VIOLATION.invalid, detail: `The value for "${field}" is not a valid id.`, parameters: { value } });
        continue;
      }
      if (table) {
        const row = findSwitchableRow(db, table, value);
        const inactive = row && 'active' in row && !row.active;
        if (!row || inactive) {
          problems.push({ pointer: `/${field}`, code: VIOLATION.notFound, detail: `The ${table.replace('_', ' ')} with id "${value}" does not exist.`, parameters: { value } });
          continue;
        }
        if (field === 'countryId' && !row.shipping_available) {
          problems.push({ pointer: `/${field}`, code: VIOLATION.invalid, detail: 'This country is not available for shipping.', parameters: { value } });
          continue;
        }
      } else {
        const owned = req.ctx.customerId && addressOwnerCheck ? addressOwnerCheck(deps, req.ctx, value) : null;
        if (!owned) {
          problems.push({ pointer: `/${field}`, code: 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', detail: `Customer address with id "${value}" not found.`, parameters: { addressId: value } });
          continue;
        }
        if (field === 'shippingAddressId') {
          changed.countryId = owned.countryId;
          if (owned.countryStateId) changed.countryStateId = owned.countryStateId;
        }
      }
      changed[field] = value;
    }
    problems.throwIfAny();
    const payload = { ...req.ctx.payload };
    for (const [k, v] of Object.entries(changed)) payload[k] = v === '' ? null : v;
    saveContext(db, req.ctx.token, payload, req.ctx.customerId);
    req.ctx.payload = payload;
    for (const hook of deps.hooks.contextSwitch) hook(deps, req.ctx, changed);
    return { contextToken: req.ctx.token, apiAlias: 'array_struct' };
  });

  const list = <T extends object>(route: string, entity: string, load: (ctx: RequestContext, req: import('fastify').FastifyRequest) => T[]) => {
    const handler = async (req: import('fastify').FastifyRequest) => {
      const criteria = readRequestCriteria(req, { defaultLimit: null });
      const result = entitySearchResult(entity, searchEntities(load(req.ctx, req), criteria), criteria);
      // The schema of /shipping-method types aggregations both as array and object: leave empty ones out.
      if (Array.isArray(result.aggregations) && result.aggregations.length === 0) {
        const { aggregations: _none, ...rest } = result;
        return rest;
      }
      return result;
    };
    api.post(route, handler);
    api.get(route, handler);
  };

  list('/language', 'language', () => listLanguages(db).map(serializeLanguage));

  // Shopware answers /currency with a plain array of currencies (criteria still filter and sort).
  const currencies = async (req: import('fastify').FastifyRequest) => {
    const criteria = readRequestCriteria(req, { defaultLimit: null });
    const all = listCurrencies(db).map((c) => serializeCurrency(c, req.ctx.locale, req.ctx.salesChannel.currency_id));
    return searchEntities(all, criteria).elements;
  };
  api.post('/currency', currencies);
  api.get('/currency', currencies);

  list('/country', 'country', (ctx) => listActiveCountries(db).map((c) => serializeCountry(c, ctx.locale, loadStates(db, c.id))));

  const states = async (req: import('fastify').FastifyRequest<{ Params: { countryId: string } }>) => {
    const { countryId } = req.params;
    if (!isId(countryId) || !countryExists(db, countryId)) {
      throw errors.countryNotFound(countryId);
    }
    const criteria = readRequestCriteria(req, { defaultLimit: null });
    const result = searchEntities(
      loadStates(db, countryId).map((s) => serializeCountryState(s, req.ctx.locale)),
      criteria,
    );
    return entitySearchResult('country_state', result, criteria);
  };
  api.post('/country-state/:countryId', states);
  api.get('/country-state/:countryId', states);

  list('/salutation', 'salutation', (ctx) => listSalutations(db).map((s, i) => serializeSalutation(s, ctx.locale, i + 1)));

  list('/shipping-method', 'shipping_method', (ctx) => listActiveShippingMethods(db).map((s) => serializeShippingMethod(db, s, ctx.locale)));

  // onlyAvailable (body or query, as Shopware reads it) leaves out the methods the cart rules refuse
  // this customer (invoice for guests), so the checkout never offers what the order would refuse.
  list('/payment-method', 'payment_method', (ctx, req) => {
    let rows = listActivePaymentMethods(db);
    if (readFlag(req, 'onlyAvailable')) {
      const customer = loadCartCustomer(db, ctx.customerId);
      rows = rows.filter(
        (p) => paymentBlockReason({ id: p.id, technicalName: p.technical_name, name: p.technical_name, position: p.position, handler: p.handler as PaymentMethodDef['handler'] }, customer, 0) === null,
      );
    }
    return rows.map((p) => serializePaymentMethod(db, p, ctx.locale, config.publicUrl));
  });
}

/** A boolean request flag from the JSON body or the query (true, "true", "1", 1). */
function readFlag(req: import('fastify').FastifyRequest, name: string): boolean {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const value = body[name] ?? query[name];
  return value === true || value === 1 || value === 'true' || value === '1';
}
