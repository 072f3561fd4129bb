/** Catalogue: listing, search and product routes; everything of public.ts besides. */
export { catalogRoutes } from './routes';
export * from './public';
