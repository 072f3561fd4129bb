/**
 * Local corrections of the generated Store API operations (never edit the generated file):
 * - createOrder: Shopware also reads `tos` (terms accepted) and `revocation` (withdrawal waiver
 *   for downloads) from the body, and the Idempotency-Key header.
 * - handlePaymentMethod: the Adyen plugin reads `stateData` and answers with the payment result.
 * - the Adyen plugin's own routes (advanced flow), with the paths of the official plugin.
 * - Stallwerk's extension route for the bedding calculator's PDF lead.
 * - changePaymentMethod: the account's default payment method (missing in the generated types).
 * - resendRegistrationConfirmation: this backend's "request a new confirmation mail".
 */
import type { operations } from '@shopware/api-client/store-api-types';
import type { BeddingLead } from './bedding';
import type { PaymentResultView } from './checkout';

type Headers = { 'sw-language-id'?: string; 'idempotency-key'?: string };
type AdyenResult = Omit<PaymentResultView, 'redirectUrl'>;
type AdyenAmount = { value: number; currency: string };

export interface OperationOverrides {
  'resendRegistrationConfirmation post /account/register-confirm/resend': {
    body: { email: string; storefrontUrl: string };
    response: { success: boolean };
    responseCode: 200;
  };
  'changePaymentMethod post /account/change-payment-method/{paymentMethodId}': {
    pathParams: { paymentMethodId: string };
    response: { success: boolean };
    responseCode: 200;
  };
  'createOrder post /checkout/order': {
    contentType?: 'application/json';
    accept?: 'application/json';
    headers?: Headers;
    body: { customerComment?: string; affiliateCode?: string; campaignCode?: string; tos?: boolean; revocation?: boolean };
    response: Record<string, unknown> & { id: string; orderNumber: string };
    responseCode: 200;
  };
  'handlePaymentMethod post /handle-payment': {
    contentType?: 'application/json';
    accept?: 'application/json';
    headers?: Headers;
    body: { orderId: string; finishUrl?: string; errorUrl?: string; stateData?: Record<string, unknown> };
    response: AdyenResult & { redirectUrl: string | null };
    responseCode: 200;
  };
  'adyenPaymentMethods get /adyen/payment-methods': {
    query?: { orderId?: string };
    response: { paymentMethods: Array<Record<string, unknown> & { type: string; name: string }>; storedPaymentMethods?: Array<Record<string, unknown>> };
    responseCode: 200;
  };
  'adyenPaymentStatus post /adyen/payment-status': {
    body: { orderId: string };
    response: AdyenResult;
    responseCode: 200;
  };
  'adyenPaymentDetails post /adyen/payment-details': {
    body: { orderId: string; stateData: Record<string, unknown> };
    response: AdyenResult;
    responseCode: 200;
  };
  'adyenSetPayment post /adyen/set-payment': {
    body: { orderId: string; paymentMethodId: string };
    response: { success: boolean };
    responseCode: 200;
  };
  'adyenBalance post /adyen/payment-methods/balance': {
    body: { paymentMethod: Record<string, unknown>; orderId?: string };
    response: { resultCode: string; pspReference?: string; balance?: AdyenAmount; transactionLimit?: AdyenAmount };
    responseCode: 200;
  };
  'adyenCreateOrder post /adyen/orders': {
    body: { orderId: string };
    response: { orderData: string; pspReference: string; remainingAmount: AdyenAmount; amount?: AdyenAmount; expiresAt?: string; resultCode: string };
    responseCode: 200;
  };
  'adyenCancelOrder post /adyen/orders/cancel': {
    body: { orderId: string };
    response: { resultCode: string; pspReference?: string };
    responseCode: 200;
  };
  'stallwerkBeddingLead post /stallwerk/bedding-lead': {
    body: BeddingLead & { idempotencyKey: string };
    response: { success: boolean; duplicate: boolean; apiAlias: 'stallwerk_bedding_lead_result' };
    responseCode: 200;
  };
}

/** The generated operations with the local corrections above; the Store API client is typed with it. */
export type StoreApiOperations = Omit<operations, keyof OperationOverrides> & OperationOverrides;
