/**
 * Runs `task` when the main thread is idle, at the latest after `timeoutMs`; where the browser has no
 * `requestIdleCallback` (Safari), after `fallbackMs`. Returns the cancel function for an effect's
 * clean-up.
 */
export function onIdle(task: () => void, timeoutMs: number, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
