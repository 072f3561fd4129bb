import { randomUUID } from 'node:crypto';
import { errors, type ShopwareError } from '../errors';
import type { AdyenSettings } from './settings';

/** Payment HTTP timeout (storefront spec §9). */
export const ADYEN_TIMEOUT_MS = 60_000;

export interface AdyenCallOptions {
  /** Adyen's Idempotency-Key (max. 64 characters); a random one when absent. */
  idempotencyKey?: string;
}

/** Adyen's error body: {status, errorCode, message, errorType, pspReference?}. */
export interface AdyenErrorBody {
  status?: number;
  errorCode?: string;
  message?: string;
  errorType?: string;
  pspReference?: string;
}

export interface AdyenClient {
  readonly settings: AdyenSettings;
  /** POST {checkoutUrl}{path} with the API key; the parsed JSON answer or a Store API error. */
  post<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, opts?: AdyenCallOptions): Promise<T>;
}

const where = (s: AdyenSettings): string => (s.mode === 'simulator' ? `the payment simulator (${new URL(s.checkoutUrl).origin})` : `Adyen (${s.mode})`);

/** Adyen answered with an error: validation problems are the caller's (400), everything else the gateway's (502). */
export function mapAdyenError(settings: AdyenSettings, status: number, body: AdyenErrorBody | null): ShopwareError {
  const parameters = {
    adyenStatus: status,
    ...(body?.errorCode ? { errorCode: body.errorCode } : {}),
    ...(body?.errorType ? { errorType: body.errorType } : {}),
    ...(body?.pspReference ? { pspReference: body.pspReference } : {}),
  };
  const message = body?.message ?? `HTTP ${status}`;
  if (status === 400 || status === 422) {
    return errors.invalidPaymentRequest(message, parameters);
  }
  if (status === 401 || status === 403) {
    return errors.paymentServiceConfiguration(where(settings), message, parameters);
  }
  return errors.paymentServiceError(`${where(settings)} answered with an error: ${message}`, parameters);
}

/**
 * The one HTTP client for Adyen's Checkout API (or the simulator): fetch with `X-API-Key`,
 * `Idempotency-Key` and a 60 s timeout. A provider that is down or slow becomes a 503, a broken
 * answer a 502 — in Shopware's error format, never an unhandled exception.
 */
export function createAdyenClient(settings: AdyenSettings, opts: { timeoutMs?: number; fetch?: typeof fetch } = {}): AdyenClient {
  const timeoutMs = opts.timeoutMs ?? ADYEN_TIMEOUT_MS;
  const doFetch = opts.fetch ?? fetch;
  return {
    settings,
    async post<T>(path: string, body: Record<string, unknown>, callOpts: AdyenCallOptions = {}): Promise<T> {
      if (settings.missing.length) {
        throw errors.adyenNotConfigured(settings.missing);
      }
      const idempotencyKey = (callOpts.idempotencyKey ?? randomUUID()).slice(0, 64);
      let res: Response;
      try {
        res = await doFetch(`${settings.checkoutUrl}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-API-Key': settings.apiKey,
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw errors.paymentServiceTimeout(where(settings), path, timeoutMs);
        }
        throw errors.paymentServiceUnavailable(where(settings), path, String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message));
      }
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw errors.paymentServiceError(`${where(settings)} broke off its answer.`, { path });
      }
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (!res.ok) throw mapAdyenError(settings, res.status, json && typeof json === 'object' ? (json as AdyenErrorBody) : null);
      if (!json || typeof json !== 'object' || Array.isArray(json)) {
        throw errors.paymentServiceError(`${where(settings)} answered ${path} with something that is not a JSON object.`, { path });
      }
      return json as T;
    },
  };
}
