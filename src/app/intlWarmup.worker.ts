/// <reference lib="webworker" />
/**
 * A worker that loads Intl's data (src/app/intlWarmup.ts) for the page's locale and ends: the
 * entry starts it before the app's chunks arrive (src/main.tsx).
 */
import { INTL_WARM, warmIntlData } from './intlWarmup';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<string>) => {
  try {
    warmIntlData(event.data);
  } finally {
    self.postMessage(INTL_WARM);
    self.close();
  }
};
