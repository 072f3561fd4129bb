import type { AppDeps } from '../../deps';
import { translate } from '../../lib/i18n';
import { sendMail } from '../../mail';
import { errors } from '../errors';
import { orderLocale, storefrontUrl } from './documents';
import { findOrder, findOrderDelivery, findShippingMethodTracking, setDeliveryShipment, touchOrder } from './orderRepository';
import { loadOrder } from './serialize';
import { DELIVERY_STATES, type DeliveryState } from './states';

/**
 * Shipping an order (admin API): the delivery's state and the carrier's tracking codes. When the
 * goods leave, the customer gets a mail with a link per code to the carrier's tracking page (the
 * shipping method's trackingUrl, `%s` standing for the code), as the account's order page shows.
 */

export const MAX_TRACKING_CODES = 10;
/** Letters, digits, blanks and hyphens, as carriers print them (DHL 20 digits, forwarders' "SPD-2026-104877"). */
const TRACKING_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,62}[A-Za-z0-9])?$/;
const SHIPPED: DeliveryState[] = ['shipped', 'shipped_partially'];

/** The carrier's page for a code, or null when the method has no (web) tracking page. */
export function trackingLink(template: string | null | undefined, code: string): string | null {
  if (!template || !template.includes('%s')) return null;
  const url = template.replaceAll('%s', encodeURIComponent(code));
  return /^https?:\/\//i.test(url) ? url : null;
}

export interface ShipmentUpdate {
  state: unknown;
  trackingCodes?: unknown;
}

export interface ShipmentResult {
  orderId: string;
  orderNumber: string;
  state: DeliveryState;
  trackingCodes: string[];
}

function readState(value: unknown): DeliveryState {
  if (typeof value !== 'string' || !(DELIVERY_STATES as readonly string[]).includes(value)) {
    throw errors.noSuchChoice('/state', 'state', value, DELIVERY_STATES);
  }
  return value as DeliveryState;
}

function readTrackingCodes(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_TRACKING_CODES) {
    throw errors.invalidParameter('/trackingCodes', `trackingCodes has to be a list of at most ${MAX_TRACKING_CODES} codes.`);
  }
  const codes = value.map((code, i) => {
    const text = typeof code === 'string' ? code.trim() : '';
    if (!TRACKING_CODE.test(text)) {
      throw errors.invalidParameter(`/trackingCodes/${i}`, 'A tracking code has 1 to 64 letters, digits, blanks or hyphens.', { value: code });
    }
    return text;
  });
  return [...new Set(codes)];
}

/**
 * Sets the state and (when given) the tracking codes of an order's delivery; mails the customer
 * when the goods have left and something changed (state or codes), unless `notify` is false.
 */
export function updateShipment(deps: AppDeps, orderId: string, update: ShipmentUpdate, opts: { notify?: boolean } = {}): ShipmentResult {
  const { db } = deps;
  const state = readState(update.state);
  const codes = readTrackingCodes(update.trackingCodes);
  const result = db.transaction(() => {
    const order = findOrder(db, orderId);
    if (!order) throw errors.orderNotFound(orderId);
    const delivery = findOrderDelivery(db, orderId);
    if (!delivery) throw errors.invalidParameter('/id', `The order ${order.order_number} has nothing to deliver (downloads only).`, { orderId });
    if (order.state === 'cancelled' && state !== 'cancelled') {
      throw errors.invalidParameter('/state', `The order ${order.order_number} is cancelled; its delivery stays cancelled.`, { orderId });
    }
    const before = { state: delivery.state, codes: delivery.tracking_codes };
    const trackingCodes = codes ?? (JSON.parse(delivery.tracking_codes) as string[]);
    setDeliveryShipment(db, delivery.id, state, trackingCodes);
    touchOrder(db, orderId, new Date().toISOString());
    const changed = before.state !== state || before.codes !== JSON.stringify(trackingCodes);
    return { orderId, orderNumber: order.order_number, state, trackingCodes, changed };
  })();
  if (result.changed && SHIPPED.includes(state) && opts.notify !== false) notifyShipped(deps, orderId, state === 'shipped_partially');
  return { orderId: result.orderId, orderNumber: result.orderNumber, state: result.state, trackingCodes: result.trackingCodes };
}

function notifyShipped(deps: AppDeps, orderId: string, partial: boolean): void {
  const o = loadOrder(deps.db, orderId);
  const delivery = o?.deliveries[0];
  if (!o?.customer || !delivery) return;
  const locale = orderLocale(deps.db, o.order);
  const method = findShippingMethodTracking(deps.db, delivery.shipping_method_id);
  const template = translate(method?.tracking_url, locale);
  try {
    sendMail(deps, {
      to: o.customer.email,
      locale,
      template: 'order_delivery_shipped',
      data: {
        orderNumber: o.order.order_number,
        firstName: o.customer.first_name,
        lastName: o.customer.last_name,
        partial,
        shippingMethod: translate(method?.name, locale) ?? '',
        tracking: (JSON.parse(delivery.tracking_codes) as string[]).map((code) => ({ code, url: trackingLink(template, code) })),
        orderUrl: o.customer.guest ? storefrontUrl(deps, locale, `/account/order?deepLinkCode=${encodeURIComponent(o.order.deep_link_code)}`) : storefrontUrl(deps, locale, '/account/order'),
      },
    });
  } catch (error) {
    console.error(`Shipping mail of order ${orderId} could not be sent`, error);
  }
}
