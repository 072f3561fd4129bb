/**
 * Order area: checkout, orders, payment handling routes and the handler for methods paid outside
 * the shop; the order writer with the cart hash it stores (the demo's order history is written by
 * them); everything of public.ts besides.
 */
export { finishAtOnce, orderRoutes } from './routes';
export { cartHash } from './placeOrder';
export { insertOrder } from './orderWriter';
export * from './public';
