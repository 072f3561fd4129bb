/** Shopware-style API errors: every failure answers `{ errors: [{status, code, title, detail, source, meta}] }`. */
export interface ApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta?: { parameters?: Record<string, unknown> };
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class ShopwareError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: Array<Omit<ApiErrorEntry, 'status' | 'title'> & { title?: string }>, headers: Record<string, string> = {}) {
    super(errors.map((e) => e.detail).join('; '));
    this.status = status;
    this.headers = headers;
    this.errors = errors.map((e) => ({
      status: String(status),
      title: e.title ?? STATUS_TITLES[status] ?? 'Error',
      ...e,
    }));
  }

  toJSON(): { errors: ApiErrorEntry[] } {
    return { errors: this.errors };
  }
}

export function apiError(
  status: number,
  code: string,
  detail: string,
  extra: { pointer?: string; parameters?: Record<string, unknown>; title?: string; headers?: Record<string, string> } = {},
): ShopwareError {
  return new ShopwareError(
    status,
    [
      {
        code,
        detail,
        ...(extra.title ? { title: extra.title } : {}),
        ...(extra.pointer !== undefined ? { source: { pointer: extra.pointer } } : {}),
        ...(extra.parameters ? { meta: { parameters: extra.parameters } } : {}),
      },
    ],
    extra.headers,
  );
}

export const notFound = (entity: string, id: string, code = 'FRAMEWORK__ENTITY_NOT_FOUND'): ShopwareError =>
  apiError(404, code, `Could not find ${entity} with id "${id}"`, { parameters: { entity, field: 'id', value: id } });

/** One constraint violation, as Shopware's validator reports it (code is a VIOLATION:: constant). */
export interface Violation {
  pointer: string;
  code: string;
  detail: string;
  parameters?: Record<string, unknown>;
}

export const VIOLATION = {
  blank: 'VIOLATION::IS_BLANK_ERROR',
  tooShort: 'VIOLATION::TOO_SHORT_ERROR',
  tooLong: 'VIOLATION::TOO_LONG_ERROR',
  tooLow: 'VIOLATION::TOO_LOW_ERROR',
  tooHigh: 'VIOLATION::TOO_HIGH_ERROR',
  invalidType: 'VIOLATION::INVALID_TYPE_ERROR',
  invalidEmail: 'VIOLATION::INVALID_FORMAT_ERROR',
  invalid: 'VIOLATION::INVALID_VALUE_ERROR',
  choice: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
  notEqual: 'VIOLATION::NOT_EQUAL_ERROR',
  emailNotUnique: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
  vatIdFormat: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT',
  postalCodeFormat: 'VIOLATION::ZIP_CODE_INVALID',
  notFound: 'VIOLATION::ENTITY_NOT_FOUND',
} as const;

/** A 400 with one error per violated field (FRAMEWORK__WRITE_CONSTRAINT_VIOLATION semantics). */
export function violations(list: Violation[]): ShopwareError {
  return new ShopwareError(
    400,
    list.map((v) => ({
      code: v.code,
      title: 'Constraint violation error',
      detail: v.detail,
      source: { pointer: v.pointer },
      meta: { parameters: v.parameters ?? {} },
    })),
  );
}

/** A 400 in Shopware's plain format (title 'Bad Request'), one entry per problem (SearchRequestException). */
export function badRequests(list: Violation[]): ShopwareError {
  return new ShopwareError(
    400,
    list.map((e) => ({
      code: e.code,
      title: 'Bad Request',
      detail: e.detail,
      source: { pointer: e.pointer },
      meta: { parameters: e.parameters ?? {} },
    })),
  );
}

/**
 * Named factories for Shopware's error codes, so a code and its message are written once
 * (`throw errors.missingParameter('orderId')` instead of a hand-written code string).
 */
export const errors = {
  /** A constraint violation of one field (FRAMEWORK__WRITE_CONSTRAINT_VIOLATION semantics). */
  constraint: (pointer: string, code: string, detail: string, parameters?: Record<string, unknown>): ShopwareError => violations([{ pointer, code, detail, parameters }]),
  constraints: violations,
  badRequests,
  notFound,
  /** The body is JSON but not an object. */
  bodyNotObject: (): ShopwareError => apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body has to be a JSON object.', { pointer: '/' }),
  /** The body is not JSON at all. */
  bodyNotJson: (): ShopwareError => apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body is not valid JSON.', { pointer: '/' }),
  /** RoutingException::invalidRequestParameter with a message of the route's own. */
  invalidParameter: (pointer: string, detail: string, parameters?: Record<string, unknown>): ShopwareError => apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail, { pointer, parameters }),
  /** RoutingException::invalidRequestParameter for a named parameter. */
  invalidNamedParameter: (key: string): ShopwareError =>
    apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The parameter "${key}" is invalid.`, { pointer: `/${key}`, parameters: { parameterName: key } }),
  /** RoutingException::missingRequestParameter. */
  missingParameter: (key: string): ShopwareError => apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', `Parameter "${key}" is missing.`, { pointer: `/${key}`, parameters: { parameterName: key } }),
  /** FRAMEWORK__INVALID_UUID with the route's message. */
  invalidUuid: (detail: string, extra: { pointer?: string; parameters?: Record<string, unknown> } = {}): ShopwareError => apiError(400, 'FRAMEWORK__INVALID_UUID', detail, extra),
  /** Shopware's InvalidUuidException: 'Value is not a valid UUID: …'. */
  invalidUuidValue: (value: unknown, pointer?: string): ShopwareError =>
    apiError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${String(value)}`, { parameters: { input: value }, ...(pointer ? { pointer } : {}) }),
  categoryNotFound: (id: string): ShopwareError => apiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, { parameters: { id } }),
  customerNotFoundByHash: (hash: string): ShopwareError => apiError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { parameters: { hash } }),
  cartEmpty: (): ShopwareError => apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty', { pointer: '/lineItems' }),
  paymentMethodNotChangeable: (parameters?: Record<string, unknown>): ShopwareError =>
    apiError(403, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', 'Payment methods of order with current payment transaction type can not be changed.', { parameters }),
  paymentMethodNotAvailable: (id: string, reason: string | null): ShopwareError =>
    apiError(404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE', `The payment method with id ${id} is not available.`, {
      pointer: '/paymentMethodId',
      parameters: { id, ...(reason ? { reason } : {}) },
    }),
  orderCancelled: (order: { id: string; order_number: string }): ShopwareError =>
    apiError(400, 'CHECKOUT__ORDER_ORDER_CANCELLED', `The order with the order number ${order.order_number} is cancelled and cannot be paid.`, {
      parameters: { orderId: order.id },
    }),
  routeNotFound: (method: string, path: string): ShopwareError => apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${method} ${path}".`),
  /** Private media (downloads of digital products) asked for by its file path: it only leaves through the Store API. */
  privateMediaNotFound: (): ShopwareError => apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', 'Not found.'),
  customerNotLoggedIn: (): ShopwareError => apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  orderNotFound: (orderId: string): ShopwareError =>
    apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, { parameters: { entity: 'order', field: 'id', value: orderId } }),
  orderTransactionNotFound: (orderId: string, parameters?: Record<string, unknown>): ShopwareError =>
    apiError(404, 'CHECKOUT__ORDER_ORDER_TRANSACTION_NOT_FOUND', `Could not find order transaction for order "${orderId}"`, { parameters }),
  orderAlreadyPaid: (order: { id: string; order_number: string }): ShopwareError =>
    apiError(400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID', `The order with the order number ${order.order_number} was already paid and cannot be edited afterwards.`, {
      parameters: { orderId: order.id, orderNumber: order.order_number },
    }),
  guestNotAuthenticated: (): ShopwareError => apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.'),
  countryNotFound: (countryId: string): ShopwareError => apiError(404, 'CHECKOUT__COUNTRY_NOT_FOUND', `Country with id "${countryId}" not found.`, { parameters: { countryId } }),
  landingPageNotFound: (landingPageId: string): ShopwareError => apiError(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${landingPageId}" not found.`, { parameters: { landingPageId } }),
  cmsPageNotFound: (pageId: string): ShopwareError => apiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${pageId}" was not found.`, { parameters: { pageId } }),
  breadcrumbNotFound: (id: string): ShopwareError => apiError(404, 'CONTENT__BREADCRUMB_NOT_FOUND', `No category or product found for id "${id}".`, { parameters: { id } }),
  sitemapNotFound: (filePath: string): ShopwareError => apiError(404, 'CONTENT__SITEMAP_NOT_FOUND', `Sitemap "${filePath}" not found.`, { parameters: { filePath } }),
  invalidOptionsParameter: (): ShopwareError => apiError(400, 'PRODUCT_INVALID_OPTIONS_PARAMETER', 'The parameter options is invalid.', { pointer: '/options' }),
  variantNotFound: (productId: string, optionIds: string[]): ShopwareError =>
    apiError(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${productId} with options ${JSON.stringify(optionIds)} not found.`, {
      parameters: { productId, options: JSON.stringify(optionIds) },
    }),
  /** The admin API without its bearer token. */
  adminUnauthorized: (): ShopwareError => apiError(401, 'FRAMEWORK__UNAUTHORIZED', 'The admin API needs "Authorization: Bearer <ADMIN_TOKEN>".', { headers: { 'www-authenticate': 'Bearer' } }),
  productReviewNotFound: (id: string): ShopwareError => apiError(404, 'CONTENT__PRODUCT_REVIEW_NOT_FOUND', `Could not find product review with id "${id}"`, { parameters: { id } }),
  /** A value outside its choices, in the plain error format (title 'Bad Request'). */
  noSuchChoice: (pointer: string, name: string, value: unknown, choices: readonly string[]): ShopwareError =>
    apiError(400, 'VIOLATION::NO_SUCH_CHOICE_ERROR', `The ${name} has to be one of ${choices.join(', ')}.`, {
      pointer,
      parameters: { '{{ value }}': JSON.stringify(value ?? null), '{{ choices }}': choices.join(', ') },
    }),
  internal: (): ShopwareError => apiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'Unfortunately, something went wrong.'),

  // Account
  badCredentials: (): ShopwareError => apiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.'),
  noHashProvided: (): ShopwareError => apiError(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.'),
  customerAlreadyConfirmed: (customerId: string): ShopwareError =>
    apiError(412, 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', `The customer with the id "${customerId}" is already confirmed.`, { parameters: { customerId } }),
  customerNotGuest: (): ShopwareError => apiError(400, 'CHECKOUT__CUSTOMER_IS_NOT_GUEST', 'The customer is not a guest.'),
  customerOptInNotCompleted: (customerId: string): ShopwareError =>
    apiError(401, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', `The customer with the id "${customerId}" has not completed the opt-in.`, { parameters: { customerId } }),
  customerPaymentMethodNotFound: (paymentMethodId: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND', `Change Payment to method ${paymentMethodId} not possible.`, { parameters: { paymentMethodId } }),
  recoveryHashExpired: (hash: string): ShopwareError => apiError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, { parameters: { hash } }),
  addressNotFound: (addressId: string): ShopwareError => apiError(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${addressId}" not found.`, { parameters: { addressId } }),
  addressLimitReached: (limit: number): ShopwareError => apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_LIMIT_REACHED', `A customer can keep at most ${limit} addresses.`, { parameters: { limit } }),
  addressIsDefault: (addressId: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', `Customer address with id "${addressId}" is a default address and cannot be deleted.`, { parameters: { addressId } }),
  addressIsActive: (addressId: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE', `Customer address with id "${addressId}" is an active address and cannot be deleted.`, { parameters: { addressId } }),

  // Cart
  /** CartException::invalidQuantity (the quantity parameter is null when the item had none). */
  invalidLineItemQuantity: (value: unknown, pointer: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', `The quantity must be a positive integer. Given: "${String(value)}"`, {
      pointer,
      parameters: { quantity: value === undefined ? null : value },
    }),
  lineItemNotFound: (id: string): ShopwareError => apiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, { parameters: { id } }),
  lineItemTypeNotSupported: (type: string, pointer: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED', `Line item type "${type}" is not supported.`, { pointer, parameters: { type } }),
  mixedLineItemType: (id: string): ShopwareError => apiError(400, 'CHECKOUT__CART_MIXED_LINE_ITEM_TYPE', `Line item with identifier ${id} refers to another product.`, { parameters: { id } }),
  lineItemNotStackable: (id: string): ShopwareError =>
    apiError(400, 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE', `Line item with identifier ${id} is not stackable and the quantity cannot be changed.`, { parameters: { id } }),
  lineItemNotRemovable: (id: string): ShopwareError => apiError(400, 'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE', `Line item with identifier ${id} is not removable.`, { parameters: { id } }),
  /** The cart still has blocking errors when the order is placed (each with its parameters spread in). */
  cartInvalid: (list: ReadonlyArray<{ key: string; messageKey: string; level: number; message: string; parameters: Record<string, unknown> }>): ShopwareError =>
    apiError(400, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${list.length} error(s): ${list.map((e) => e.message).join('; ')}`, {
      parameters: { errorCount: list.length, errors: list.map((e) => ({ key: e.key, messageKey: e.messageKey, level: e.level, message: e.message, ...e.parameters })) },
    }),

  // Order
  idempotencyKeyReused: (): ShopwareError => apiError(409, 'CHECKOUT__ORDER_IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key belongs to another order.', { pointer: '/' }),
  orderBillingAddressMissing: (): ShopwareError => apiError(400, 'CHECKOUT__ORDER_CUSTOMER_ADDRESS_NOT_FOUND', 'The customer has no billing address to order with.', { pointer: '/billingAddressId' }),
  illegalStateTransition: (transition: string, fromState: string, possibleTransitions: string[]): ShopwareError =>
    apiError(403, 'SYSTEM__ILLEGAL_STATE_TRANSITION', `Illegal transition "${transition}" from state "${fromState}". Possible transitions are: ${possibleTransitions.join(', ') || 'none'}.`, {
      parameters: { transition, fromState, possibleTransitions },
    }),
  stateNotFound: (state: string): ShopwareError => apiError(400, 'SYSTEM__STATE_MACHINE_STATE_NOT_FOUND', `The transaction state "${state}" does not exist.`, { parameters: { state } }),
  guestWrongCredentials: (): ShopwareError => apiError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.'),
  paymentHandlerUnsupported: (handler: string, paymentMethodId: string): ShopwareError =>
    apiError(400, 'CHECKOUT__PAYMENT_HANDLER_TYPE_UNSUPPORTED', `The payment handler "${handler}" of this order's payment method is not available yet. Choose prepayment or invoice.`, {
      parameters: { handler, paymentMethodId },
    }),
  documentNotFound: (documentId: string): ShopwareError => apiError(404, 'DOCUMENT__DOCUMENT_NOT_FOUND', `Document with id ${documentId} not found.`, { parameters: { documentId } }),
  downloadNotFound: (downloadId: string): ShopwareError => apiError(404, 'CHECKOUT__ORDER_DOWNLOAD_NOT_FOUND', `Download with id ${downloadId} not found.`, { parameters: { downloadId } }),
  downloadNotGranted: (downloadId: string, orderId: string): ShopwareError =>
    apiError(403, 'CHECKOUT__ORDER_DOWNLOAD_NOT_GRANTED', 'The file is available once the order has been paid.', { parameters: { downloadId, orderId } }),

  // Wishlist and newsletter
  wishlistNotFound: (): ShopwareError => apiError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.'),
  wishlistNotActivated: (): ShopwareError => apiError(403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', 'Wishlist is not activated!'),
  duplicateWishlistProduct: (): ShopwareError => apiError(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist'),
  wishlistProductNotFound: (productId: string): ShopwareError =>
    apiError(404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', `Wishlist product with id ${productId} not found`, { parameters: { productId } }),
  productIdsMissing: (): ShopwareError => apiError(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.'),
  newsletterRecipientNotFound: (identifier: string, value: string): ShopwareError =>
    apiError(400, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', `The NewsletterRecipient with the identifier "${identifier}" - ${value} was not found.`, {
      parameters: { identifier, value },
    }),

  // Sales channel, context and criteria
  salesChannelAccessKeyMissing: (): ShopwareError => apiError(401, 'FRAMEWORK__API_SALES_CHANNEL_ACCESS_KEY_MISSING', 'Header "sw-access-key" is required.'),
  salesChannelNotFound: (): ShopwareError => apiError(401, 'FRAMEWORK__SALES_CHANNEL_NOT_FOUND', 'No sales channel found for the given access key.'),
  /** Shopware answers maintenance with the title MAINTENANCE_MODE instead of the status text. */
  salesChannelMaintenanceMode: (): ShopwareError => apiError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'The sales channel is in maintenance mode.', { title: 'MAINTENANCE_MODE' }),
  invalidLanguageId: (languageId: string): ShopwareError => apiError(412, 'FRAMEWORK__INVALID_LANGUAGE_ID', `The provided language ${languageId} is invalid.`),
  languageNotFound: (languageId: string): ShopwareError => apiError(412, 'FRAMEWORK__LANGUAGE_NOT_FOUND', `The language "${languageId}" was not found.`),
  /** `_criteria` that is not base64url(gzip(JSON)); `why` names the step that failed. */
  invalidCompressedCriteria: (why: string): ShopwareError =>
    apiError(400, 'FRAMEWORK__INVALID_COMPRESSED_CRITERIA_PARAMETER', `The "_criteria" parameter could not be decoded: ${why}.`, { pointer: '/_criteria' }),
  /** A 4xx of Fastify's own (body too large, unsupported media type, …), passed on with its code and message. */
  frameworkClientError: (err: { statusCode: number; code?: string; message?: string }): ShopwareError => apiError(err.statusCode, err.code ?? 'FRAMEWORK__BAD_REQUEST', err.message ?? 'Bad request'),

  // Catalog
  productNotFound: (productId: string): ShopwareError => apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, { parameters: { productId } }),

  // Rate limits (with the retry-after header)
  customerAuthThrottled: (seconds: number): ShopwareError =>
    apiError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, { parameters: { seconds }, headers: { 'retry-after': String(seconds) } }),
  rateLimitExceeded: (seconds: number): ShopwareError =>
    apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, { parameters: { seconds }, headers: { 'retry-after': String(seconds) } }),

  // Adyen ('provider' names who answered: 'Adyen (test)' or 'the payment simulator (…)')
  notAnAdyenPayment: (payment: { orderNumber: string; orderId: string; paymentMethodId: string }): ShopwareError =>
    apiError(400, 'ADYEN__NOT_AN_ADYEN_PAYMENT', `The order ${payment.orderNumber} is not paid with an Adyen payment method; choose one with /adyen/set-payment first.`, {
      parameters: { orderId: payment.orderId, paymentMethodId: payment.paymentMethodId },
    }),
  /** A client-named amount that is not the order's; `due` is the amount written out ('EUR 12.50'). */
  amountMismatch: (due: string, pointer: string, expected: { currency: string; value: number }): ShopwareError =>
    apiError(400, 'ADYEN__AMOUNT_MISMATCH', `The amount to pay is set by the order (${due}); it cannot be changed by the client.`, { pointer, parameters: { expected } }),
  invalidAdyenOrder: (): ShopwareError =>
    apiError(400, 'ADYEN__INVALID_ADYEN_ORDER', 'The Adyen order in the payment data does not belong to this order or is no longer open.', { pointer: '/stateData/order' }),
  noPaymentInProgress: (orderNumber: string, orderId: string): ShopwareError =>
    apiError(400, 'ADYEN__NO_PAYMENT_IN_PROGRESS', `There is no payment of order ${orderNumber} waiting for details; start one with /handle-payment.`, { parameters: { orderId } }),
  unknownPaymentMethod: (paymentMethodId: string): ShopwareError =>
    apiError(404, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', `The selected payment method does not exist (id ${paymentMethodId}).`, {
      pointer: '/paymentMethodId',
      parameters: { id: paymentMethodId },
    }),
  adyenOrderNotFound: (orderNumber: string, orderId: string): ShopwareError =>
    apiError(404, 'ADYEN__ADYEN_ORDER_NOT_FOUND', `Order ${orderNumber} has no open partial payment to cancel.`, { parameters: { orderId } }),
  adyenNotConfigured: (missing: string[]): ShopwareError => apiError(503, 'ADYEN__NOT_CONFIGURED', `Payments are not configured: ${missing.join(', ')} missing.`, { parameters: { missing } }),
  /** Adyen refused the request as invalid (its 400 or 422). */
  invalidPaymentRequest: (message: string, parameters: Record<string, unknown>): ShopwareError =>
    apiError(400, 'ADYEN__INVALID_PAYMENT_REQUEST', `The payment provider refused the request: ${message}`, { parameters }),
  /** Adyen refused the shop's credentials (its 401 or 403). */
  paymentServiceConfiguration: (provider: string, message: string, parameters: Record<string, unknown>): ShopwareError =>
    apiError(502, 'ADYEN__PAYMENT_SERVICE_CONFIGURATION', `${provider} rejected the shop's credentials (${message}). Check ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT.`, {
      title: 'Bad Gateway',
      parameters,
    }),
  /** Any other failed or unusable answer of the payment provider. */
  paymentServiceError: (detail: string, parameters?: Record<string, unknown>): ShopwareError => apiError(502, 'ADYEN__PAYMENT_SERVICE_ERROR', detail, { title: 'Bad Gateway', parameters }),
  paymentServiceTimeout: (provider: string, path: string, timeoutMs: number): ShopwareError =>
    apiError(503, 'ADYEN__PAYMENT_SERVICE_TIMEOUT', `${provider} did not answer within ${Math.round(timeoutMs / 1000)} s.`, { parameters: { path, timeoutMs } }),
  paymentServiceUnavailable: (provider: string, path: string, reason: string): ShopwareError =>
    apiError(503, 'ADYEN__PAYMENT_SERVICE_UNAVAILABLE', `${provider} cannot be reached; try again in a moment.`, { parameters: { path, reason } }),
  /** A webhook body that is not an Adyen notification. */
  invalidNotification: (detail: string): ShopwareError => apiError(400, 'ADYEN__INVALID_NOTIFICATION', detail, { pointer: '/notificationItems' }),
  invalidNotificationItem: (index: number): ShopwareError =>
    apiError(400, 'ADYEN__INVALID_NOTIFICATION', `Notification item ${index} needs pspReference and eventCode.`, { pointer: `/notificationItems/${index}/NotificationRequestItem` }),
  notificationHmacInvalid: (): ShopwareError => apiError(401, 'ADYEN__NOTIFICATION_HMAC_INVALID', 'The HMAC signature of the notification is missing or invalid.'),

  // Dev mailbox
  /** Basic lets a browser ask for the token (any user name, the token as password). */
  mailboxUnauthorized: (): ShopwareError =>
    apiError(401, 'FRAMEWORK__UNAUTHORIZED', 'The mailbox needs the admin token in the Authorization header (Bearer, or Basic with the token as password).', {
      headers: { 'www-authenticate': 'Basic realm="Stallwerk mailbox", charset="UTF-8"' },
    }),
  mailNotFound: (id: string): ShopwareError => apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `Mail "${id}" not found.`),
} as const;
