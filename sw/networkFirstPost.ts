import { postCacheKey } from './postCache';

/**
 * Network first for POST reads: a fresh answer is stored under its synthetic key; without a
 * network (or after the timeout) the stored answer is served. Errors (4xx/5xx) are not stored.
 */
export async function networkFirstPost(request: Request, cacheName: string, timeoutSeconds: number): Promise<Response> {
  const key = await postCacheKey(request);
  const cache = await caches.open(cacheName);
  const network = fetch(request.clone()).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutSeconds * 1000));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    const cached = await cache.match(key);
    return cached ?? (await network);
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}
