import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';

type RouteModule = { loader?: (args: LoaderFunctionArgs) => unknown };

/** Awaits a loader's answer including its deferred parts (promises one level down). */
async function settle(value: unknown): Promise<unknown> {
  const data = await value;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const entries = await Promise.all(Object.entries(data).map(async ([k, v]) => [k, v instanceof Promise ? await v.catch(() => undefined) : v] as const));
    return Object.fromEntries(entries);
  }
  return data;
}

/**
 * Runs the page loader of a path as a visit would, without rendering it: its Store API reads go
 * through the service worker, which stores them under the keys a later offline visit asks for.
 * Returns the loader's data (for the images it names).
 */
export async function warmRoute(routes: RouteObject[], origin: string, path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.[matches.length - 1];
  if (!leaf) return undefined;
  const lazy = leaf.route.lazy as undefined | (() => Promise<RouteModule>);
  const module: RouteModule = typeof lazy === 'function' ? await lazy() : (leaf.route as RouteModule);
  if (!module.loader) return undefined;
  const request = new Request(new URL(path, origin));
  return settle(module.loader({ request, params: leaf.params, context: undefined } as LoaderFunctionArgs));
}

/** Every image of loader data (objects with a url and thumbnails), in the sizes its srcset offers. */
export function imageUrls(data: unknown, seen = new Set<unknown>()): string[] {
  if (!data || typeof data !== 'object' || seen.has(data)) return [];
  seen.add(data);
  if (Array.isArray(data)) return data.flatMap((d) => imageUrls(d, seen));
  const record = data as Record<string, unknown>;
  const own: string[] = [];
  if (typeof record.url === 'string' && Array.isArray(record.thumbnails)) {
    const thumbs = (record.thumbnails as Array<{ url?: unknown }>).map((t) => t.url).filter((u): u is string => typeof u === 'string');
    own.push(...(thumbs.length ? thumbs : [record.url]));
  }
  return [...own, ...Object.values(record).flatMap((v) => imageUrls(v, seen))];
}
