/**
 * In-memory promise cache for reads that rarely change within a visit (languages, navigation).
 * Failed reads are forgotten so the next call retries. The service worker caches across visits.
 */
const entries = new Map<string, Promise<unknown>>();

export function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const promise = load();
  entries.set(key, promise);
  promise.catch(() => entries.delete(key));
  return promise;
}

export function forget(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
