import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

/** A Store API area registers its routes on the /store-api scope. */
export type RouteModule = (api: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** Every Store API area, in one list so the app and the contract tests see the same routes. */
export const storeApiRoutes: RouteModule[] = [];
