import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { entitySearchResult, readRequestCriteria, searchEntities } from '../criteria';
import { errors } from '../errors';
import { addressInputOf, countAddresses, deleteAddress, insertAddress, setDefaultAddress, updateAddress } from './addressRepository';
import { customerAddresses, loadAddress, requireCustomer, serializeAddress, type AddressRow, type CustomerRow } from './customers';
import { address, withDefaultSalutation } from './validation';
import { readBody, Violations } from '../validation';

/** Upper bound of addresses per customer (keeps a runaway client from filling the table). */
const MAX_ADDRESSES = 100;

export function addressRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;

  const owned = (customer: CustomerRow, id: string): AddressRow => {
    const a = isId(id) ? loadAddress(db, id) : undefined;
    if (!a || a.customer_id !== customer.id) throw errors.addressNotFound(id);
    return a;
  };
  const defaultsOf = (c: CustomerRow) => ({ billing: c.default_billing_address_id, shipping: c.default_shipping_address_id });

  api.post('/account/list-address', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const criteria = readRequestCriteria(req, { defaultLimit: null, entity: 'customer_address' });
    const all = customerAddresses(db, customer.id).map((a) => serializeAddress(db, a, req.ctx.locale, defaultsOf(customer)));
    const result = searchEntities(all, criteria, { termFields: ['firstName', 'lastName', 'street', 'city', 'zipcode', 'company'] });
    return entitySearchResult('customer_address', result, criteria);
  });

  api.post('/account/address', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const body = withDefaultSalutation(db, readBody(req.body));
    const c = new Violations();
    const input = address(c, db, body, '');
    const valid = c.required({ input });
    if (countAddresses(db, customer.id) >= MAX_ADDRESSES) {
      throw errors.addressLimitReached(MAX_ADDRESSES);
    }
    const id = db.transaction(() => insertAddress(db, customer.id, valid.input))();
    return serializeAddress(db, loadAddress(db, id)!, req.ctx.locale, defaultsOf(customer));
  });

  api.patch<{ Params: { addressId: string } }>('/account/address/:addressId', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const existing = owned(customer, req.params.addressId);
    const body = readBody(req.body);
    const c = new Violations();
    const input = address(c, db, { ...addressInputOf(existing), ...body }, '');
    const valid = c.required({ input });
    updateAddress(db, existing.id, valid.input);
    return serializeAddress(db, loadAddress(db, existing.id)!, req.ctx.locale, defaultsOf(customer));
  });

  api.delete<{ Params: { addressId: string } }>('/account/address/:addressId', async (req, reply) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const a = owned(customer, req.params.addressId);
    if (a.id === customer.default_billing_address_id || a.id === customer.default_shipping_address_id) {
      throw errors.addressIsDefault(a.id);
    }
    if (a.id === req.ctx.payload.billingAddressId || a.id === req.ctx.payload.shippingAddressId) {
      throw errors.addressIsActive(a.id);
    }
    deleteAddress(db, a.id, customer.id);
    return reply.status(204).send();
  });

  for (const type of ['billing', 'shipping'] as const) {
    api.patch<{ Params: { addressId: string } }>(`/account/address/default-${type}/:addressId`, async (req, reply) => {
      const customer = requireCustomer(db, req.ctx, { allowGuest: true });
      const a = owned(customer, req.params.addressId);
      setDefaultAddress(db, customer.id, type, a.id);
      return reply.status(204).send();
    });
  }
}
