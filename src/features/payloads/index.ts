/** Build-time payloads and route rules in the running app (spec §7, §9). */
export { startPayloads, readsFromPayloads, MANIFEST_DELAY_MS } from './startPayloads';
export { payloadBeforeLoader, loadFirstPayloads, loadPayload, loadRouteRules, PRELOAD_CONCURRENCY } from './payloadLoader';
