import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { StoreHooks } from './hooks';
import { errors } from './errors';
import {
  findSalesChannelByAccessKey,
  buildRequestContext,
  loadContextRow,
  type ContextPayload,
  deleteContext,
  isExpired,
  isIssuedToken,
  issueContextToken,
  persistContext,
  sessionHasState,
  touchContext,
} from './context/public';
import { attachBody, reusableBody } from '../answerBodies';
import { applyIncludes, readRequestPayload } from './criteria';
import { storeApiRoutes } from './routes';
import { buildStoreHooks, storeDeps } from './wiring';

export { buildStoreHooks, storeDeps } from './wiring';
export type { StoreDeps, StoreHooks } from './hooks';

/**
 * The Store API as one Fastify plugin (registered under /store-api): resolves the sales channel and
 * the session for every request, then registers every area with the same `StoreDeps` (the app's
 * dependencies plus the hooks object connecting the areas, built once here).
 */
export function createStoreApi(appDeps: AppDeps, hooks: StoreHooks = buildStoreHooks()): (api: FastifyInstance) => Promise<void> {
  const deps = storeDeps(appDeps, hooks);
  return async (api) => {
    api.addHook('onRequest', async (req: FastifyRequest, reply) => {
      const key = req.headers['sw-access-key'];
      if (typeof key !== 'string' || key === '') {
        throw errors.salesChannelAccessKeyMissing();
      }
      const channel = findSalesChannelByAccessKey(deps.db, key);
      if (!channel) {
        throw errors.salesChannelNotFound();
      }
      if (channel.maintenance) {
        throw errors.salesChannelMaintenanceMode();
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
        if (row) deleteContext(deps.db, requested);
        // A token this shop issued but never stored is a visitor whose session holds nothing yet;
        // anything else (missing, foreign, expired) starts a new session, as Shopware does. Either
        // way no row is written until the session keeps something (see onSend).
        if (row || !requested || !isIssuedToken(deps.db, requested)) token = issueContextToken(deps.db);
        stored = { customerId: null, payload: {} };
        req.sessionStored = false;
      }
      const language = req.headers['sw-language-id'];
      req.ctx = buildRequestContext(deps.db, channel, token, stored, deps.hooks.customerFacts, typeof language === 'string' && language ? language : undefined);
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
      const only = isMap(includes) ? includes : undefined;
      const except = isMap(excludes) ? excludes : undefined;
      // A cached answer read again in the same variant goes out as the text made the first time.
      const body = reusableBody(payload, JSON.stringify([only ?? null, except ?? null]));
      const filtered = body?.json !== undefined || (!only && !except) ? payload : applyIncludes(payload, only, except);
      if (body) {
        attachBody(req, body);
        // Only for this answer: an error sent later on this reply (a failing onSend hook) passes
        // the same serializer and must go out as itself.
        reply.serializer((sent: unknown) => {
          if (sent !== filtered) return JSON.stringify(sent);
          return (body.json ??= JSON.stringify(sent));
        });
      }
      return filtered;
    });
    for (const register of storeApiRoutes) await register(api, deps);
    api.setNotFoundHandler((req, reply) => {
      const e = errors.routeNotFound(req.method, req.url.split('?')[0]);
      reply.status(404).send(e.toJSON());
    });
  };
}
