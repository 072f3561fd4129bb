/** What every simulator module shares: resolved options, the store, the webhook sender. */
import type { SimStore, PaymentRecord, OrderRecord } from './store';
import type { WebhookSender } from './webhook';

export interface ResolvedOptions {
  port: number;
  apiKey: string;
  hmacKey: string;
  clientKey: string;
  notificationUrl: string | null;
  merchantAccount: string;
  /** Where the browser reaches the simulator, e.g. http://localhost:8080 (no trailing slash). */
  publicUrl: string;
}

export interface SimContext {
  opts: ResolvedOptions;
  store: SimStore;
  webhooks: WebhookSender;
}

/** The `order` object Adyen returns with partial payments and /orders. */
export function orderResponse(o: OrderRecord): Record<string, unknown> {
  return {
    amount: o.amount,
    expiresAt: o.expiresAt,
    orderData: o.orderData,
    pspReference: o.pspReference,
    reference: o.reference,
    remainingAmount: o.remainingAmount,
  };
}

/** The /payments and /payments/details answer for a payment in its current state. */
export function paymentResponse(ctx: SimContext, p: PaymentRecord, action?: Record<string, unknown>): Record<string, unknown> {
  const order = p.orderPspReference ? ctx.store.getOrder(p.orderPspReference) : undefined;
  const isFinal = !action;
  return {
    ...(isFinal && p.resultCode === 'Authorised' && p.lastFour ? { additionalData: additionalDataFor(p) } : {}),
    amount: p.amount,
    merchantReference: p.merchantReference,
    ...(p.brand || p.paymentMethodType ? { paymentMethod: { type: p.paymentMethodType, ...(p.brand ? { brand: p.brand } : {}) } } : {}),
    pspReference: p.pspReference,
    ...(p.refusalReason ? { refusalReason: p.refusalReason, refusalReasonCode: p.refusalReasonCode } : {}),
    resultCode: p.resultCode,
    ...(action ? { action } : {}),
    ...(order ? { order: orderResponse(order) } : {}),
  };
}

export function additionalDataFor(p: PaymentRecord): Record<string, string> {
  return {
    ...(p.lastFour ? { cardSummary: p.lastFour } : {}),
    ...(p.resultCode === 'Authorised' ? { authCode: authCodeFor(p.pspReference) } : {}),
    ...(p.brand ? { paymentMethod: p.brand } : {}),
  };
}

/** A stable six-digit authorisation code derived from the pspReference. */
export function authCodeFor(pspReference: string): string {
  return [...pspReference.slice(-6)].map((c) => String(c.charCodeAt(0) % 10)).join('');
}
