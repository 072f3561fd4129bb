import { createContext, useContext, useSyncExternalStore } from 'react';
import { onPricesWithheldChange, pricesWithheld } from '../api/payloads';

/**
 * Whether the page shows the build's data in place of the visitor's own (offline, signed in): its
 * prices are a guest's and are not shown (src/api/payloads.ts, `payloadStandIn`).
 */
export function usePricesWithheld(): boolean {
  const own = useContext(OwnPrices);
  const withheld = useSyncExternalStore(onPricesWithheldChange, pricesWithheld, () => false);
  return withheld && !own;
}

/** Around cards whose prices are the visitor's own whatever the page shows (their recently viewed, as they saw them). */
export const OwnPrices = createContext(false);
