/** Navigation area: categories, navigation menus, breadcrumbs, SEO URLs and the sitemap; everything of public.ts besides. */
export { navigationRoutes } from './routes';
export { seoRoutes } from './seoRoutes';
export * from './public';
