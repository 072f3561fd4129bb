import type { Db } from '../../db/connection';
import { errors } from '../errors';
import type { RequestContext } from '../context/public';
import { findChannelOrder, findOrderCustomerLogin, orderAddressZipcode } from './orderRepository';
import type { OrderRow } from './serialize';

/** The order of the session's customer, or 404 (other customers' orders do not exist for the caller). */
export function requireOwnOrder(db: Db, ctx: RequestContext, orderId: string): OrderRow {
  const order = findChannelOrder(db, orderId, ctx.salesChannel.id);
  if (!order || !ctx.customerId || order.customer_id !== ctx.customerId) {
    throw errors.orderNotFound(orderId);
  }
  return order;
}

/** Guest access: the order's customer must be a guest and e-mail plus billing postal code must match. */
export function checkGuestAuth(db: Db, order: OrderRow | undefined, email: unknown, zipcode: unknown): void {
  if (!order) throw errors.guestNotAuthenticated();
  const oc = findOrderCustomerLogin(db, order.id);
  if (!oc || !oc.guest) throw errors.customerNotLoggedIn();
  if (typeof email !== 'string' || email === '' || typeof zipcode !== 'string' || zipcode === '') {
    throw errors.guestNotAuthenticated();
  }
  const billingZipcode = orderAddressZipcode(db, order.billing_address_id);
  const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  if (oc.email.toLowerCase() !== email.trim().toLowerCase() || !billingZipcode || norm(billingZipcode) !== norm(zipcode)) {
    throw errors.guestWrongCredentials();
  }
}
