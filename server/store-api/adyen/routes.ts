import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { apiError } from '../errors';
import { readRequestPayload } from '../criteria';
import { extendSalesChannelContext } from '../context/salesChannelContext';
import { registerPaymentHandler } from '../order/routes';
import { adyenSettings, contextAdyenData } from './settings';
import {
  cancelAdyenOrder, createAdyenOrder, giftCardBalance, handleAdyenPayment, paymentMethods, paymentStatus, setPayment, submitPaymentDetails,
} from './service';

// Registered once per process: /handle-payment delegates orders paid with an Adyen method here, and
// GET /context carries the SDK's public configuration.
registerPaymentHandler('adyen', handleAdyenPayment);
extendSalesChannelContext((deps, _ctx, out) => {
  const extensions = (out.extensions ?? {}) as Record<string, unknown>;
  out.extensions = { ...extensions, adyenData: contextAdyenData(adyenSettings(deps.config)) };
});

function readBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body has to be a JSON object.', { pointer: '/' });
  }
  return body as Record<string, unknown>;
}

/**
 * Store API routes of the Adyen integration (advanced flow), with the paths of the official Adyen
 * Shopware plugin. The webhook lives outside the /store-api scope (see webhook.ts).
 */
export function adyenRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/adyen/payment-methods', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return paymentMethods(deps, req, readRequestPayload(req));
  });
  api.post('/adyen/payment-status', async (req) => paymentStatus(deps, req, readBody(req)));
  api.post('/adyen/payment-details', async (req) => submitPaymentDetails(deps, req, readBody(req)));
  api.post('/adyen/set-payment', async (req) => setPayment(deps, req, readBody(req)));
  api.post('/adyen/payment-methods/balance', async (req) => giftCardBalance(deps, req, readBody(req)));
  api.post('/adyen/orders', async (req) => createAdyenOrder(deps, req, readBody(req)));
  api.post('/adyen/orders/cancel', async (req) => cancelAdyenOrder(deps, req, readBody(req)));
}
