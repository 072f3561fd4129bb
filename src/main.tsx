import { startApp } from './app/hydration';
import { installSessionWatch } from './features/account/sessionWatch';
import { installChunkErrorReload } from './features/errors/chunkReload';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { startBuildPolling } from './features/pwa/buildPolling';

installChunkErrorReload();
installSessionWatch();

startApp(document.getElementById('root')!);

registerServiceWorker();
startBuildPolling();
