import type { Db } from '../../db/connection';
import { errors } from '../errors';
import type { RequestContext } from '../context/context';
import type { OrderRow } from './serialize';

/** The order of the session's customer, or 404 (other customers' orders do not exist for the caller). */
export function requireOwnOrder(db: Db, ctx: RequestContext, orderId: string): OrderRow {
  const order = db.prepare('SELECT * FROM "order" WHERE id = ? AND sales_channel_id = ?').get(orderId, ctx.salesChannel.id) as OrderRow | undefined;
  if (!order || !ctx.customerId || order.customer_id !== ctx.customerId) {
    throw errors.orderNotFound(orderId);
  }
  return order;
}
