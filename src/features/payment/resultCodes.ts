import type { PaymentResultView } from '../../api';

/** Result codes that count as failed (spec §4); anything else counts as completed. */
export const FAILED_RESULT_CODES = ['Cancelled', 'Error', 'Refused'] as const;

export const isFailedResultCode = (resultCode: string | undefined): boolean => (FAILED_RESULT_CODES as readonly string[]).includes(resultCode ?? '');

/** What happens after a payment answer, in the spec's order of checks. */
export type PaymentStep =
  | { kind: 'failed'; resultCode: string; reason?: string }
  | { kind: 'action'; action: NonNullable<PaymentResultView['action']> }
  | { kind: 'continue'; order: NonNullable<PaymentResultView['order']> }
  | { kind: 'completed'; resultCode: string };

/**
 * Spec §4: a failed code (Cancelled, Error, Refused) ends the payment; else an action is handled
 * first; else an order with a remaining amount above 0 continues (gift card partial payment);
 * otherwise it is a success. An answer without any result code is an error.
 */
export function nextPaymentStep(result: Pick<PaymentResultView, 'resultCode' | 'action' | 'order' | 'refusalReason'>): PaymentStep {
  const code = result.resultCode;
  if (isFailedResultCode(code)) return { kind: 'failed', resultCode: code as string, reason: result.refusalReason };
  if (result.action && typeof result.action.type === 'string') return { kind: 'action', action: result.action };
  if (result.order && (result.order.remainingAmount?.value ?? 0) > 0) return { kind: 'continue', order: result.order };
  if (!code) return { kind: 'failed', resultCode: 'Error' };
  return { kind: 'completed', resultCode: code };
}

/** The translation key of a failed result's message (spec §8: refused, error during payment). */
export function failureMessageKey(resultCode: string | undefined): 'errors.refused' | 'errors.error' | 'errors.cancelled' | 'errors.unknown' {
  if (resultCode === 'Refused') return 'errors.refused';
  if (resultCode === 'Error') return 'errors.error';
  if (resultCode === 'Cancelled') return 'errors.cancelled';
  return 'errors.unknown';
}

/** The kinds of client errors the SDK reports (spec §8), by AdyenCheckoutError name. */
const ERROR_KINDS: Record<string, 'network' | 'cancel' | 'implementation' | 'api' | 'generic' | 'script' | 'sdk'> = {
  NETWORK_ERROR: 'network',
  CANCEL: 'cancel',
  IMPLEMENTATION_ERROR: 'implementation',
  API_ERROR: 'api',
  ERROR: 'generic',
  SCRIPT_ERROR: 'script',
  SDK_ERROR: 'sdk',
};

/** Translation key for an SDK error; unknown errors fall back to 'unknown error'. */
export function clientErrorKey(error: unknown): `clientErrors.${'network' | 'cancel' | 'implementation' | 'api' | 'generic' | 'script' | 'sdk' | 'unknown'}` {
  const name = (error as { name?: unknown } | null)?.name;
  const kind = typeof name === 'string' ? ERROR_KINDS[name] : undefined;
  return `clientErrors.${kind ?? 'unknown'}`;
}
