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
    promise = fetchNavigation(kind, depth).catch(() => {
      setTimeout(() => cache.delete(key), 30_000);
      return [];
    });
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
