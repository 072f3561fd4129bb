/**
 * Local corrections of the generated Store API operations (never edit the generated file):
 * - createOrder: Shopware also reads `tos` (terms accepted) and `revocation` (withdrawal waiver
 *   for downloads) from the body, and the Idempotency-Key header.
 * - handlePaymentMethod: the Adyen plugin reads `stateData` and answers with the payment result.
 * - the Adyen plugin's own routes (advanced flow), with the paths of the official plugin.
 * - Stallwerk's extension route for the bedding calculator's PDF lead.
 * - changePaymentMethod: the account's default payment method (missing in the generated types).
 * - resendRegistrationConfirmation: this backend's "request a new confirmation mail".
 * - request fields the Store API reads but the generated operations leave out: criteria
 *   (`includes`, `associations`, `filter`, …) on every read, `_criteria` in GET queries, the
 *   Idempotency-Key header on the writes the offline outbox replays, the password when deleting
 *   the account, the unsubscribe hash, and looser account-type fields (the generated union wants
 *   a non-empty `vatIds` and `null` company for private accounts; the backend accepts the form's
 *   values as they are). Each merges with the generated operation, so the responses stay generated.
 */
import type { components, operations } from '@shopware/api-client/store-api-types';
import type { BeddingLead } from './bedding';
import type { PaymentResultView } from './checkout';

type Headers = { 'sw-language-id'?: string; 'idempotency-key'?: string };
type Schemas = components['schemas'];

/** A Store API search criteria body (every read accepts it, whether or not the spec lists it). */
export type Criteria = Schemas['Criteria'];
/** `_criteria` in a GET query: base64url(gzip(json(criteria))), as `encodeCriteria` (src/api/criteriaQuery.ts) makes it. */
export type CriteriaQuery = { _criteria?: string };
/** Lets the backend tell a repeat of a replayed write from a new one. */
export type IdempotencyHeaders = { 'idempotency-key'?: string };

/** A generated operation with extra (optional) request fields merged in. */
type Extend<Name extends keyof operations, Extra> = operations[Name] & Extra;
/** A generated operation whose body is replaced (the response stays generated). */
type WithBody<Name extends keyof operations, Body> = Omit<operations[Name], 'body'> & { body: Body };
/** The account type fields as the forms send them (see the note above). */
type AccountTypeFields = { accountType?: 'private' | 'business'; company?: string; vatIds?: string[] };
type AccountTypeKeys = 'accountType' | 'company' | 'vatIds';
type GeneratedBody<Name extends keyof operations> = operations[Name] extends { body: infer B } ? B : never;
type AdyenResult = Omit<PaymentResultView, 'redirectUrl'>;
type AdyenAmount = { value: number; currency: string };

export interface OperationOverrides {
  'readCart get /checkout/cart': Extend<'readCart get /checkout/cart', { query?: CriteriaQuery }>;
  'addLineItem post /checkout/cart/line-item': Extend<'addLineItem post /checkout/cart/line-item', { headers?: IdempotencyHeaders; body: Pick<Criteria, 'includes'> }>;
  'readCategoryGet get /category/{navigationId}': Extend<'readCategoryGet get /category/{navigationId}', { query?: CriteriaQuery }>;
  'readLandingPageGet get /landing-page/{landingPageId}': Extend<'readLandingPageGet get /landing-page/{landingPageId}', { query?: CriteriaQuery }>;
  'readProductCrossSellings post /product/{productId}/cross-selling': Extend<'readProductCrossSellings post /product/{productId}/cross-selling', { body?: Pick<Criteria, 'includes'> }>;
  'readOrder post /order': WithBody<'readOrder post /order', Omit<GeneratedBody<'readOrder post /order'>, 'filter'> & Pick<Criteria, 'filter'>>;
  'changeProfile post /account/change-profile': WithBody<
    'changeProfile post /account/change-profile',
    Omit<GeneratedBody<'changeProfile post /account/change-profile'>, AccountTypeKeys> & AccountTypeFields
  >;
  'register post /account/register': WithBody<
    'register post /account/register',
    Omit<GeneratedBody<'register post /account/register'>, AccountTypeKeys | 'password' | 'billingAddress' | 'shippingAddress'> &
      AccountTypeFields & { password?: string; billingAddress: Schemas['CustomerAddressBody']; shippingAddress?: Schemas['CustomerAddressBody'] }
  >;
  'deleteCustomer delete /account/customer': Extend<'deleteCustomer delete /account/customer', { body: { password: string } }>;
  'unsubscribeToNewsletter post /newsletter/unsubscribe': WithBody<'unsubscribeToNewsletter post /newsletter/unsubscribe', { email: string; hash?: string }>;
  'subscribeToNewsletter post /newsletter/subscribe': Extend<'subscribeToNewsletter post /newsletter/subscribe', { headers?: IdempotencyHeaders }>;
  'sendContactMail post /contact-form': Extend<'sendContactMail post /contact-form', { headers?: IdempotencyHeaders; body: { acceptedDataProtection?: boolean } }>;
  'saveProductReview post /product/{productId}/review': Extend<'saveProductReview post /product/{productId}/review', { headers?: IdempotencyHeaders }>;
  'addProductOnWishlist post /customer/wishlist/add/{productId}': Extend<'addProductOnWishlist post /customer/wishlist/add/{productId}', { headers?: IdempotencyHeaders }>;
  'deleteProductOnWishlist delete /customer/wishlist/delete/{productId}': Extend<'deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { headers?: IdempotencyHeaders }>;
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
