import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installSessionWatch } from './features/account/sessionWatch';
import { installChunkErrorReload } from './features/errors/chunkReload';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { startBuildPolling } from './features/pwa/buildPolling';

installChunkErrorReload();
installSessionWatch();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startBuildPolling();
