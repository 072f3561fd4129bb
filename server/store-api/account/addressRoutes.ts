import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { entitySearchResult, readRequestCriteria, searchEntities } from '../criteria';
import { errors } from '../errors';
import { customerAddresses, insertAddress, loadAddress, nowIso, requireCustomer, serializeAddress, type AddressRow, type CustomerRow } from './customers';
import { address, withDefaultSalutation, type Body } from './validation';
import { readBody, Violations } from '../validation';

/** Upper bound of addresses per customer (keeps a runaway client from filling the table). */
const MAX_ADDRESSES = 100;

/** The address as the API body names its fields (PATCH merges the request over it). */
function addressBody(a: AddressRow): Body {
  return {
    countryId: a.country_id,
    countryStateId: a.country_state_id,
    salutationId: a.salutation_id,
    title: a.title,
    firstName: a.first_name,
    lastName: a.last_name,
    company: a.company,
    department: a.department,
    street: a.street,
    zipcode: a.zipcode,
    city: a.city,
    phoneNumber: a.phone_number,
    additionalAddressLine1: a.additional_address_line1,
    additionalAddressLine2: a.additional_address_line2,
  };
}

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
    const count = (db.prepare('SELECT COUNT(*) AS n FROM customer_address WHERE customer_id = ?').get(customer.id) as { n: number }).n;
    if (count >= MAX_ADDRESSES) {
      throw errors.addressLimitReached(MAX_ADDRESSES);
    }
    const id = db.transaction(() => insertAddress(deps, customer.id, valid.input))();
    return serializeAddress(db, loadAddress(db, id)!, req.ctx.locale, defaultsOf(customer));
  });

  api.patch<{ Params: { addressId: string } }>('/account/address/:addressId', async (req) => {
    const customer = requireCustomer(db, req.ctx, { allowGuest: true });
    const existing = owned(customer, req.params.addressId);
    const body = readBody(req.body);
    const c = new Violations();
    const input = address(c, db, { ...addressBody(existing), ...body }, '');
    const valid = c.required({ input });
    const a = valid.input;
    db.prepare(
      `UPDATE customer_address SET country_id = ?, country_state_id = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?, company = ?,
        department = ?, street = ?, zipcode = ?, city = ?, phone_number = ?, additional_address_line1 = ?, additional_address_line2 = ?, updated_at = ?
       WHERE id = ?`,
    ).run(
      a.countryId,
      a.countryStateId,
      a.salutationId,
      a.title,
      a.firstName,
      a.lastName,
      a.company,
      a.department,
      a.street,
      a.zipcode,
      a.city,
      a.phoneNumber,
      a.additionalAddressLine1,
      a.additionalAddressLine2,
      nowIso(),
      existing.id,
    );
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
    db.prepare('DELETE FROM customer_address WHERE id = ? AND customer_id = ?').run(a.id, customer.id);
    return reply.status(204).send();
  });

  for (const type of ['billing', 'shipping'] as const) {
    api.patch<{ Params: { addressId: string } }>(`/account/address/default-${type}/:addressId`, async (req, reply) => {
      const customer = requireCustomer(db, req.ctx, { allowGuest: true });
      const a = owned(customer, req.params.addressId);
      const column = type === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id';
      db.prepare(`UPDATE customer SET ${column} = ?, updated_at = ? WHERE id = ?`).run(a.id, nowIso(), customer.id);
      return reply.status(204).send();
    });
  }
}
