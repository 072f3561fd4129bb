/** Newsletter area: subscribe, confirm, unsubscribe. */
export { newsletterRoutes } from './routes';
