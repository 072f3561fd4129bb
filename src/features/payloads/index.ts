/** Build-time payloads and route rules in the running app (spec §7, §9). */
export { startPayloads, readsFromPayloads, refreshWhenIdle, MANIFEST_DELAY_MS, REFRESH_AT_LATEST_MS } from './startPayloads';
export { payloadBeforeLoader, loadFirstPayloads, loadPayload, loadRouteRules, PRELOAD_CONCURRENCY, setPayloadPages } from './payloadLoader';
