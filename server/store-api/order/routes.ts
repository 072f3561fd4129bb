import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isId } from '../../lib/ids';
import { errors, VIOLATION } from '../errors';
import { readBody, requiredId, Violations } from '../validation';
import { entitySearchResult, parseCriteria, readRequestPayload, searchEntities, type Filter } from '../criteria';
import { requireCustomer, loadCustomer } from '../account/public';
import { isStorefrontUrl } from '../context/public';
import { loginSession } from '../account';
import { shopperRequest, type PaymentHandler, type StoreDeps } from '../hooks';
import { limitRequest, resetRateLimit } from '../rateLimit';
import { paymentBlockReason, loadCartCustomer, loadPaymentMethods } from '../cart';
import { placeOrder } from './placeOrder';
import { checkGuestAuth, requireOwnOrder } from './orderAccess';
import { customerOrders, findDocumentFile, findMediaFile, findOrder, findOrderByDeepLink } from './orderRepository';
import { transitionOrder } from './orderState';
import { getOrderPaymentInfo, switchPaymentMethod } from './transactions';
import { DOWNLOAD_GRANTED_STATES, lineItemDownloads, loadOrder, primaryTransaction, serializeOrder, type OrderRow, type OrderTransactionRow } from './serialize';
import { PAID_TRANSACTION_STATES, serializeState, type TransactionState } from './states';

/**
 * The payment handler of prepayment and invoice (StoreHooks.paymentHandlers): /handle-payment
 * finishes at once, the transaction stays open until the money arrives.
 */
export const finishAtOnce: PaymentHandler = async () => ({ redirectUrl: null });

/** Whether the order's payment can still be changed or retried (paymentChangeable). */
function paymentChangeable(order: OrderRow, tx: OrderTransactionRow | undefined): boolean {
  if (order.state === 'cancelled' || order.state === 'completed') return false;
  return !tx || !PAID_TRANSACTION_STATES.includes(tx.state as TransactionState);
}

/** The deepLinkCode of an `equals` filter (Shopware's guest access to /order), if any. */
function deepLinkCodeOf(filters: Filter[]): string | null {
  for (const f of filters) {
    if (f.type === 'equals' && (f.field === 'deepLinkCode' || f.field === 'order.deepLinkCode') && typeof f.value === 'string') return f.value;
    if (f.type === 'multi' && f.operator === 'and') {
      const nested = deepLinkCodeOf(f.queries);
      if (nested) return nested;
    }
  }
  return null;
}

export function orderRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;

  api.post('/checkout/order', async (req) => {
    const body = readBody(req.body);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 200) : null;
    const placed = await placeOrder(deps, req.ctx, { ...body, idempotencyKey });
    const loaded = loadOrder(db, placed.orderId)!;
    return serializeOrder(deps, loaded, req.ctx.locale);
  });

  // Orders of the customer; guests by deep link code + e-mail + postal code.
  api.post('/order', async (req, reply) => {
    const payload = readRequestPayload(req);
    const criteria = parseCriteria(payload, { entity: 'order', defaultLimit: null });
    const ctx = req.ctx;
    const customer = ctx.customerId ? loadCustomer(db, ctx.customerId) : undefined;
    const activeCustomer = customer && customer.active ? customer : undefined;
    const deepLinkCode = deepLinkCodeOf(criteria.filter);
    let rows: OrderRow[];
    if (activeCustomer) {
      rows = customerOrders(db, activeCustomer.id, ctx.salesChannel.id);
    } else if (deepLinkCode !== null) {
      const rateKey = limitRequest(deps, req, 'guest_login', deepLinkCode);
      const since = new Date(Date.now() - 30 * 86400000).toISOString();
      const order = findOrderByDeepLink(db, deepLinkCode, ctx.salesChannel.id, since);
      checkGuestAuth(db, order, payload.email, payload.zipcode);
      resetRateLimit(db, 'guest_login', rateKey);
      rows = [order!];
      if (payload.login === true && order!.customer_id) {
        const guest = loadCustomer(db, order!.customer_id);
        if (guest && guest.active) loginSession(deps, req, guest);
      }
    } else {
      throw errors.customerNotLoggedIn();
    }
    const loaded = rows.map((r) => loadOrder(db, r.id)).filter((o): o is NonNullable<typeof o> => !!o);
    const entities = loaded.map((o) => {
      const json = serializeOrder(deps, o, ctx.locale);
      // Only documents meant for the customer (sent, shown in the account), as Shopware filters them.
      return { ...json, documents: json.documents.filter((d) => d.sent && (d.config as { displayInCustomerAccount?: unknown }).displayInCustomerAccount !== false) };
    });
    const sorted = criteria.sort.length > 0 ? criteria : { ...criteria, sort: [{ field: 'orderDateTime', order: 'DESC' as const, naturalSorting: false }] };
    const result = searchEntities(entities, sorted);
    const changeable: Record<string, boolean> = {};
    for (const o of loaded) {
      if (result.elements.some((e) => e.id === o.order.id)) changeable[o.order.id] = paymentChangeable(o.order, primaryTransaction(o));
    }
    reply.header('cache-control', 'no-store');
    return { orders: entitySearchResult('order', result, criteria), paymentChangeable: changeable };
  });

  api.post('/order/state/cancel', async (req) => {
    const body = readBody(req.body);
    const orderId = requiredId(body, 'orderId');
    requireCustomer(db, req.ctx, { allowGuest: true });
    const order = requireOwnOrder(db, req.ctx, orderId);
    const updated = transitionOrder(deps, order, 'cancel', { notify: true });
    return serializeState('order', updated.state, req.ctx.locale);
  });

  // Change the payment method of an order that is not paid yet.
  api.post('/order/payment', async (req) => {
    const body = readBody(req.body);
    const problems = new Violations({ onePerField: false });
    for (const key of ['orderId', 'paymentMethodId']) {
      if (!isId(body[key])) {
        problems.push({
          pointer: `/${key}`,
          code: body[key] === undefined || body[key] === '' ? VIOLATION.blank : VIOLATION.invalid,
          detail: body[key] === undefined || body[key] === '' ? 'This value should not be blank.' : 'This is not a valid id.',
        });
      }
    }
    problems.throwIfAny();
    const orderId = body.orderId as string;
    const paymentMethodId = body.paymentMethodId as string;
    requireCustomer(db, req.ctx, { allowGuest: true });
    const order = requireOwnOrder(db, req.ctx, orderId);
    const loaded = loadOrder(db, order.id)!;
    const tx = primaryTransaction(loaded);
    if (tx && PAID_TRANSACTION_STATES.includes(tx.state as TransactionState)) {
      throw errors.orderAlreadyPaid(order);
    }
    if (order.state === 'cancelled' || order.state === 'completed') {
      throw errors.paymentMethodNotChangeable();
    }
    const method = loadPaymentMethods(db, req.ctx.locale).find((m) => m.id === paymentMethodId);
    const blocked = method ? paymentBlockReason(method, loadCartCustomer(db, req.ctx.customerId), order.amount_total / (order.currency_factor || 1)) : null;
    if (!method || blocked) {
      throw errors.paymentMethodNotAvailable(paymentMethodId, blocked);
    }
    if (tx && tx.payment_method_id === paymentMethodId && tx.state === 'open') return { success: true };
    switchPaymentMethod(db, order, tx, paymentMethodId);
    return { success: true };
  });

  const handlePayment = async (req: FastifyRequest, source: Record<string, unknown>) => {
    const orderId = requiredId(source, 'orderId');
    const problems = new Violations({ onePerField: false });
    const url = (key: 'finishUrl' | 'errorUrl'): string | null => {
      const v = source[key];
      if (v === undefined || v === null || v === '') return null;
      if (typeof v !== 'string' || v.length > 2000) {
        problems.push({ pointer: `/${key}`, code: VIOLATION.invalidType, detail: 'This value should be of type string.' });
        return null;
      }
      // The shopper comes back only to the sales channel's own storefront (relative URLs resolve there).
      let target: URL | null = null;
      try {
        target = new URL(v, deps.config.publicUrl);
      } catch {
        target = null;
      }
      if (!target || !isStorefrontUrl(deps, req.ctx, target)) {
        problems.push({ pointer: `/${key}`, code: VIOLATION.choice, detail: "The URL must point to one of the sales channel's domains.", parameters: { value: v } });
        return null;
      }
      return v;
    };
    const finishUrl = url('finishUrl');
    const errorUrl = url('errorUrl');
    problems.throwIfAny();
    requireCustomer(db, req.ctx, { allowGuest: true });
    const order = requireOwnOrder(db, req.ctx, orderId);
    const payment = getOrderPaymentInfo(db, order.id);
    if (!payment) throw errors.orderTransactionNotFound(order.id);
    if (PAID_TRANSACTION_STATES.includes(payment.transactionState as TransactionState)) {
      throw errors.orderAlreadyPaid(order);
    }
    if (order.state === 'cancelled') {
      throw errors.orderCancelled(order);
    }
    const handler = Object.hasOwn(deps.hooks.paymentHandlers, payment.handler) ? deps.hooks.paymentHandlers[payment.handler] : undefined;
    if (!handler) {
      throw errors.paymentHandlerUnsupported(payment.handler, payment.paymentMethodId);
    }
    return handler(deps, shopperRequest(req), payment, { finishUrl, errorUrl, body: source });
  };
  api.post('/handle-payment', async (req) => handlePayment(req, readBody(req.body)));
  api.get('/handle-payment', async (req) => handlePayment(req, readRequestPayload(req)));

  // The invoice (or another document) as PDF.
  const download = async (req: FastifyRequest<{ Params: { documentId: string; deepLinkCode: string } }>, reply: FastifyReply) => {
    const { documentId, deepLinkCode } = req.params;
    const notFound = () => errors.documentNotFound(documentId);
    if (!isId(documentId)) throw notFound();
    const doc = findDocumentFile(db, documentId);
    if (!doc || doc.deep_link_code !== deepLinkCode) throw notFound();
    const order = findOrder(db, doc.order_id);
    if (!order || order.sales_channel_id !== req.ctx.salesChannel.id) throw notFound();
    const owner = !!req.ctx.customerId && order.customer_id === req.ctx.customerId;
    if (!owner) {
      const q = readRequestPayload(req);
      const rateKey = limitRequest(deps, req, 'guest_login', deepLinkCode);
      checkGuestAuth(db, order, q.email, q.zipcode);
      resetRateLimit(db, 'guest_login', rateKey);
    }
    const query = (req.query ?? {}) as Record<string, unknown>;
    const attachment = query.download === '1' || query.download === 'true';
    const safeName = doc.file_name.replace(/[^\x20-\x7E]/g, '_').replace(/"/g, '');
    reply
      .header('content-type', doc.mime_type)
      .header('content-disposition', `${attachment ? 'attachment' : 'inline'}; filename="${safeName}"`)
      .header('cache-control', 'private, no-store');
    return reply.send(doc.content);
  };
  // A file of a digital product the order grants: only for the order's customer, only once paid.
  api.get('/order/download/:orderId/:downloadId', async (req: FastifyRequest<{ Params: { orderId: string; downloadId: string } }>, reply) => {
    const { orderId, downloadId } = req.params;
    const notFound = () => errors.downloadNotFound(downloadId);
    if (!isId(orderId) || !isId(downloadId)) throw notFound();
    requireCustomer(db, req.ctx, { allowGuest: true });
    const order = requireOwnOrder(db, req.ctx, orderId);
    const loaded = loadOrder(db, order.id)!;
    const file = loaded.lineItems.flatMap((li) => lineItemDownloads(db, li)).find((d) => d.id === downloadId);
    if (!file) throw notFound();
    if (!DOWNLOAD_GRANTED_STATES.includes(primaryTransaction(loaded)?.state ?? '')) {
      throw errors.downloadNotGranted(downloadId, orderId);
    }
    const media = findMediaFile(db, file.media_id);
    const root = resolve(deps.config.dataDir, 'media');
    const path = media ? resolve(root, media.path) : '';
    if (!media || !path.startsWith(root + sep)) throw notFound();
    const content = await readFile(path).catch(() => null);
    if (!content) throw notFound();
    const name = `${media.file_name}.${media.file_extension}`.replace(/[^\x20-\x7E]/g, '_').replace(/"/g, '');
    reply.header('content-type', media.mime_type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
    return reply.send(content);
  });
  api.get('/document/download/:documentId/:deepLinkCode', download);
  api.post('/document/download/:documentId/:deepLinkCode', download);
}
