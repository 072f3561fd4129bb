/**
 * POST /payments: validation and dispatch per payment method type; the final result is booked by
 * `finalize` (outcome.ts).
 */
import { Errors } from './errors';
import type { OrderRecord, PaymentRecord } from './store';
import type { SimContext } from './context';
import { checkMerchantAccount, isObject, optionalOrigin, requireAmount, requireBody, requireReference, type Body } from './validate';
import { payByCard, payByGiftCard, payByRedirect, payBySepa } from './methods';
import type { Amount } from '../adyen/money';

export async function createPayment(ctx: SimContext, raw: unknown, meta: { sessionId?: string } = {}): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  const merchantAccount = checkMerchantAccount(ctx, body);
  const amount = requireAmount(body);
  const reference = requireReference(body);
  const pm = body.paymentMethod;
  if (!isObject(pm) || typeof pm.type !== 'string' || pm.type === '') throw Errors.missingPaymentMethod();
  const order = resolveOrder(ctx, body, amount);
  const now = new Date().toISOString();
  const p: PaymentRecord = {
    pspReference: ctx.store.newPspReference(),
    merchantReference: reference,
    merchantAccount,
    amount,
    paymentMethodType: pm.type,
    resultCode: 'Received',
    shopperOrigin: optionalOrigin(body),
    orderPspReference: order?.pspReference,
    ...(meta.sessionId ? { sessionId: meta.sessionId } : {}),
    createdAt: now,
    updatedAt: now,
  };
  switch (pm.type) {
    case 'scheme':
      return payByCard(ctx, p, pm);
    case 'ideal':
      return payByRedirect(ctx, p, pm, body);
    case 'sepadirectdebit':
      return payBySepa(ctx, p, pm);
    case 'giftcard':
      return payByGiftCard(ctx, p, pm, order);
    default:
      throw Errors.notSupported();
  }
}

/** The open order a partial payment refers to (`order: {orderData, pspReference}`), validated. */
export function resolveOrder(ctx: SimContext, body: Body, amount: Amount): OrderRecord | undefined {
  const ref = body.order;
  if (ref === undefined || ref === null) return undefined;
  if (!isObject(ref)) throw Errors.invalidOrderData();
  const order = ctx.store.findOrderByData(ref.orderData);
  if (!order || (ref.pspReference !== undefined && ref.pspReference !== order.pspReference)) throw Errors.invalidOrderData();
  if (order.status !== 'open' || Date.parse(order.expiresAt) < Date.now()) throw Errors.orderNotOpen();
  if (amount.currency !== order.remainingAmount.currency) throw Errors.currencyMismatch();
  if (amount.value > order.remainingAmount.value) throw Errors.amountExceedsOrder();
  return order;
}
