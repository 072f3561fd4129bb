/** Reviews area: product reviews of customers; everything of public.ts besides. */
export { reviewRoutes } from './routes';
export * from './public';
