import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Db } from '../connection';
import { idFor } from '../../lib/ids';
import { buildRequestContext, issueContextToken, type ContextPayload, type RequestContext } from '../../store-api/context/public';
import { customerContextFacts, loadCustomer, type CustomerRow } from '../../store-api/account';
import { calculateStoredCart, emptyCart, type StoredCart } from '../../store-api/cart';
import { cartHash, createInvoice, insertOrder, setOrderState, updateShipment, type OrderState, type TransactionState } from '../../store-api/order';

/**
 * The demo customers' past orders, so "Meine Bestellungen" and "Erneut bestellen" can be tried on
 * real orders. They are placed by the shop's own order code (calculator, order writer, invoice) on
 * their past dates and then moved on to the state they would have reached by now.
 */

type CustomerKey = 'demo' | 'business';

/** How far an order has come: delivered long ago, on its way, or just placed (invoice not yet due). */
type Stage = 'delivered' | 'shipped' | 'placed';

interface PlannedOrder {
  customer: CustomerKey;
  daysAgo: number;
  /** Time of day (UTC) the order was placed. */
  at: string;
  payment: 'invoice' | 'prepayment';
  /**
   * Chosen explicitly: the parcel service (the session default) takes at most 100 kg, so 8 bags
   * of bedding (20.2 kg each) travel by pallet freight; the calculator would switch anyway, but
   * with a "shipping method changed" notice no customer saw. Four bags still go by parcel.
   */
  shipping: 'parcel' | 'pallet_freight';
  lines: Array<{ productNumber: string; quantity: number }>;
  stage: Stage;
}

/** Lena Hofmann's horse needs bedding every two months; the stable orders straw pellets monthly. */
export const ORDER_HISTORY_PLAN: readonly PlannedOrder[] = [
  {
    customer: 'demo',
    daysAgo: 120,
    at: '19:42',
    payment: 'invoice',
    shipping: 'parcel',
    lines: [
      { productNumber: 'SW-MIS-100.1', quantity: 4 },
      { productNumber: 'SW-LEC-100.1', quantity: 2 },
    ],
    stage: 'delivered',
  },
  {
    customer: 'business',
    daysAgo: 90,
    at: '08:12',
    payment: 'invoice',
    shipping: 'pallet_freight',
    lines: [{ productNumber: 'SW-STP-110.2', quantity: 2 }],
    stage: 'delivered',
  },
  {
    customer: 'demo',
    daysAgo: 62,
    at: '20:15',
    payment: 'prepayment',
    shipping: 'pallet_freight',
    lines: [
      { productNumber: 'SW-MIS-100.1', quantity: 8 },
      { productNumber: 'SW-MIN-110', quantity: 1 },
    ],
    stage: 'delivered',
  },
  {
    customer: 'business',
    daysAgo: 60,
    at: '07:48',
    payment: 'invoice',
    shipping: 'pallet_freight',
    lines: [
      { productNumber: 'SW-STP-110.2', quantity: 2 },
      { productNumber: 'SW-PAD-110.2', quantity: 4 },
    ],
    stage: 'delivered',
  },
  {
    customer: 'business',
    daysAgo: 30,
    at: '08:30',
    payment: 'invoice',
    shipping: 'pallet_freight',
    lines: [{ productNumber: 'SW-STP-110.2', quantity: 2 }],
    stage: 'delivered',
  },
  {
    customer: 'demo',
    daysAgo: 5,
    at: '18:05',
    payment: 'prepayment',
    shipping: 'parcel',
    lines: [
      { productNumber: 'SW-MIS-100.1', quantity: 4 },
      { productNumber: 'SW-MIN-110', quantity: 1 },
    ],
    stage: 'shipped',
  },
  {
    customer: 'business',
    daysAgo: 2,
    at: '09:10',
    payment: 'invoice',
    shipping: 'pallet_freight',
    lines: [{ productNumber: 'SW-STP-110.2', quantity: 2 }],
    stage: 'placed',
  },
];

const STATES: Record<Stage, { order: OrderState; transaction: TransactionState; shipped: boolean }> = {
  delivered: { order: 'completed', transaction: 'paid', shipped: true },
  shipped: { order: 'in_progress', transaction: 'paid', shipped: true },
  // An invoice order of two days ago: not shipped yet, its invoice not yet due.
  placed: { order: 'open', transaction: 'open', shipped: false },
};

const DAY_MS = 24 * 3600 * 1000;

export const demoCustomerId = (key: CustomerKey): string => idFor(`customer:${key}`);

/** The planned date: `daysAgo` days before now at the planned time, so the demo always looks current. */
export function plannedDate(order: Pick<PlannedOrder, 'daysAgo' | 'at'>, now: Date): Date {
  const date = new Date(now.getTime() - order.daysAgo * DAY_MS);
  const [hours, minutes] = order.at.split(':').map(Number);
  date.setUTCHours(hours, minutes, 0, 0);
  return date;
}

/** Decimal digits derived from a seed: the same order number always gets the same tracking code. */
function digitsOf(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return (BigInt(`0x${hex}`) % 10n ** BigInt(length)).toString().padStart(length, '0');
}

/** A DHL-style 20-digit parcel number or a forwarder's consignment number. */
export function trackingCode(shippingMethod: string, orderNumber: string, date: Date): string {
  if (shippingMethod === 'pallet_freight') return `SPD-${date.getUTCFullYear()}-${digitsOf(`freight:${orderNumber}`, 6)}`;
  return `00340434${digitsOf(`parcel:${orderNumber}`, 12)}`;
}

const hasOrders = (db: Db, customerId: string): boolean => !!db.prepare('SELECT 1 FROM "order" WHERE customer_id = ? LIMIT 1').get(customerId);

function productIdsByNumber(db: Db, numbers: string[]): Map<string, string> {
  const find = db.prepare('SELECT id FROM product WHERE product_number = ? AND active = 1');
  const ids = new Map<string, string>();
  for (const number of numbers) {
    const row = find.get(number) as { id: string } | undefined;
    if (row) ids.set(number, row.id);
  }
  return ids;
}

/** The session a customer would have after logging in and choosing payment and shipping. */
function customerContext(db: Db, customer: CustomerRow, plan: PlannedOrder): RequestContext {
  const channel = db.prepare('SELECT * FROM sales_channel WHERE id = ?').get(customer.sales_channel_id) as RequestContext['salesChannel'];
  const payload: ContextPayload = {
    languageId: customer.language_id,
    paymentMethodId: idFor(`payment:${plan.payment}`),
    shippingMethodId: idFor(`shipping:${plan.shipping}`),
  };
  return buildRequestContext(db, channel, issueContextToken(db), { customerId: customer.id, payload }, customerContextFacts);
}

/** Places one planned order on its date through the real calculation and order writer; null when the catalogue no longer allows it. */
function placePastOrder(deps: AppDeps, plan: PlannedOrder, customer: CustomerRow, productIds: Map<string, string>, date: Date): string | null {
  const { db } = deps;
  const ctx = customerContext(db, customer, plan);
  const cart: StoredCart = emptyCart(ctx.token);
  for (const [position, line] of plan.lines.entries()) {
    const id = productIds.get(line.productNumber);
    if (!id) return null;
    cart.items.push({ id, type: 'product', referencedId: id, quantity: line.quantity, position });
  }
  // Calculated on the order's day: delivery dates and promotions are those of that day.
  const result = calculateStoredCart(deps, ctx, cart, {}, date);
  // The real checkout refuses what it would have to change first; so does the history.
  if (result.stateErrors.length || result.itemsChanged || result.items.length !== cart.items.length) return null;
  return insertOrder(deps, ctx, customer, result, { customerComment: null, affiliateCode: null, campaignCode: null, hash: cartHash(cart, ctx), idempotencyKey: null });
}

/** Moves a just written order on to the state it has reached by now, and back to its planned date. */
function makeHistory(deps: AppDeps, orderId: string, stage: Stage, date: Date): void {
  const { db } = deps;
  const states = STATES[stage];
  setOrderState(deps, orderId, states.order);
  if (states.shipped) {
    const shipped = db
      .prepare('SELECT m.technical_name AS method, o.order_number FROM order_delivery d JOIN shipping_method m ON m.id = d.shipping_method_id JOIN "order" o ON o.id = d.order_id WHERE d.order_id = ?')
      .get(orderId) as { method: string; order_number: string } | undefined;
    if (shipped) updateShipment(deps, orderId, { state: 'shipped', trackingCodes: [trackingCode(shipped.method, shipped.order_number, date)] }, { notify: false });
  }
  // The services date their changes today; in the history everything happened on the order's day.
  const iso = date.toISOString();
  db.prepare('UPDATE "order" SET order_date_time = ?, created_at = ?, updated_at = ? WHERE id = ?').run(iso, iso, iso, orderId);
  db.prepare('UPDATE order_transaction SET state = ?, created_at = ?, updated_at = ? WHERE order_id = ?').run(states.transaction, iso, iso, orderId);
}

/**
 * Gives the demo customers their order history (development demo only). Idempotent: nothing
 * happens once either demo customer has an order (restarts, databases that have one already).
 * Returns the number of orders created.
 */
export async function seedOrderHistory(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const customers = new Map<CustomerKey, CustomerRow>();
  for (const key of ['demo', 'business'] as const) {
    const customer = loadCustomer(db, demoCustomerId(key));
    if (!customer || !customer.active || hasOrders(db, customer.id)) return 0;
    customers.set(key, customer);
  }
  const productIds = productIdsByNumber(db, [...new Set(ORDER_HISTORY_PLAN.flatMap((p) => p.lines.map((l) => l.productNumber)))]);

  // Oldest first, so order and invoice numbers rise with the dates.
  const plans = [...ORDER_HISTORY_PLAN].sort((a, b) => b.daysAgo - a.daysAgo);
  const placed = db
    .transaction(() => {
      // Placing an order takes its goods from stock and counts them as sales. The history is
      // invented, and the listing's default sort (topseller: sales) and the tests rely on the
      // seeded figures, so the catalogue gets its stock and sales back.
      const touched = [...productIds.values()];
      const before = touched.map((id) => db.prepare('SELECT id, stock, sales FROM product WHERE id = ?').get(id) as { id: string; stock: number; sales: number });
      const orders: Array<{ orderId: string; date: Date }> = [];
      for (const plan of plans) {
        const date = plannedDate(plan, now);
        const orderId = placePastOrder(deps, plan, customers.get(plan.customer)!, productIds, date);
        if (!orderId) continue;
        makeHistory(deps, orderId, plan.stage, date);
        orders.push({ orderId, date });
      }
      const restore = db.prepare('UPDATE product SET stock = ?, sales = ? WHERE id = ?');
      for (const p of before) restore.run(p.stock, p.sales, p.id);
      return orders;
    })
    .immediate();

  // No order jobs: the invoice is made here, dated on the order's day, and the history sends no mails.
  for (const { orderId, date } of placed) await createInvoice(deps, orderId, { date: date.toISOString() });
  return placed.length;
}
