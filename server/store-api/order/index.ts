/** Order area: checkout, orders, payment handling routes and the handler for methods paid outside the shop; everything of public.ts besides. */
export { finishAtOnce, orderRoutes } from './routes';
export * from './public';
