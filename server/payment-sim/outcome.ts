/**
 * The end of a payment: `finalize` stores a final result, books it on the Adyen order (partial
 * payments) and sends the AUTHORISATION webhook; `finalResponse` answers it. Used by /payments
 * (payments.ts), the payment methods (methods.ts), /payments/details and the hosted pages.
 */
import type { OrderRecord, PaymentRecord } from './store';
import { authCodeFor, paymentResponse, type SimContext } from './context';

/** Payment method name used in webhooks (`paymentMethod`). */
function webhookPaymentMethod(p: PaymentRecord): string {
  return p.brand ?? p.paymentMethodType;
}

export interface Outcome {
  resultCode: 'Authorised' | 'Refused' | 'Error' | 'Cancelled' | 'Received';
  reason?: string;
  code?: string;
}

/**
 * Stores a final result once (later calls return the stored payment unchanged), books authorised
 * amounts on the order and the gift card, and sends AUTHORISATION (+ ORDER_OPENED / ORDER_CLOSED).
 */
export function finalize(ctx: SimContext, p: PaymentRecord, outcome: Outcome): PaymentRecord {
  if (p.final) return p;
  let result = outcome;
  const success = result.resultCode === 'Authorised' || result.resultCode === 'Received';
  const order = success && p.orderPspReference ? ctx.store.getOrder(p.orderPspReference) : undefined;
  if (order && (order.status !== 'open' || p.amount.value > order.remainingAmount.value)) {
    result = { resultCode: 'Refused', reason: 'Invalid Amount', code: '7' };
  }
  p.resultCode = result.resultCode;
  p.final = true;
  if (result.reason) {
    p.refusalReason = result.reason;
    p.refusalReasonCode = result.code;
  }
  const authorised = p.resultCode === 'Authorised' || p.resultCode === 'Received';
  let opened = false;
  let closed = false;
  if (authorised && order) {
    opened = order.payments.length === 0;
    order.payments.push({ pspReference: p.pspReference, amount: p.amount, paymentMethodType: p.paymentMethodType, brand: p.brand, lastFour: p.lastFour });
    order.remainingAmount = { currency: order.remainingAmount.currency, value: Math.max(0, order.remainingAmount.value - p.amount.value) };
    if (order.remainingAmount.value === 0) {
      order.status = 'completed';
      closed = true;
    }
    ctx.store.saveOrder(order);
  }
  if (authorised && p.giftCardNumber) ctx.store.addGiftSpent(p.giftCardNumber, p.amount.currency, p.amount.value);
  ctx.store.savePayment(p);

  ctx.webhooks.send({
    eventCode: 'AUTHORISATION',
    success: authorised,
    pspReference: p.pspReference,
    merchantAccountCode: p.merchantAccount,
    merchantReference: p.merchantReference,
    amount: p.amount,
    paymentMethod: webhookPaymentMethod(p),
    // Adyen: "authCode:cardSummary:expiryDate" for successful authorisations, the refusal reason otherwise.
    reason: authorised ? `${authCodeFor(p.pspReference)}:${p.lastFour ?? ''}:${p.expiryDate ?? ''}` : (p.refusalReason ?? p.resultCode),
    additionalData: {
      ...(p.lastFour ? { cardSummary: p.lastFour } : {}),
      ...(p.expiryDate ? { expiryDate: p.expiryDate } : {}),
      ...(authorised ? { authCode: authCodeFor(p.pspReference) } : {}),
      ...(p.orderPspReference ? { 'order-pspReference': p.orderPspReference } : {}),
      ...(p.sessionId ? { checkoutSessionId: p.sessionId } : {}),
    },
  });
  if (order && opened && !closed) sendOrderEvent(ctx, order, 'ORDER_OPENED', true);
  if (order && closed) sendOrderEvent(ctx, order, 'ORDER_CLOSED', true);
  return p;
}

/** ORDER_OPENED / ORDER_CLOSED with Adyen's `order-N-…` additionalData. */
export function sendOrderEvent(ctx: SimContext, order: OrderRecord, eventCode: 'ORDER_OPENED' | 'ORDER_CLOSED', success: boolean): void {
  const additionalData: Record<string, string> = {};
  order.payments.forEach((pay, i) => {
    additionalData[`order-${i + 1}-pspReference`] = pay.pspReference;
    additionalData[`order-${i + 1}-paymentMethod`] = pay.brand ?? pay.paymentMethodType;
    additionalData[`order-${i + 1}-paymentAmount`] = `${pay.amount.currency} ${pay.amount.value}`;
  });
  ctx.webhooks.send({
    eventCode,
    success,
    pspReference: order.pspReference,
    merchantAccountCode: order.merchantAccount,
    merchantReference: order.reference,
    amount: order.amount,
    paymentMethod: 'order',
    additionalData,
  });
}

/** Answer for a payment that has just been finalized. */
export function finalResponse(ctx: SimContext, p: PaymentRecord, outcome: Outcome): Record<string, unknown> {
  return paymentResponse(ctx, finalize(ctx, p, outcome));
}
