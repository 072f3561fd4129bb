export { announceLocale, registerServiceWorker } from './registerServiceWorker';
export { startBuildPolling } from './buildPolling';
export { updateReadyAtom } from './atoms';
