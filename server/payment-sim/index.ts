/**
 * Adyen payment simulator ("stripe-mock for Adyen"): an Adyen-compatible stand-in that the real,
 * unmodified @adyen/adyen-web SDK talks to, plus the Checkout API (v71) the backend calls.
 * See README.md for the SDK configuration, the test cards and every route.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Errors, toAdyenError } from './errors';
import { applyCorsHeaders, registerCors } from './cors';
import { SimStore } from './store';
import { WebhookSender } from './webhook';
import { isHexKey } from '../adyen/hmac';
import { registerCheckoutRoutes } from './routes-checkout';
import { registerShopperRoutes } from './routes-shopper';
import { registerThreeDSPages } from './pages-3ds';
import { registerHppPages } from './pages-hpp';
import type { ResolvedOptions, SimContext } from './context';

export { signNotification, verifyNotificationHmac, notificationSigningString, calculateHmac } from '../adyen/hmac';
export { minorUnits, toMinor, fromMinor, currencyDecimals } from '../adyen/money';
export { encodeToken, decodeToken, validateChallengeToken, validateFingerprintToken, CHALLENGE_WINDOW_SIZES } from './threeds';
export { TEST_CARDS, GIFT_CARDS, HOLDER_NAME_TRIGGERS, luhnValid, detectBrand } from './cards';
export { encodeFieldValue, decodeFieldValue } from './fields';
export { buildNotificationItem, buildNotificationBody } from './webhook';
export type { NotificationBody, NotificationRequestItem } from './webhook';

export interface PaymentSimOptions {
  port: number;
  apiKey: string;
  /** HMAC key for webhooks, hex (64 characters). */
  hmacKey: string;
  /** e.g. 'sim_local_stallwerk' — must NOT start with test or live (the SDK would then demand Adyen's URLs). */
  clientKey: string;
  /** Backend webhook URL, e.g. http://localhost:3000/store-api/adyen/notification; null = no webhooks. */
  notificationUrl: string | null;
  merchantAccount: string;
  /** Optional JSON file to keep state across restarts; in memory when absent. */
  dataFile?: string;
  /** Interface to listen on (default 'localhost', i.e. 127.0.0.1 and ::1). */
  host?: string;
  /** Webhook retry tuning (tests). */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
}

export { SIM_DEFAULTS } from '../adyen/simDefaults';

const contexts = new WeakMap<FastifyInstance, SimContext>();

/** The simulator's internals (store, webhook deliveries, resolved options) — for tests and debugging. */
export function simulatorContext(app: FastifyInstance): SimContext | undefined {
  return contexts.get(app);
}

function resolveOptions(opts: PaymentSimOptions): ResolvedOptions {
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new TypeError('port must be 0..65535');
  if (!opts.apiKey) throw new TypeError('apiKey is required');
  if (!opts.merchantAccount) throw new TypeError('merchantAccount is required');
  if (!isHexKey(opts.hmacKey)) throw new TypeError('hmacKey must be a hex string');
  if (!opts.clientKey || /^(test|live)/.test(opts.clientKey)) {
    throw new TypeError("clientKey must be set and must not start with 'test' or 'live' (the SDK would require Adyen's own environment)");
  }
  if (opts.notificationUrl !== null && !/^https?:\/\//.test(opts.notificationUrl)) throw new TypeError('notificationUrl must be an http(s) URL or null');
  return {
    port: opts.port,
    apiKey: opts.apiKey,
    hmacKey: opts.hmacKey,
    clientKey: opts.clientKey,
    notificationUrl: opts.notificationUrl,
    merchantAccount: opts.merchantAccount,
    publicUrl: `http://localhost:${opts.port}`,
  };
}

/** Builds the simulator's HTTP server without listening (use `app.inject` or `listen`). */
export async function buildPaymentSimulator(opts: PaymentSimOptions): Promise<FastifyInstance> {
  const resolved = resolveOptions(opts);
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const ctx: SimContext = {
    opts: resolved,
    store: new SimStore(opts.dataFile),
    webhooks: new WebhookSender({
      url: resolved.notificationUrl,
      hmacKey: resolved.hmacKey,
      attempts: opts.webhookAttempts,
      baseDelayMs: opts.webhookRetryDelayMs,
    }),
  };
  contexts.set(app, ctx);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Errors.unparsable(), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(Errors.unsupportedMediaType(), undefined));

  registerCors(app);
  app.setErrorHandler((error, req, reply) => {
    const e = toAdyenError(error);
    applyCorsHeaders(req, reply);
    return reply.code(e.status).type('application/json; charset=utf-8').send(e.toJSON());
  });
  app.setNotFoundHandler((req, reply) => {
    applyCorsHeaders(req, reply);
    return reply.code(404).send(Errors.notFound().toJSON());
  });

  app.get('/', async () => ({ name: 'Adyen payment simulator', checkoutApi: '/checkout/v71', merchantAccount: resolved.merchantAccount }));
  registerCheckoutRoutes(app, ctx);
  registerShopperRoutes(app, ctx);
  registerThreeDSPages(app, ctx);
  registerHppPages(app, ctx);

  app.addHook('onClose', async () => {
    ctx.webhooks.close();
  });
  return app;
}

/** Builds and listens; `url` is e.g. http://localhost:8080 (no trailing slash). */
export async function startPaymentSimulator(opts: PaymentSimOptions): Promise<{ url: string; close(): Promise<void> }> {
  const app = await buildPaymentSimulator(opts);
  await app.listen({ port: opts.port, host: opts.host ?? 'localhost' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const ctx = contexts.get(app);
  if (ctx) ctx.opts.publicUrl = `http://localhost:${port}`;
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
    },
  };
}
