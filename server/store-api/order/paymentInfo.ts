/** What a payment integration needs to know about an order's current (newest) transaction. */
export interface OrderPaymentInfo {
  orderId: string;
  orderNumber: string;
  orderState: string;
  customerId: string | null;
  email: string | null;
  locale: string;
  transactionId: string;
  transactionState: string;
  paymentMethodId: string;
  handler: string;
  adyenType: string | null;
  /** Total in the order currency's major unit. */
  amount: number;
  /** Total in minor units (Adyen's `amount.value`). */
  amountMinor: number;
  currency: string;
  pspReference: string | null;
  resultCode: string | null;
  action: unknown;
  adyenOrder: unknown;
}
