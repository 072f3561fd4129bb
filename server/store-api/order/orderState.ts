import type { AppDeps } from '../../deps';
import { sendMail, type OrderMailState } from '../../mail';
import { errors } from '../errors';
import { formatDate } from './invoice';
import { loadOrder, type OrderRow } from './serialize';
import { ORDER_TRANSITIONS, type OrderState } from './states';
import { orderLocale, storefrontUrl } from './documents';
import { cancelUnpaidTransactions, findOrder, orderProductQuantities, returnStock, setDeliveryState, setOrderStateColumn } from './orderRepository';

/** Order state changes (admin API, cancel route): stock, payments and delivery follow; the customer is told. */

/** Formats the date of an order for messages. */
export const orderDateText = (order: OrderRow, locale: string): string => formatDate(order.order_date_time, locale);

/**
 * Sets the state of an order (admin API, cancel route). Cancelling puts the stock back, cancels
 * open payments and the delivery; reopening takes the stock again. Mails the customer when asked.
 */
export function setOrderState(deps: AppDeps, orderId: string, state: OrderState, opts: { notify?: boolean } = {}): OrderRow {
  const { db } = deps;
  const updated = db.transaction(() => {
    const order = findOrder(db, orderId);
    if (!order) throw errors.orderNotFound(orderId);
    if (order.state === state) return order;
    const now = new Date().toISOString();
    const lines = orderProductQuantities(db, orderId);
    if (state === 'cancelled') {
      for (const l of lines) returnStock(db, l.product_id, l.quantity);
      cancelUnpaidTransactions(db, orderId, now);
      setDeliveryState(db, orderId, 'open', 'cancelled');
    } else if (order.state === 'cancelled') {
      for (const l of lines) returnStock(db, l.product_id, -l.quantity);
      setDeliveryState(db, orderId, 'cancelled', 'open');
    }
    setOrderStateColumn(db, orderId, state, now);
    return { ...order, state, updated_at: now };
  })();
  if (opts.notify) notifyOrderState(deps, orderId);
  return updated;
}

/** Runs a named transition (Shopware's order state machine) or refuses it. */
export function transitionOrder(deps: AppDeps, order: OrderRow, action: keyof typeof ORDER_TRANSITIONS, opts: { notify?: boolean } = {}): OrderRow {
  const t = ORDER_TRANSITIONS[action];
  if (!t.from.includes(order.state as OrderState)) {
    const possible = Object.entries(ORDER_TRANSITIONS)
      .filter(([, v]) => v.from.includes(order.state as OrderState))
      .map(([k]) => k);
    throw errors.illegalStateTransition(action, order.state, possible);
  }
  return setOrderState(deps, order.id, t.to, opts);
}

function notifyOrderState(deps: AppDeps, orderId: string): void {
  const o = loadOrder(deps.db, orderId);
  if (!o?.customer) return;
  const locale = orderLocale(deps.db, o.order);
  try {
    sendMail(deps, {
      to: o.customer.email,
      locale,
      template: 'order_state_changed',
      data: {
        orderNumber: o.order.order_number,
        firstName: o.customer.first_name,
        lastName: o.customer.last_name,
        state: o.order.state as OrderMailState,
        orderUrl: o.customer.guest ? null : storefrontUrl(deps, locale, '/account/order'),
      },
    });
  } catch (error) {
    console.error(`State mail of order ${orderId} could not be sent`, error);
  }
}
