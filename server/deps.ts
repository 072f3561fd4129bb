import type { Db } from './db/connection';
import type { ServerConfig } from './config';
import type { RequestContext } from './store-api/context/public';

/**
 * What every part of the server gets from the composition root (server/app.ts): the database and
 * the configuration. Store API areas get `StoreDeps` (server/store-api/hooks.ts): these plus the
 * hooks by which areas reach each other without importing each other.
 */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the /store-api scope's onRequest hook (server/store-api/index.ts). */
    ctx: RequestContext;
    /** The context token has a row in sales_channel_context (false: a visitor's fresh session). */
    sessionStored: boolean;
  }
}
