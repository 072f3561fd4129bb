/** Helpers for the simulator's own unit tests (vitest, app.inject — no port is opened). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildPaymentSimulator, SIM_DEFAULTS, simulatorContext, type PaymentSimOptions } from './index';
import { encodeFieldValue } from './fields';
import type { SimContext } from './context';

export const API = '/checkout/v71';
export const MERCHANT = SIM_DEFAULTS.merchantAccount;

export interface TestSim {
  app: FastifyInstance;
  ctx: SimContext;
  /** POST JSON to the merchant API with the API key. */
  api(path: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST a form (what the browser does for 3DS and the issuer page). */
  form(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function createTestSim(overrides: Partial<PaymentSimOptions> = {}): Promise<TestSim> {
  const app = await buildPaymentSimulator({ ...SIM_DEFAULTS, port: 8080, notificationUrl: null, ...overrides });
  const ctx = simulatorContext(app);
  if (!ctx) throw new Error('no simulator context');
  return {
    app,
    ctx,
    api: (path, body, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: { 'content-type': 'application/json', 'x-api-key': SIM_DEFAULTS.apiKey, ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    form: (path, fields, headers = {}) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}

/** A `scheme` paymentMethod as the SDK's Card component sends it (simulator-encrypted fields). */
export function cardMethod(number: string, opts: { month?: string; year?: string; cvc?: string | null; holderName?: string } = {}): Record<string, unknown> {
  return {
    type: 'scheme',
    encryptedCardNumber: encodeFieldValue(number),
    encryptedExpiryMonth: encodeFieldValue(opts.month ?? '03'),
    encryptedExpiryYear: encodeFieldValue(opts.year ?? '2030'),
    ...(opts.cvc === null ? {} : { encryptedSecurityCode: encodeFieldValue(opts.cvc ?? '737') }),
    ...(opts.holderName ? { holderName: opts.holderName } : {}),
  };
}

export function paymentRequest(paymentMethod: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    merchantAccount: MERCHANT,
    amount: { currency: 'EUR', value: 10000 },
    reference: `test-${Math.random().toString(36).slice(2)}`,
    paymentMethod,
    returnUrl: 'http://localhost:3999/return',
    origin: 'http://localhost:3999',
    ...extra,
  };
}

/** base64 JSON like the SDK's encodeObject (padded). */
export function b64json(obj: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(obj)).toString('base64');
}
