/**
 * CORS on every response (including errors, 404s and preflights): the SDK calls the simulator from
 * the shop's origin with `mode: 'cors'` and JSON bodies, so every answer echoes the caller's origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const DEFAULT_ALLOWED_HEADERS = 'Content-Type, Accept, Accept-Language, X-API-Key, Idempotency-Key, Authorization, X-Requested-With';

export function applyCorsHeaders(req: FastifyRequest, reply: FastifyReply): void {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
  } else {
    reply.header('Access-Control-Allow-Origin', '*');
  }
  reply.header('Vary', 'Origin');
  reply.header('Access-Control-Expose-Headers', 'Content-Type, Idempotency-Key, pspReference');
}

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    applyCorsHeaders(req, reply);
    if (req.method === 'OPTIONS') {
      const requested = req.headers['access-control-request-headers'];
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('Access-Control-Allow-Headers', typeof requested === 'string' && requested.length < 1000 ? requested : DEFAULT_ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      // Chrome's Private Network Access preflight (a public page calling localhost).
      if (req.headers['access-control-request-private-network'] === 'true') reply.header('Access-Control-Allow-Private-Network', 'true');
      return reply.code(204).send();
    }
  });
}
