import type { TransactionState } from '../order/public';

/** Adyen's resultCode values (Checkout API v71 and the SDK's ResultCode type). */
export const RESULT_CODES = [
  'Authorised',
  'PartiallyAuthorised',
  'Pending',
  'Received',
  'Refused',
  'Cancelled',
  'Error',
  'IdentifyShopper',
  'ChallengeShopper',
  'RedirectShopper',
  'PresentToShopper',
  'AuthenticationFinished',
  'AuthenticationNotRequired',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

/** Results that need the shopper again (the stored action is handled by the SDK). */
export const ACTION_RESULT_CODES: readonly string[] = ['IdentifyShopper', 'ChallengeShopper', 'RedirectShopper', 'PresentToShopper'];
/** Results that count as failed (storefront spec §4): the order stays payable again. */
export const FAILED_RESULT_CODES: readonly string[] = ['Refused', 'Cancelled', 'Error'];

/**
 * The order transaction state for an Adyen result: Authorised → paid; Pending/Received → in_progress;
 * Refused/Cancelled/Error (and anything unknown) → failed; shopper actions → open (action stored).
 * `remainingMinor` > 0 (an Adyen order with money still due) keeps an authorised part in progress.
 */
export function transactionStateFor(resultCode: string, remainingMinor: number | null = null): TransactionState {
  switch (resultCode) {
    case 'Authorised':
      return remainingMinor !== null && remainingMinor > 0 ? 'in_progress' : 'paid';
    case 'PartiallyAuthorised':
    case 'Pending':
    case 'Received':
      return 'in_progress';
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'RedirectShopper':
    case 'PresentToShopper':
    case 'AuthenticationFinished':
    case 'AuthenticationNotRequired':
      return 'open';
    default:
      return 'failed';
  }
}

/** Whether the payment is over for the shopper: no action to handle and nothing left to pay. */
export function isFinalResult(resultCode: string | null, hasAction: boolean, remainingMinor: number | null = null): boolean {
  if (!resultCode) return false;
  if (hasAction || ACTION_RESULT_CODES.includes(resultCode)) return false;
  if ((resultCode === 'Authorised' || resultCode === 'PartiallyAuthorised') && remainingMinor !== null && remainingMinor > 0) return false;
  return true;
}

/** What the storefront gets back: the shape of the Adyen plugin's payment-status / payment-details answers. */
export interface ClientPaymentResult {
  isFinal: boolean;
  resultCode?: string;
  action?: Record<string, unknown>;
  /** The Adyen order of a partial payment (orderData, pspReference, remainingAmount …). */
  order?: Record<string, unknown>;
  refusalReason?: string;
  refusalReasonCode?: string;
}

export function clientResult(input: {
  resultCode: string | null;
  action?: unknown;
  order?: unknown;
  remainingMinor?: number | null;
  refusalReason?: string | null;
  refusalReasonCode?: string | null;
}): ClientPaymentResult {
  const action = input.action && typeof input.action === 'object' ? (input.action as Record<string, unknown>) : undefined;
  const order = input.order && typeof input.order === 'object' ? (input.order as Record<string, unknown>) : undefined;
  const failed = input.resultCode !== null && FAILED_RESULT_CODES.includes(input.resultCode);
  return {
    isFinal: isFinalResult(input.resultCode, !!action, input.remainingMinor ?? null),
    ...(input.resultCode ? { resultCode: input.resultCode } : {}),
    ...(action ? { action } : {}),
    ...(order ? { order } : {}),
    ...(failed && input.refusalReason ? { refusalReason: input.refusalReason } : {}),
    ...(failed && input.refusalReasonCode ? { refusalReasonCode: input.refusalReasonCode } : {}),
  };
}
