import type { FastifyInstance } from 'fastify';
import { shopperRequest, type StoreDeps } from '../hooks';
import type { RequestContext } from '../context/public';
import { readBody } from '../validation';
import { readRequestPayload } from '../criteria';
import { adyenSettings, contextAdyenData } from './settings';
import { cancelAdyenOrder, createAdyenOrder, giftCardBalance, paymentMethods, paymentStatus, setPayment, submitPaymentDetails } from './service';

/** StoreHooks.contextExtenders: GET /context carries the SDK's public configuration. */
export function addAdyenContextData(deps: StoreDeps, _ctx: RequestContext, out: Record<string, unknown>): void {
  const extensions = (out.extensions ?? {}) as Record<string, unknown>;
  out.extensions = { ...extensions, adyenData: contextAdyenData(adyenSettings(deps.config)) };
}

/**
 * Store API routes of the Adyen integration (advanced flow), with the paths of the official Adyen
 * Shopware plugin. The webhook lives outside the /store-api scope (see webhook.ts).
 */
export function adyenRoutes(api: FastifyInstance, deps: StoreDeps): void {
  api.get('/adyen/payment-methods', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return paymentMethods(deps, shopperRequest(req), readRequestPayload(req));
  });
  api.post('/adyen/payment-status', async (req) => paymentStatus(deps, shopperRequest(req), readBody(req.body)));
  api.post('/adyen/payment-details', async (req) => submitPaymentDetails(deps, shopperRequest(req), readBody(req.body)));
  api.post('/adyen/set-payment', async (req) => setPayment(deps, shopperRequest(req), readBody(req.body)));
  api.post('/adyen/payment-methods/balance', async (req) => giftCardBalance(deps, shopperRequest(req), readBody(req.body)));
  api.post('/adyen/orders', async (req) => createAdyenOrder(deps, shopperRequest(req), readBody(req.body)));
  api.post('/adyen/orders/cancel', async (req) => cancelAdyenOrder(deps, shopperRequest(req), readBody(req.body)));
}
