/**
 * Merchant side: Adyen Checkout API under /checkout/v71 (v67–v71 accepted). Server-to-server with
 * `X-API-Key`; supports Adyen's `Idempotency-Key` header (same key + same endpoint → same answer).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Errors } from './errors';
import { createPayment } from './payments';
import { submitDetails } from './details';
import { cancelOrder, checkBalance, createOrder, paymentMethods } from './orders';
import { createSession } from './sessions';
import type { SimContext } from './context';

type Handler = (ctx: SimContext, body: unknown) => Promise<Record<string, unknown>>;

const ENDPOINTS: Record<string, Handler> = {
  '/paymentMethods': paymentMethods,
  '/payments': createPayment,
  '/payments/details': submitDetails,
  '/paymentMethods/balance': checkBalance,
  '/orders': createOrder,
  '/orders/cancel': cancelOrder,
  '/sessions': createSession,
};

export const SUPPORTED_API_VERSIONS = ['v67', 'v68', 'v69', 'v70', 'v71'];

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerCheckoutRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    async (api) => {
      api.addHook('onRequest', async (req) => {
        if (req.method === 'OPTIONS') return;
        const { version } = req.params as { version?: string };
        if (!version || !SUPPORTED_API_VERSIONS.includes(version)) throw Errors.notFound();
        if (!sameSecret(req.headers['x-api-key'], ctx.opts.apiKey)) throw Errors.unauthorized();
      });

      for (const [path, handler] of Object.entries(ENDPOINTS)) {
        api.post(path, async (req, reply) => {
          const key = req.headers['idempotency-key'];
          const cacheKey = typeof key === 'string' && key !== '' && key.length <= 64 ? `${path}|${key}` : undefined;
          const cached = cacheKey ? ctx.store.idempotent(cacheKey) : undefined;
          if (cached)
            return reply
              .code(cached.status)
              .header('Idempotency-Key', key as string)
              .send(cached.body);
          const body = await handler(ctx, req.body);
          if (cacheKey) ctx.store.rememberIdempotent(cacheKey, { status: 200, body });
          return reply.code(200).send(body);
        });
      }
    },
    { prefix: '/checkout/:version' },
  );
}
