import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from './hooks';
import { catalogRoutes } from './catalog';
import { contextRoutes } from './context';
import { navigationRoutes, seoRoutes } from './navigation';
import { cartRoutes } from './cart';
import { orderRoutes } from './order';
import { adyenRoutes } from './adyen';
import { accountRoutes, addressRoutes } from './account';
import { wishlistRoutes } from './wishlist';
import { reviewRoutes } from './reviews';
import { newsletterRoutes } from './newsletter';
import { beddingLeadRoute, contactRoutes } from './contact';

/** A Store API area: registers its routes on the /store-api scope with the dependencies it is given. */
export type RouteModule = (api: FastifyInstance, deps: StoreDeps) => void | Promise<void>;

/** Every Store API area, in one list so the app and the contract tests see the same routes. */
export const storeApiRoutes: RouteModule[] = [
  contextRoutes,
  navigationRoutes,
  seoRoutes,
  catalogRoutes,
  cartRoutes,
  orderRoutes,
  accountRoutes,
  addressRoutes,
  wishlistRoutes,
  reviewRoutes,
  newsletterRoutes,
  contactRoutes,
  adyenRoutes,
  beddingLeadRoute,
];
