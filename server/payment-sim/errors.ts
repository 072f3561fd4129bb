/**
 * Adyen's API error body: `{status, errorCode, message, errorType}` (plus `pspReference` where Adyen
 * adds one). Codes and messages follow Adyen's published list (docs.adyen.com/development-resources/error-codes).
 */
export type AdyenErrorType = 'validation' | 'security' | 'configuration' | 'internal';

export interface AdyenErrorBody {
  status: number;
  errorCode: string;
  message: string;
  errorType: AdyenErrorType;
  pspReference?: string;
}

export class AdyenApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly errorType: AdyenErrorType;

  constructor(status: number, errorCode: string, message: string, errorType: AdyenErrorType = 'validation') {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.errorType = errorType;
  }

  toJSON(pspReference?: string): AdyenErrorBody {
    return {
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      errorType: this.errorType,
      ...(pspReference ? { pspReference } : {}),
    };
  }
}

const v = (code: string, message: string) => () => new AdyenApiError(422, code, message, 'validation');

/** Every error the simulator answers with; see README "Error answers". */
export const Errors = {
  unauthorized: () => new AdyenApiError(401, '000', 'HTTP Status Response - Unauthorized', 'security'),
  forbiddenMerchant: () => new AdyenApiError(403, '901', 'Invalid Merchant Account', 'security'),
  invalidClientKey: () => new AdyenApiError(401, '14_0381', 'Missing or invalid clientKey/originKey', 'security'),
  notFound: () => new AdyenApiError(404, '000', 'Not found', 'validation'),
  methodNotAllowed: () => new AdyenApiError(405, '000', 'Method not allowed', 'validation'),
  unparsable: () => new AdyenApiError(400, '702', 'Problem parsing request: the body is not valid JSON', 'validation'),
  unsupportedMediaType: () => new AdyenApiError(415, '702', 'Problem parsing request: unsupported content type', 'validation'),
  tooLarge: () => new AdyenApiError(413, '29_100', 'The request is larger than the allowed maximum of 1048576 bytes', 'validation'),
  internal: () => new AdyenApiError(500, '903', 'Internal error', 'internal'),
  missingMerchantAccount: v('702', "Required field 'merchantAccount' is null"),
  missingAmount: v('100', "Required object 'amount' is not provided."),
  invalidAmount: v('137', "Field 'amount' is not valid."),
  unsupportedCurrency: v('138', 'Unsupported currency specified'),
  missingReference: v('130', "Required field 'reference' is not provided."),
  referenceTooLong: v('198', 'Reference may not exceed 80 characters'),
  missingPaymentMethod: v('14_006', "Required object 'paymentMethod' is not provided."),
  missingReturnUrl: v('14_030', 'Return URL is missing'),
  notSupported: v('905', 'Payment details are not supported'),
  invalidCardNumber: v('101', 'Invalid card number'),
  cannotDetermineVariant: v('102', 'Unable to determine variant'),
  cvcLength: v('103', 'CVC is not the right length'),
  invalidExpiry: v('140', 'Invalid expiryMonth[1..12] / expiryYear[>2000], or before now'),
  missingCardDetails: v('14_004', 'Missing payment method details'),
  decryptFailed: v('174', 'Unable to decrypt data'),
  encryptionExpired: v('172', 'Encrypted data used outside of valid time period'),
  missingHolder: v('127', "Required field 'accountHolderName' is not provided."),
  invalidIban: v('161', 'Invalid iban'),
  invalidIssuer: v('926', 'Invalid iDEAL issuer provided.'),
  invalidPaymentData: v('14_003', 'Invalid paymentData'),
  invalidDetails: v('14_018', 'Invalid payload provided'),
  invalidOrderData: v('14_037', 'Provided orderData is invalid'),
  orderNotOpen: v('14_037', 'Provided orderData is invalid: the order is not open'),
  currencyMismatch: v('137', "Field 'amount' is not valid: the currency differs from the order's currency"),
  amountExceedsOrder: v('137', "Field 'amount' is not valid: it exceeds the order's remaining amount"),
  invalidFingerprint: v('14_033', 'The provided fingerprint is invalid'),
  invalidThreeDSResult: v('15_012', 'Result not present'),
  invalidTransStatus: v('15_020', 'invalid transStatus'),
  alreadyProcessed: v('704', 'Request already processed or in progress'),
  invalidSession: v('14_018', 'Invalid payload provided: unknown session or sessionData'),
  sessionExpired: v('14_008', 'Session has expired'),
  invalidField: (field: string) => new AdyenApiError(422, '192', `Invalid field ${field}`, 'validation'),
} as const;

/** Turns anything thrown into an Adyen error body; never leaks a stack trace. */
export function toAdyenError(error: unknown): AdyenApiError {
  if (error instanceof AdyenApiError) return error;
  const e = error as { statusCode?: number; code?: string } | null;
  if (e && e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return Errors.unsupportedMediaType();
  if (e && (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)) return Errors.tooLarge();
  if (e && (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) return Errors.unparsable();
  if (e && e.statusCode === 400) return Errors.unparsable();
  if (e && e.statusCode === 404) return Errors.notFound();
  if (e && e.statusCode === 405) return Errors.methodNotAllowed();
  return Errors.internal();
}
