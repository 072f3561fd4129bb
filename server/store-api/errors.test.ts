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

/**
 * The factories that replaced the remaining inline errors (sales channel and context, criteria,
 * Fastify's own 4xx, catalog, rate limits, Adyen, dev mailbox) answer what those call sites
 * answered, headers included.
 */
describe('named error factories of the framework, Adyen and the mailbox', () => {
  const provider = 'Adyen (test)';
  const cases: Array<[string, ShopwareError, string]> = [
    [
      'salesChannelAccessKeyMissing',
      errors.salesChannelAccessKeyMissing(),
      entry({ status: '401', title: 'Unauthorized', code: 'FRAMEWORK__API_SALES_CHANNEL_ACCESS_KEY_MISSING', detail: 'Header "sw-access-key" is required.' }),
    ],
    [
      'salesChannelNotFound',
      errors.salesChannelNotFound(),
      entry({ status: '401', title: 'Unauthorized', code: 'FRAMEWORK__SALES_CHANNEL_NOT_FOUND', detail: 'No sales channel found for the given access key.' }),
    ],
    [
      'salesChannelMaintenanceMode',
      errors.salesChannelMaintenanceMode(),
      entry({ status: '503', title: 'MAINTENANCE_MODE', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', detail: 'The sales channel is in maintenance mode.' }),
    ],
    [
      'invalidLanguageId',
      errors.invalidLanguageId('de'),
      entry({ status: '412', title: 'Precondition Failed', code: 'FRAMEWORK__INVALID_LANGUAGE_ID', detail: 'The provided language de is invalid.' }),
    ],
    ['languageNotFound', errors.languageNotFound('l1'), entry({ status: '412', title: 'Precondition Failed', code: 'FRAMEWORK__LANGUAGE_NOT_FOUND', detail: 'The language "l1" was not found.' })],
    [
      'invalidCompressedCriteria',
      errors.invalidCompressedCriteria('not base64url'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'FRAMEWORK__INVALID_COMPRESSED_CRITERIA_PARAMETER',
        detail: 'The "_criteria" parameter could not be decoded: not base64url.',
        source: { pointer: '/_criteria' },
      }),
    ],
    [
      'frameworkClientError',
      errors.frameworkClientError({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'Unsupported Media Type: text/csv' }),
      entry({ status: '415', title: 'Unsupported Media Type', code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', detail: 'Unsupported Media Type: text/csv' }),
    ],
    // Without code and message: Fastify's status with the generic code and text.
    ['frameworkClientError (bare)', errors.frameworkClientError({ statusCode: 413 }), entry({ status: '413', title: 'Payload Too Large', code: 'FRAMEWORK__BAD_REQUEST', detail: 'Bad request' })],
    [
      'productNotFound',
      errors.productNotFound('p1'),
      entry({ status: '404', title: 'Not Found', code: 'CONTENT__PRODUCT_NOT_FOUND', detail: 'Product for id p1 not found.', meta: { parameters: { productId: 'p1' } } }),
    ],
    [
      'customerAuthThrottled',
      errors.customerAuthThrottled(30),
      entry({ status: '429', title: 'Too Many Requests', code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', detail: 'Customer auth throttled for 30 seconds.', meta: { parameters: { seconds: 30 } } }),
    ],
    [
      'rateLimitExceeded',
      errors.rateLimitExceeded(30),
      entry({ status: '429', title: 'Too Many Requests', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', detail: 'Too many requests, try again in 30 seconds.', meta: { parameters: { seconds: 30 } } }),
    ],
    [
      'notAnAdyenPayment',
      errors.notAnAdyenPayment({ orderNumber: '10001', orderId: 'o1', paymentMethodId: 'p1' }),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__NOT_AN_ADYEN_PAYMENT',
        detail: 'The order 10001 is not paid with an Adyen payment method; choose one with /adyen/set-payment first.',
        meta: { parameters: { orderId: 'o1', paymentMethodId: 'p1' } },
      }),
    ],
    [
      'amountMismatch',
      errors.amountMismatch('EUR 12.50', '/amount', { currency: 'EUR', value: 1250 }),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__AMOUNT_MISMATCH',
        detail: 'The amount to pay is set by the order (EUR 12.50); it cannot be changed by the client.',
        source: { pointer: '/amount' },
        meta: { parameters: { expected: { currency: 'EUR', value: 1250 } } },
      }),
    ],
    [
      'invalidAdyenOrder',
      errors.invalidAdyenOrder(),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__INVALID_ADYEN_ORDER',
        detail: 'The Adyen order in the payment data does not belong to this order or is no longer open.',
        source: { pointer: '/stateData/order' },
      }),
    ],
    [
      'noPaymentInProgress',
      errors.noPaymentInProgress('10001', 'o1'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__NO_PAYMENT_IN_PROGRESS',
        detail: 'There is no payment of order 10001 waiting for details; start one with /handle-payment.',
        meta: { parameters: { orderId: 'o1' } },
      }),
    ],
    [
      'unknownPaymentMethod',
      errors.unknownPaymentMethod('p1'),
      entry({
        status: '404',
        title: 'Not Found',
        code: 'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
        detail: 'The selected payment method does not exist (id p1).',
        source: { pointer: '/paymentMethodId' },
        meta: { parameters: { id: 'p1' } },
      }),
    ],
    [
      'adyenOrderNotFound',
      errors.adyenOrderNotFound('10001', 'o1'),
      entry({ status: '404', title: 'Not Found', code: 'ADYEN__ADYEN_ORDER_NOT_FOUND', detail: 'Order 10001 has no open partial payment to cancel.', meta: { parameters: { orderId: 'o1' } } }),
    ],
    [
      'adyenNotConfigured',
      errors.adyenNotConfigured(['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT']),
      entry({
        status: '503',
        title: 'Service Unavailable',
        code: 'ADYEN__NOT_CONFIGURED',
        detail: 'Payments are not configured: ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT missing.',
        meta: { parameters: { missing: ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT'] } },
      }),
    ],
    [
      'invalidPaymentRequest',
      errors.invalidPaymentRequest('Required field missing', { adyenStatus: 422, errorCode: '130' }),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__INVALID_PAYMENT_REQUEST',
        detail: 'The payment provider refused the request: Required field missing',
        meta: { parameters: { adyenStatus: 422, errorCode: '130' } },
      }),
    ],
    // 502 has no title of its own: Bad Gateway is given.
    [
      'paymentServiceConfiguration',
      errors.paymentServiceConfiguration(provider, 'HTTP 401', { adyenStatus: 401 }),
      entry({
        status: '502',
        title: 'Bad Gateway',
        code: 'ADYEN__PAYMENT_SERVICE_CONFIGURATION',
        detail: "Adyen (test) rejected the shop's credentials (HTTP 401). Check ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT.",
        meta: { parameters: { adyenStatus: 401 } },
      }),
    ],
    [
      'paymentServiceError',
      errors.paymentServiceError('Adyen (test) broke off its answer.', { path: '/payments' }),
      entry({ status: '502', title: 'Bad Gateway', code: 'ADYEN__PAYMENT_SERVICE_ERROR', detail: 'Adyen (test) broke off its answer.', meta: { parameters: { path: '/payments' } } }),
    ],
    // Without parameters: no meta at all.
    [
      'paymentServiceError (no parameters)',
      errors.paymentServiceError('The payment provider did not create an order.'),
      entry({ status: '502', title: 'Bad Gateway', code: 'ADYEN__PAYMENT_SERVICE_ERROR', detail: 'The payment provider did not create an order.' }),
    ],
    [
      'paymentServiceTimeout',
      errors.paymentServiceTimeout(provider, '/payments', 60_000),
      entry({
        status: '503',
        title: 'Service Unavailable',
        code: 'ADYEN__PAYMENT_SERVICE_TIMEOUT',
        detail: 'Adyen (test) did not answer within 60 s.',
        meta: { parameters: { path: '/payments', timeoutMs: 60000 } },
      }),
    ],
    [
      'paymentServiceUnavailable',
      errors.paymentServiceUnavailable(provider, '/payments', 'ECONNREFUSED'),
      entry({
        status: '503',
        title: 'Service Unavailable',
        code: 'ADYEN__PAYMENT_SERVICE_UNAVAILABLE',
        detail: 'Adyen (test) cannot be reached; try again in a moment.',
        meta: { parameters: { path: '/payments', reason: 'ECONNREFUSED' } },
      }),
    ],
    [
      'invalidNotification',
      errors.invalidNotification('The body must be an Adyen notification with notificationItems.'),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__INVALID_NOTIFICATION',
        detail: 'The body must be an Adyen notification with notificationItems.',
        source: { pointer: '/notificationItems' },
      }),
    ],
    [
      'invalidNotificationItem',
      errors.invalidNotificationItem(2),
      entry({
        status: '400',
        title: 'Bad Request',
        code: 'ADYEN__INVALID_NOTIFICATION',
        detail: 'Notification item 2 needs pspReference and eventCode.',
        source: { pointer: '/notificationItems/2/NotificationRequestItem' },
      }),
    ],
    [
      'notificationHmacInvalid',
      errors.notificationHmacInvalid(),
      entry({ status: '401', title: 'Unauthorized', code: 'ADYEN__NOTIFICATION_HMAC_INVALID', detail: 'The HMAC signature of the notification is missing or invalid.' }),
    ],
    [
      'mailboxUnauthorized',
      errors.mailboxUnauthorized(),
      entry({
        status: '401',
        title: 'Unauthorized',
        code: 'FRAMEWORK__UNAUTHORIZED',
        detail: 'The mailbox needs the admin token in the Authorization header (Bearer, or Basic with the token as password).',
      }),
    ],
    ['mailNotFound', errors.mailNotFound('m1'), entry({ status: '404', title: 'Not Found', code: 'FRAMEWORK__ROUTE_NOT_FOUND', detail: 'Mail "m1" not found.' })],
    ['privateMediaNotFound', errors.privateMediaNotFound(), entry({ status: '404', title: 'Not Found', code: 'FRAMEWORK__ROUTE_NOT_FOUND', detail: 'Not found.' })],
  ];

  it.each(cases)('%s answers as the call site did', (_name, error, expected) => {
    expect(body(error)).toBe(expected);
  });

  it('sends the headers the call sites sent', () => {
    expect(errors.customerAuthThrottled(30).headers).toEqual({ 'retry-after': '30' });
    expect(errors.rateLimitExceeded(7).headers).toEqual({ 'retry-after': '7' });
    expect(errors.mailboxUnauthorized().headers).toEqual({ 'www-authenticate': 'Basic realm="Stallwerk mailbox", charset="UTF-8"' });
    expect(errors.paymentServiceError('x').headers).toEqual({});
  });
});
