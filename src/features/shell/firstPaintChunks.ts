import { preloadFirstPaintParts } from '../../ui/lazyWithPreload';
import { preloadShellNavigations } from './navigationData';

/**
 * What a prerendered page shows beyond the route's data: the lazy parts (search field, selects,
 * tooltips, forms) and the header's and footer's navigations. Loaded before the page is hydrated,
 * they render at once, so the whole page is hydrated in one pass (and `data-app="ready"` means it).
 * The navigations need the locale's language: call this after the router has its first data.
 */
export function preloadFirstPaint(): Promise<unknown> {
  return Promise.all([preloadFirstPaintParts(), preloadShellNavigations()]);
}
