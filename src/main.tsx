/**
 * The entry. The storefront's code is evaluated in stages, one task each, so that no single task
 * blocks a phone's main thread for long while the prerendered page is already on screen (its taps
 * are held meanwhile, src/app/earlyInput.ts): React, then emotion and MUI's styling engine, then
 * MUI's components, then the other libraries (router, i18next, the Store API client), then the
 * storefront itself, which prepares and starts in tasks of their own. The build groups each stage's modules into one chunk
 * (vite.config.ts), and the page's loader preloads all of them at once (scripts/deferEntry.ts),
 * so the stages cost no extra round trip.
 */
// src/lib/tasks.ts's nextTask, written out: a static import would put the entry behind the
// storefront's chunk, which is exactly what the stages avoid.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root')!;

/**
 * Intl's data for the page's prices and dates, loaded by a worker while the stages download: the
 * browser's first number format otherwise held the main thread for 10–25 ms (src/app/intlWarmup.ts).
 * Settles when the worker is done, cannot start or load, or takes longer than a second.
 */
function warmIntlInWorker(): Promise<void> {
  return new Promise<void>((resolve) => {
    try {
      const worker = new Worker(new URL('./app/intlWarmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
      worker.onmessage = worker.onerror = () => resolve();
      worker.postMessage(document.documentElement.lang || 'de-DE');
      setTimeout(resolve, 1000);
    } catch {
      // No worker (an old browser, a strict policy): the main thread loads the data itself.
      resolve();
    }
  });
}
// The built pages' loader has started it already (scripts/deferEntry.ts); the dev server has none.
const intlWarm = (window as { __stallwerkIntlWarm?: Promise<void> }).__stallwerkIntlWarm ?? warmIntlInWorker();

// The first read of localStorage loads the site's whole storage from the browser (1–8 ms
// unthrottled): in a task of its own while the stages download, not inside the storefront stage's
// evaluation, whose modules read it (the guest wishlist, the sign-in marker).
setTimeout(() => {
  try {
    void localStorage.length;
  } catch {
    // Storage blocked: the app reads nothing from it either.
  }
}, 0);

void import('./stages/react')
  .then(nextTask)
  .then(() => import('./stages/ui'))
  .then(nextTask)
  .then(() => import('./stages/mui'))
  .then(nextTask)
  .then(() => import('./stages/lib'))
  .then(nextTask)
  .then(() => import('./stages/app'))
  .then(async ({ prepareStorefront, startStorefront }) => {
    await nextTask();
    prepareStorefront(intlWarm);
    await nextTask();
    startStorefront(root);
  });
