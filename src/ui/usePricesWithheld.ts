import { useSyncExternalStore } from 'react';
import { onPricesWithheldChange, pricesWithheld } from '../api/payloads';

/**
 * Whether the page shows the build's data in place of the visitor's own (offline, signed in): its
 * prices are a guest's and are not shown (src/api/payloads.ts, `payloadStandIn`).
 */
export function usePricesWithheld(): boolean {
  return useSyncExternalStore(onPricesWithheldChange, pricesWithheld, () => false);
}
