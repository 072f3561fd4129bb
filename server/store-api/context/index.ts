/** Context area: GET/PATCH /context, the switchable entities; everything of public.ts besides. */
export { contextRoutes } from './routes';
export * from './public';
