import { describe, expect, it } from 'vitest';
import { errors, type ApiErrorEntry, type ShopwareError } from './errors';

/** The answer a client receives, as text (key order included). */
const body = (e: ShopwareError) => JSON.stringify(e.toJSON());
const entry = (e: Omit<ApiErrorEntry, 'title'> & { title?: string }) => JSON.stringify({ errors: [e] });

/**
 * The factories that replaced the account, cart, order, wishlist and newsletter routes' inline
 * errors answer exactly what those routes answered (status, title, code, detail, pointer,
 * parameters, in this key order).
 */
describe('named error factories', () => {
  const cases: Array<[string, ShopwareError, string]> = [
    ['badCredentials', errors.badCredentials(), entry({ status: '401', title: 'Unauthorized', code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', detail: 'Invalid username and/or password.' })],
    ['noHashProvided', errors.noHashProvided(), entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__NO_HASH_PROVIDED', detail: 'The given hash is empty.' })],
    [
      'customerAlreadyConfirmed',
      errors.customerAlreadyConfirmed('c1'),
      entry({
        status: '412',
        title: 'Precondition Failed',
        code: 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
        detail: 'The customer with the id "c1" is already confirmed.',
        meta: { parameters: { customerId: 'c1' } },
      }),
    ],
    ['customerNotGuest', errors.customerNotGuest(), entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__CUSTOMER_IS_NOT_GUEST', detail: 'The customer is not a guest.' })],
    [
      'customerOptInNotCompleted',
      errors.customerOptInNotCompleted('c1'),
      entry({
        status: '401',
        title: 'Unauthorized',
        code: 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
        detail: 'The customer with the id "c1" has not completed the opt-in.',
        meta: { parameters: { customerId: 'c1' } },
      }),
    ],
    [
      'customerPaymentMethodNotFound',
      errors.customerPaymentMethodNotFound('p1'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND',
        detail: 'Change Payment to method p1 not possible.',
        meta: { parameters: { paymentMethodId: 'p1' } },
      }),
    ],
    // 410 has no title of its own: the generic one.
    [
      'recoveryHashExpired',
      errors.recoveryHashExpired('h1'),
      entry({ status: '410', title: 'Error', code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', detail: 'The hash "h1" is expired.', meta: { parameters: { hash: 'h1' } } }),
    ],
    [
      'addressNotFound',
      errors.addressNotFound('a1'),
      entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', detail: 'Customer address with id "a1" not found.', meta: { parameters: { addressId: 'a1' } } }),
    ],
    [
      'addressLimitReached',
      errors.addressLimitReached(100),
      entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__CUSTOMER_ADDRESS_LIMIT_REACHED', detail: 'A customer can keep at most 100 addresses.', meta: { parameters: { limit: 100 } } }),
    ],
    [
      'addressIsDefault',
      errors.addressIsDefault('a1'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
        detail: 'Customer address with id "a1" is a default address and cannot be deleted.',
        meta: { parameters: { addressId: 'a1' } },
      }),
    ],
    [
      'addressIsActive',
      errors.addressIsActive('a1'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
        detail: 'Customer address with id "a1" is an active address and cannot be deleted.',
        meta: { parameters: { addressId: 'a1' } },
      }),
    ],
    [
      'invalidLineItemQuantity',
      errors.invalidLineItemQuantity(0, '/items/0/quantity'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
        detail: 'The quantity must be a positive integer. Given: "0"',
        source: { pointer: '/items/0/quantity' },
        meta: { parameters: { quantity: 0 } },
      }),
    ],
    [
      'invalidLineItemQuantity without a value',
      errors.invalidLineItemQuantity(undefined, '/items/1/quantity'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
        detail: 'The quantity must be a positive integer. Given: "undefined"',
        source: { pointer: '/items/1/quantity' },
        meta: { parameters: { quantity: null } },
      }),
    ],
    [
      'lineItemNotFound',
      errors.lineItemNotFound('x'),
      entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', detail: 'Line item with identifier x not found.', meta: { parameters: { id: 'x' } } }),
    ],
    [
      'lineItemTypeNotSupported',
      errors.lineItemTypeNotSupported('custom', '/items/2/type'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
        detail: 'Line item type "custom" is not supported.',
        source: { pointer: '/items/2/type' },
        meta: { parameters: { type: 'custom' } },
      }),
    ],
    [
      'mixedLineItemType',
      errors.mixedLineItemType('x'),
      entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__CART_MIXED_LINE_ITEM_TYPE', detail: 'Line item with identifier x refers to another product.', meta: { parameters: { id: 'x' } } }),
    ],
    [
      'lineItemNotStackable',
      errors.lineItemNotStackable('x'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
        detail: 'Line item with identifier x is not stackable and the quantity cannot be changed.',
        meta: { parameters: { id: 'x' } },
      }),
    ],
    [
      'lineItemNotRemovable',
      errors.lineItemNotRemovable('x'),
      entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE', detail: 'Line item with identifier x is not removable.', meta: { parameters: { id: 'x' } } }),
    ],
    [
      'cartInvalid',
      errors.cartInvalid([{ key: 'k', messageKey: 'product-out-of-stock', level: 20, message: 'Out of stock', parameters: { name: 'Mat' } }]),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__CART_INVALID',
        detail: 'The cart is invalid, got 1 error(s): Out of stock',
        meta: { parameters: { errorCount: 1, errors: [{ key: 'k', messageKey: 'product-out-of-stock', level: 20, message: 'Out of stock', name: 'Mat' }] } },
      }),
    ],
    [
      'idempotencyKeyReused',
      errors.idempotencyKeyReused(),
      entry({ status: '409', title: 'Conflict', code: 'CHECKOUT__ORDER_IDEMPOTENCY_KEY_REUSED', detail: 'This Idempotency-Key belongs to another order.', source: { pointer: '/' } }),
    ],
    [
      'orderBillingAddressMissing',
      errors.orderBillingAddressMissing(),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__ORDER_CUSTOMER_ADDRESS_NOT_FOUND',
        detail: 'The customer has no billing address to order with.',
        source: { pointer: '/billingAddressId' },
      }),
    ],
    [
      'illegalStateTransition',
      errors.illegalStateTransition('cancel', 'cancelled', []),
      entry({
        status: '403',
        title: 'Forbidden',
        code: 'SYSTEM__ILLEGAL_STATE_TRANSITION',
        detail: 'Illegal transition "cancel" from state "cancelled". Possible transitions are: none.',
        meta: { parameters: { transition: 'cancel', fromState: 'cancelled', possibleTransitions: [] } },
      }),
    ],
    [
      'stateNotFound',
      errors.stateNotFound('lost'),
      entry({ status: '400', title: 'Bad Request', code: 'SYSTEM__STATE_MACHINE_STATE_NOT_FOUND', detail: 'The transaction state "lost" does not exist.', meta: { parameters: { state: 'lost' } } }),
    ],
    [
      'guestWrongCredentials',
      errors.guestWrongCredentials(),
      entry({ status: '403', title: 'Forbidden', code: 'CHECKOUT__GUEST_WRONG_CREDENTIALS', detail: 'Wrong credentials for guest authentication.' }),
    ],
    [
      'paymentHandlerUnsupported',
      errors.paymentHandlerUnsupported('h', 'p1'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CHECKOUT__PAYMENT_HANDLER_TYPE_UNSUPPORTED',
        detail: 'The payment handler "h" of this order\'s payment method is not available yet. Choose prepayment or invoice.',
        meta: { parameters: { handler: 'h', paymentMethodId: 'p1' } },
      }),
    ],
    [
      'documentNotFound',
      errors.documentNotFound('d1'),
      entry({ status: '404', title: 'Not Found', code: 'DOCUMENT__DOCUMENT_NOT_FOUND', detail: 'Document with id d1 not found.', meta: { parameters: { documentId: 'd1' } } }),
    ],
    [
      'downloadNotFound',
      errors.downloadNotFound('f1'),
      entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__ORDER_DOWNLOAD_NOT_FOUND', detail: 'Download with id f1 not found.', meta: { parameters: { downloadId: 'f1' } } }),
    ],
    [
      'downloadNotGranted',
      errors.downloadNotGranted('f1', 'o1'),
      entry({
        status: '403',
        title: 'Forbidden',
        code: 'CHECKOUT__ORDER_DOWNLOAD_NOT_GRANTED',
        detail: 'The file is available once the order has been paid.',
        meta: { parameters: { downloadId: 'f1', orderId: 'o1' } },
      }),
    ],
    ['wishlistNotFound', errors.wishlistNotFound(), entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__WISHLIST_NOT_FOUND', detail: 'Wishlist for this customer was not found.' })],
    ['wishlistNotActivated', errors.wishlistNotActivated(), entry({ status: '403', title: 'Forbidden', code: 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', detail: 'Wishlist is not activated!' })],
    [
      'duplicateWishlistProduct',
      errors.duplicateWishlistProduct(),
      entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', detail: 'Product already added in wishlist' }),
    ],
    [
      'wishlistProductNotFound',
      errors.wishlistProductNotFound('p1'),
      entry({ status: '404', title: 'Not Found', code: 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', detail: 'Wishlist product with id p1 not found', meta: { parameters: { productId: 'p1' } } }),
    ],
    ['productIdsMissing', errors.productIdsMissing(), entry({ status: '400', title: 'Bad Request', code: 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', detail: 'Parameter "productIds" is missing.' })],
    [
      'newsletterRecipientNotFound',
      errors.newsletterRecipientNotFound('hash', 'abc'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
        detail: 'The NewsletterRecipient with the identifier "hash" - abc was not found.',
        meta: { parameters: { identifier: 'hash', value: 'abc' } },
      }),
    ],
  ];

  it.each(cases)('%s answers as the route did', (_name, error, expected) => {
    expect(body(error)).toBe(expected);
  });

  it('answers with the status of its entries', () => {
    expect(errors.recoveryHashExpired('h').status).toBe(410);
    expect(errors.idempotencyKeyReused().status).toBe(409);
  });
});
