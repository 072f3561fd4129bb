/**
 * Stage 5 of the entry (src/main.tsx): the storefront. Its bootstrap modules are named by file: a
 * feature's index would put every module of that feature into the first route's chunk.
 */
import { startApp } from '../app/hydration';
import { warmIntl } from '../app/warmIntl';
import { prepareScrollRestoration } from '../app/router';
import { inNextTask } from '../lib/tasks';
import { installSessionWatch } from '../features/account/sessionWatch';
import { watchPriceView } from '../features/session/priceView';
import { installChunkErrorReload } from '../features/errors/chunkReload';
import { registerServiceWorker } from '../features/pwa/registerServiceWorker';
import { startBuildPolling } from '../features/pwa/buildPolling';

/**
 * What the start needs ready, in a task before it: the chunk-error reload and the session; Intl's
 * formats (once the entry's worker has loaded their data) and the history entry's key (a history
 * write costs a phone ~40 ms) in tasks of their own.
 */
export function prepareStorefront(intlWarm?: Promise<void>): void {
  installChunkErrorReload();
  installSessionWatch();
  watchPriceView();
  warmIntl(intlWarm);
  inNextTask(() => prepareScrollRestoration());
}

export function startStorefront(root: HTMLElement): void {
  startApp(root);
  // Not needed for the first page: a task of their own keeps the one that starts the app short.
  setTimeout(() => {
    registerServiceWorker();
    startBuildPolling();
  }, 0);
}
