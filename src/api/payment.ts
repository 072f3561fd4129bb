/**
 * The Adyen plugin's Store API routes (advanced flow). Card data never passes here: the SDK's
 * secured fields encrypt it, and only the SDK's state data is forwarded.
 */
import { storeApi } from './storeApi';
import type { PaymentResultView } from './types';

export type AdyenPaymentMethodsResponse = {
  paymentMethods: Array<Record<string, unknown> & { type: string; name: string }>;
  storedPaymentMethods?: Array<Record<string, unknown>>;
};

/** Adyen's /paymentMethods for the cart, or for an unpaid order when `orderId` is given. */
export async function fetchAdyenPaymentMethods(orderId?: string): Promise<AdyenPaymentMethodsResponse> {
  const { data } = await storeApi.invoke('adyenPaymentMethods get /adyen/payment-methods', orderId ? { query: { orderId } } : {});
  return data;
}

/** The stored payment result of an order: final or not, result code, pending action. */
export async function fetchPaymentStatus(orderId: string): Promise<PaymentResultView> {
  const { data } = await storeApi.invoke('adyenPaymentStatus post /adyen/payment-status', { body: { orderId } });
  return data;
}

/** Forwards the SDK's additional details (3-D Secure result, redirectResult) to /payments/details. */
export async function submitPaymentDetails(orderId: string, stateData: Record<string, unknown>): Promise<PaymentResultView> {
  const { data } = await storeApi.invoke('adyenPaymentDetails post /adyen/payment-details', { body: { orderId, stateData } });
  return data;
}

/** Chooses a (new) payment method for an unpaid order before paying it again. */
export async function setOrderPaymentMethod(orderId: string, paymentMethodId: string): Promise<void> {
  await storeApi.invoke('adyenSetPayment post /adyen/set-payment', { body: { orderId, paymentMethodId } });
}

/** A gift card's balance (the SDK's onBalanceCheck). */
export async function checkGiftCardBalance(paymentMethod: Record<string, unknown>, orderId?: string) {
  const { data } = await storeApi.invoke('adyenBalance post /adyen/payment-methods/balance', { body: { paymentMethod, ...(orderId ? { orderId } : {}) } });
  return data;
}

/** Opens an Adyen order over the amount due, for a gift card plus another method (onOrderRequest). */
export async function createAdyenOrder(orderId: string) {
  const { data } = await storeApi.invoke('adyenCreateOrder post /adyen/orders', { body: { orderId } });
  return data;
}

/** Cancels the open Adyen order; redeemed gift card money goes back (onOrderCancel). */
export async function cancelAdyenOrder(orderId: string) {
  const { data } = await storeApi.invoke('adyenCancelOrder post /adyen/orders/cancel', { body: { orderId } });
  return data;
}
