/** Runs `task` over `items` with at most `limit` at a time (spec §9: up to 4 concurrent route preloads). */
export async function runPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (signal?.aborted) return;
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
