/**
 * Stage 4 of the entry (src/main.tsx): the storefront. Its bootstrap modules are named by file: a
 * feature's index would put every module of that feature into the first route's chunk.
 */
import { startApp } from '../app/hydration';
import { installSessionWatch } from '../features/account/sessionWatch';
import { installChunkErrorReload } from '../features/errors/chunkReload';
import { registerServiceWorker } from '../features/pwa/registerServiceWorker';
import { startBuildPolling } from '../features/pwa/buildPolling';

export function startStorefront(root: HTMLElement): void {
  installChunkErrorReload();
  installSessionWatch();
  startApp(root);
  // Not needed for the first page: a task of their own keeps the one that starts the app short.
  setTimeout(() => {
    registerServiceWorker();
    startBuildPolling();
  }, 0);
}
