import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from './hooks';
import { catalogRoutes } from './catalog/routes';
import { contextRoutes } from './context/routes';
import { navigationRoutes } from './navigation/routes';
import { seoRoutes } from './navigation/seoRoutes';
import { cartRoutes } from './cart/routes';
import { orderRoutes } from './order/routes';
import { adyenRoutes } from './adyen';
import { accountRoutes } from './account/routes';
import { addressRoutes } from './account/addressRoutes';
import { wishlistRoutes } from './wishlist/routes';
import { reviewRoutes } from './reviews/routes';
import { newsletterRoutes } from './newsletter/routes';
import { contactRoutes } from './contact/routes';
import { beddingLeadRoute } from './contact/lead';

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
