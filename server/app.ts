import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import type { Db } from './db/connection';
import { assertStartable, type ServerConfig } from './config';
import { ShopwareError, apiError } from './store-api/errors';
import { findSalesChannelByAccessKey } from './store-api/context/salesChannel';
import { buildRequestContext, loadContextRow, type ContextPayload, type RequestContext } from './store-api/context/context';
import { isExpired, isIssuedToken, issueContextToken, persistContext, purgeExpiredSessions, sessionHasState, touchContext } from './store-api/context/sessions';
import { storeApiRoutes } from './store-api/routes';
import { applyIncludes, readRequestPayload } from './store-api/criteria';
import { registerStaticSite } from './static';
import { registerSecurityHeaders } from './securityHeaders';
import { registerTransport } from './transport';
import { registerAdminApi } from './admin';
import { registerMailbox } from './mail/mailbox';
import { registerAdyenTestPage, registerAdyenWebhook } from './store-api/adyen';

/** What every route module gets: the database and the configuration. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    /** The context token has a row in sales_channel_context (false: a visitor's fresh session). */
    sessionStored: boolean;
  }
}

export const STORE_API_HEADERS = ['sw-access-key', 'sw-context-token', 'sw-language-id', 'sw-include-seo-urls',
  'sw-include-search-info', 'sw-currency-id', 'content-type', 'accept', 'authorization', 'idempotency-key'];

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2). */
const trustHops = (hops: number) => (_address: string, hop: number): boolean => hop < hops;

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
      done(apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body is not valid JSON.', { pointer: '/' }), undefined);
    }
  });

  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof ShopwareError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.status).send(error.toJSON());
    }
    const err = error as { statusCode?: number; code?: string; message?: string; validation?: unknown };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const e = apiError(err.statusCode, err.code ?? 'FRAMEWORK__BAD_REQUEST', err.message ?? 'Bad request');
      return reply.status(e.status).send(e.toJSON());
    }
    req.log.error(error);
    const e = apiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'Unfortunately, something went wrong.');
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

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (req: FastifyRequest, reply) => {
        const key = req.headers['sw-access-key'];
        if (typeof key !== 'string' || key === '') {
          throw apiError(401, 'FRAMEWORK__API_SALES_CHANNEL_ACCESS_KEY_MISSING', 'Header "sw-access-key" is required.');
        }
        const channel = findSalesChannelByAccessKey(deps.db, key);
        if (!channel) {
          throw apiError(401, 'FRAMEWORK__SALES_CHANNEL_NOT_FOUND', 'No sales channel found for the given access key.');
        }
        if (channel.maintenance) {
          throw apiError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'The sales channel is in maintenance mode.', {
            title: 'MAINTENANCE_MODE',
          });
        }
        const sent = req.headers['sw-context-token'];
        const requested = typeof sent === 'string' ? sent.trim() : '';
        const row = requested ? loadContextRow(deps.db, requested) : null;
        let token = requested;
        let stored: { customerId: string | null; payload: ContextPayload };
        if (row && !isExpired(row.updatedAt, row.customerId)) {
          stored = row;
          touchContext(deps.db, token, row.updatedAt);
          req.sessionStored = true;
        } else {
          if (row) deps.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(requested);
          // A token this shop issued but never stored is a visitor whose session holds nothing yet;
          // anything else (missing, foreign, expired) starts a new session, as Shopware does. Either
          // way no row is written until the session keeps something (see onSend).
          if (row || !requested || !isIssuedToken(deps.db, requested)) token = issueContextToken(deps.db);
          stored = { customerId: null, payload: {} };
          req.sessionStored = false;
        }
        const language = req.headers['sw-language-id'];
        req.ctx = buildRequestContext(deps.db, channel, token, stored, typeof language === 'string' && language ? language : undefined);
        reply.header('sw-context-token', token);
      });
      // Handlers may replace the token (login, logout); the answer always carries the current one.
      api.addHook('onSend', async (req, reply, payload) => {
        if (req.ctx?.token) {
          reply.header('sw-context-token', req.ctx.token);
          // A visitor's session gets its row once it holds something (a cart); settings and logins
          // write theirs themselves.
          if (!req.sessionStored && sessionHasState(deps.db, req.ctx.token)) persistContext(deps.db, req.ctx.token);
        }
        return payload;
      });
      // Shopware applies `includes`/`excludes` of the request to every entity in the answer.
      api.addHook('preSerialization', async (req, reply, payload) => {
        if (reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
        let request: Record<string, unknown>;
        try {
          request = readRequestPayload(req);
        } catch {
          return payload;
        }
        const { includes, excludes } = request as { includes?: unknown; excludes?: unknown };
        const isMap = (v: unknown): v is Record<string, string[]> => !!v && typeof v === 'object' && !Array.isArray(v);
        if (!isMap(includes) && !isMap(excludes)) return payload;
        return applyIncludes(payload, isMap(includes) ? includes : undefined, isMap(excludes) ? excludes : undefined);
      });
      for (const register of storeApiRoutes) await register(api, deps);
      api.setNotFoundHandler((req, reply) => {
        const e = apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${req.method} ${req.url.split('?')[0]}".`);
        reply.status(404).send(e.toJSON());
      });
    },
    { prefix: '/store-api' },
  );

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
