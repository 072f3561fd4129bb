import { use } from 'react';
import { fetchNavigation, requestLanguage, type NavigationKind, type NavItem } from '../../api';

const cache = new Map<string, Promise<NavItem[]>>();

/**
 * A stable promise of a navigation tree per kind and language (`depth` as in the Store API: levels
 * below the root = depth + 1, so the default 2 is a three-level menu); a failure (offline without a
 * cached copy) yields an empty tree and is retried on a later render.
 */
export function navigationPromise(kind: NavigationKind, depth = 2): Promise<NavItem[]> {
  const key = `${kind}:${depth}:${requestLanguage()}`;
  let promise = cache.get(key);
  if (!promise) {
    const loading: Promise<NavItem[]> & { status?: string; value?: NavItem[] } = fetchNavigation(kind, depth).catch(() => {
      setTimeout(() => cache.delete(key), 30_000);
      return [];
    });
    // Marked as React marks promises it has read: `use` then returns the tree without suspending
    // (a prerendered header and footer hydrate with the page instead of after it).
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    promise = loading;
    cache.set(key, promise);
  }
  return promise;
}

/** Reads a navigation tree; suspends until it is loaded. */
export function useNavigationTree(kind: NavigationKind, depth = 2): NavItem[] {
  return use(navigationPromise(kind, depth));
}

/** Flattens a tree into (item, trail) pairs, e.g. for category suggestions. */
export function flattenNav(items: NavItem[], trail: string[] = []): Array<{ item: NavItem; trail: string[] }> {
  return items.flatMap((item) => [{ item, trail }, ...flattenNav(item.children, [...trail, item.name])]);
}

/** The trees the header, top bar and footer read (the depths they ask for), loaded ahead of a hydration. */
export function preloadShellNavigations(): Promise<unknown> {
  return Promise.all([navigationPromise('main-navigation'), navigationPromise('service-navigation', 0), navigationPromise('footer-navigation', 1)]);
}
