/**
 * Shopper side: everything the SDK loads from `_environmentUrls` (api, analytics, cdn.images,
 * cdn.translations all = the simulator). Served at the root and, for setups that keep Adyen's path
 * layout, under /checkoutshopper as well.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from './errors';
import { submitThreeDS2Fingerprint } from './details';
import { orderStatus } from './orders';
import { decodeFieldValue } from './fields';
import { detectBrand } from './cards';
import { originOf, page, safeJson } from './html';
import { componentSvg, isLocaleName, logoSvg, translationsFor, TRANSPARENT_PNG } from './assets';
import { parentOriginFromD, securedFieldsPage } from './securedfields-page';
import { isObject, requireBody } from './validate';
import { handleSessionCall } from './sessions';
import type { SimContext } from './context';

function query(req: FastifyRequest): Record<string, unknown> {
  return (req.query ?? {}) as Record<string, unknown>;
}

export function registerShopperRoutes(app: FastifyInstance, ctx: SimContext): void {
  const checkKey = (value: unknown) => {
    if (value !== ctx.opts.clientKey) throw Errors.invalidClientKey();
  };

  const routes = async (r: FastifyInstance) => {
    r.get('/securedfields/:clientKey/:version/securedFields.html', async (req, reply) => {
      const { clientKey } = req.params as { clientKey: string };
      checkKey(clientKey);
      const q = query(req);
      const type = typeof q.type === 'string' && /^[a-zA-Z]{1,30}$/.test(q.type) ? q.type : 'card';
      const parentOrigin = parentOriginFromD(q.d) ?? originOf(req.headers.referer);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(securedFieldsPage({ type, parentOrigin }));
    });

    r.post('/v1/submitThreeDS2Fingerprint', async (req) => {
      checkKey(query(req).token);
      return submitThreeDS2Fingerprint(ctx, req.body);
    });

    // Sessions flow: setup, payments, paymentDetails, paymentMethodBalance, orders, orders/cancel.
    r.post('/v1/sessions/:id/*', async (req) => {
      checkKey(query(req).clientKey);
      const params = req.params as { id: string; '*': string };
      return handleSessionCall(ctx, params.id, params['*'], req.body);
    });

    r.post('/v1/order/status', async (req) => {
      checkKey(query(req).clientKey);
      return orderStatus(ctx, req.body);
    });

    r.post('/v3/bin/binLookup', async (req) => {
      checkKey(query(req).token);
      const body = requireBody(req.body);
      const requestId = typeof body.requestId === 'string' ? body.requestId : undefined;
      const decoded = decodeFieldValue(body.encryptedBin);
      if (!decoded.ok) throw Errors.decryptFailed();
      const rule = detectBrand(decoded.value);
      if (!rule) return { requestId };
      const supported = Array.isArray(body.supportedBrands) ? body.supportedBrands.includes(rule.brand) : true;
      return {
        brands: [
          {
            brand: rule.brand,
            cvcPolicy: rule.cvcPolicy,
            enableLuhnCheck: true,
            expiryDatePolicy: 'required',
            showSocialSecurityNumber: false,
            supported,
          },
        ],
        issuingCountryCode: 'NL',
        requestId,
      };
    });

    // Analytics: setup answers a checkoutAttemptId, events and flavor reports are just acknowledged.
    r.post('/v3/analytics', async (req) => {
      checkKey(query(req).clientKey);
      const body = req.body === undefined ? {} : requireBody(req.body);
      if (typeof body.flavor === 'string') return {};
      const given = typeof body.checkoutAttemptId === 'string' && /^[\w-]{8,80}$/.test(body.checkoutAttemptId) ? body.checkoutAttemptId : undefined;
      return { checkoutAttemptId: given ?? `${randomUUID()}SIM${Date.now()}` };
    });
    r.post('/v3/analytics/:checkoutAttemptId', async (req) => {
      checkKey(query(req).clientKey);
      if (req.body !== undefined && !isObject(req.body)) throw Errors.unparsable();
      return {};
    });

    r.get('/sdk/:version/translations/:file', async (req, reply) => {
      const { file } = req.params as { file: string };
      const locale = file.endsWith('.json') ? file.slice(0, -5) : '';
      if (!isLocaleName(locale)) throw Errors.notFound();
      return reply.header('Cache-Control', 'public, max-age=300').send(translationsFor(locale));
    });

    r.get('/images/*', async (req, reply) => {
      const path = (req.params as { '*': string })['*'] ?? '';
      const name = path.split('/').pop() ?? '';
      const match = /^([\w.-]{1,80})\.(svg|png)$/.exec(name);
      if (!match) throw Errors.notFound();
      reply.header('Cache-Control', 'public, max-age=3600');
      if (match[2] === 'png') return reply.type('image/png').send(TRANSPARENT_PNG);
      const base = match[1].replace(/(@\dx|-small|-large)$/, '');
      return reply.type('image/svg+xml').send(path.startsWith('components/') ? componentSvg(base) : logoSvg(base));
    });

    r.get('/datasets/*', async () => []);

    // RiskModule device fingerprint iframe: posts {type:'deviceFingerprint', value} to the shop page.
    r.get('/assets/html/:clientKey/:file', async (req, reply) => {
      const { clientKey, file } = req.params as { clientKey: string; file: string };
      checkKey(clientKey);
      if (!/^dfp\.[\d.]+\.html$/.test(file)) throw Errors.notFound();
      const target = originOf(req.headers.referer);
      const value = Buffer.from(JSON.stringify({ sim: true, t: Date.now() })).toString('base64');
      const script = target ? `window.parent.postMessage(${safeJson(JSON.stringify({ type: 'deviceFingerprint', value }))}, ${safeJson(target)});` : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page({ title: 'Device fingerprint', body: '', script }));
    });
  };

  app.register(routes);
  app.register(routes, { prefix: '/checkoutshopper' });
}
