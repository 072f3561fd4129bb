/** Checkout calls: the session's checkout context, methods, order placement and orders. */
import { mapCheckoutContext, mapMethod } from './map/checkout';
import { mapOrder } from './map/order';
import { storeApi } from './storeApi';
import type { CheckoutContextView, MethodView, OrderView, PaymentResultView } from './types';

/** The checkout's view of GET /context: customer with active addresses, methods, Adyen config. */
export async function fetchCheckoutContext(): Promise<CheckoutContextView> {
  const { data } = await storeApi.invoke('readContext get /context');
  return mapCheckoutContext(data);
}

const byPosition = { sort: [{ field: 'position', order: 'ASC' as const }], associations: { media: {} } };

/** Shipping methods available for the current cart and address (POST /shipping-method). */
export async function fetchShippingMethods(): Promise<MethodView[]> {
  const { data } = await storeApi.invoke('readShippingMethod post /shipping-method', {
    query: { onlyAvailable: true },
    body: { ...byPosition, associations: { media: {}, deliveryTime: {} } },
  });
  return (data.elements ?? []).map(mapMethod);
}

/** Payment methods available for the current cart and customer (POST /payment-method). */
export async function fetchPaymentMethods(): Promise<MethodView[]> {
  const { data } = await storeApi.invoke('readPaymentMethod post /payment-method', { body: { ...byPosition, onlyAvailable: true } });
  return (data.elements ?? []).map(mapMethod);
}

export type CheckoutSwitch = Partial<Record<'shippingMethodId' | 'paymentMethodId' | 'shippingAddressId' | 'billingAddressId' | 'countryId', string>>;

/** Switches shipping or payment method or the active addresses of the session (PATCH /context). */
export async function switchCheckoutContext(patch: CheckoutSwitch): Promise<void> {
  await storeApi.invoke('updateContext patch /context', { body: patch });
}

export interface PlaceOrderInput {
  customerComment?: string;
  tos: boolean;
  revocation?: boolean;
  /** One key per checkout attempt: a repeated submit answers with the same order. */
  idempotencyKey: string;
}

/** Places the order from the cart (POST /checkout/order); returns the new order's id and number. */
export async function placeOrder(input: PlaceOrderInput): Promise<{ id: string; orderNumber: string }> {
  const { data } = await storeApi.invoke('createOrder post /checkout/order', {
    headers: { 'idempotency-key': input.idempotencyKey },
    body: {
      tos: input.tos,
      ...(input.revocation ? { revocation: true } : {}),
      ...(input.customerComment ? { customerComment: input.customerComment } : {}),
    },
  });
  return { id: data.id, orderNumber: data.orderNumber };
}

const ORDER_ASSOCIATIONS = {
  lineItems: { associations: { cover: {} } },
  addresses: { associations: { country: {}, countryState: {}, salutation: {} } },
  billingAddress: { associations: { country: {}, countryState: {} } },
  deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {}, countryState: {} } } } },
  transactions: { associations: { paymentMethod: {} } },
  currency: {},
  orderCustomer: {},
  documents: { associations: { documentType: {} } },
};

/** One order of the session's customer (or guest); null when it is not theirs or not found. */
export async function fetchOrder(orderId: string): Promise<OrderView | null> {
  const { data } = await storeApi.invoke('readOrder post /order', {
    body: {
      filter: [{ type: 'equals', field: 'id', value: orderId }],
      associations: ORDER_ASSOCIATIONS,
      checkPromotion: false,
    },
  });
  // mapOrder reads orders as loose records (map/order.ts), so the answer is read that way too.
  const answer = data as unknown as { orders?: { elements?: unknown[] }; paymentChangeable?: Record<string, boolean> };
  const order = answer.orders?.elements?.[0];
  if (!order) return null;
  return mapOrder(order as Record<string, unknown>, answer.paymentChangeable?.[orderId] ?? true);
}

export interface HandlePaymentInput {
  orderId: string;
  finishUrl: string;
  errorUrl: string;
  /** The Adyen component's state data; absent for prepayment and invoice. */
  stateData?: Record<string, unknown>;
  /** One key per payment attempt: a repeated request never pays twice. */
  idempotencyKey?: string;
}

/** Starts the payment of an order (POST /handle-payment); Adyen answers with its result. */
export async function handlePayment(input: HandlePaymentInput): Promise<PaymentResultView> {
  const { data } = await storeApi.invoke('handlePaymentMethod post /handle-payment', {
    ...(input.idempotencyKey ? { headers: { 'idempotency-key': input.idempotencyKey } } : {}),
    body: { orderId: input.orderId, finishUrl: input.finishUrl, errorUrl: input.errorUrl, ...(input.stateData ? { stateData: input.stateData } : {}) },
  });
  return { ...data, isFinal: data.isFinal ?? true };
}

/** Changes the payment method of an unpaid order (POST /order/payment). */
export async function changeOrderPaymentMethod(orderId: string, paymentMethodId: string): Promise<void> {
  await storeApi.invoke('orderSetPayment post /order/payment', { body: { orderId, paymentMethodId } });
}
