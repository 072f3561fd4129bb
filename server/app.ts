import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { AppDeps } from './deps';
import { assertStartable } from './config';
import { ShopwareError, errors } from './store-api/errors';
import { purgeExpiredSessions } from './store-api/context/public';
import { createStoreApi } from './store-api';
import { registerStaticSite } from './static';
import { registerSecurityHeaders } from './securityHeaders';
import { registerTransport } from './transport';
import { registerAdminApi } from './admin';
import { registerMailbox } from './mail/mailbox';
import { registerAdyenTestPage, registerAdyenWebhook } from './store-api/adyen';

export type { AppDeps } from './deps';

export const STORE_API_HEADERS = [
  'sw-access-key',
  'sw-context-token',
  'sw-language-id',
  'sw-include-seo-urls',
  'sw-include-search-info',
  'sw-currency-id',
  'content-type',
  'accept',
  'authorization',
  'idempotency-key',
];

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Builds the whole HTTP server (Store API, media, storefront) without listening, so tests can start it. */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  assertStartable(deps.config);
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    // Only trust X-Forwarded-For when told a proxy sits in front; otherwise clients could fake their IP
    // and slip past the per-IP rate limits.
    // (A hop count as the function proxy-addr makes of it: Fastify's types take no number.)
    trustProxy: typeof deps.config.trustProxy === 'number' ? trustHops(deps.config.trustProxy) : deps.config.trustProxy,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });

  // Store API clients post empty bodies with a JSON content type; treat them as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.bodyNotJson(), undefined);
    }
  });

  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof ShopwareError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.status).send(error.toJSON());
    }
    const err = error as { statusCode?: number; code?: string; message?: string; validation?: unknown };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const e = errors.frameworkClientError({ statusCode: err.statusCode, code: err.code, message: err.message });
      return reply.status(e.status).send(e.toJSON());
    }
    req.log.error(error);
    const e = errors.internal();
    return reply.status(500).send(e.toJSON());
  });

  // CORS only on the Store API and only for the sales channel's own storefront origins
  // (SALES_CHANNEL_DOMAINS); the admin API, the mailbox and everything else stay same-origin.
  const corsOrigins = deps.config.storefrontOrigins;
  await app.register(cors, {
    delegator: (req, callback) => {
      const storeApi = req.url === '/store-api' || req.url.startsWith('/store-api/');
      const origin = req.headers.origin;
      if (!storeApi || typeof origin !== 'string' || !corsOrigins.includes(origin)) return callback(null, { origin: false });
      callback(null, {
        origin,
        credentials: true,
        allowedHeaders: STORE_API_HEADERS,
        exposedHeaders: ['sw-context-token', 'sw-language-id', 'retry-after'],
        methods: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'],
      });
    },
  });

  // Compression and ETags wrap every route registered after this line.
  await registerTransport(app);

  registerSecurityHeaders(app, deps.config);

  // Adyen's webhooks carry no sw-access-key: the route sits on the root, outside the /store-api scope's hooks.
  registerAdyenWebhook(app, deps);
  registerAdyenTestPage(app, deps);

  await app.register(createStoreApi(deps), { prefix: '/store-api' });

  // Expired sessions (and the carts only they could reach) are swept at start and every hour.
  purgeExpiredSessions(deps.db);
  const sweep = setInterval(() => purgeExpiredSessions(deps.db), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  registerAdminApi(app, deps);
  if (deps.config.mailbox) registerMailbox(app, deps);
  await registerStaticSite(app, deps);
  return app;
}
