/**
 * Build-time payloads (spec §7, §9): the build runs the catalogue pages' loaders against the
 * backend and writes each page's Store API answers to `{path}/_payload.json`. A loader's read is
 * answered from a loaded payload first (no round trip, and offline through the service worker);
 * the same read then goes to the Store API in the background, and when prices, stock or texts
 * changed since the build the page is told to load again (`onPayloadStale`).
 */
import { inNextTask, type Schedule } from '../lib/tasks';

/** Catalogue reads a payload may answer: the same for every guest, never session data. */
export const PAYLOAD_OPERATIONS = new Set([
  'readBreadcrumb',
  'readCategoryGet',
  'readLandingPageGet',
  'readLanguagesGet',
  'readNavigationGet',
  'readProduct',
  'readProductCrossSellings',
  'readProductDetailGet',
  'readProductGet',
  'readProductListingGet',
  'readProductReviewsGet',
  'readSeoUrlGet',
]);

export interface InvokeParams {
  pathParams?: unknown;
  query?: unknown;
  body?: unknown;
  fetchOptions?: RequestInit;
}

export interface PayloadFile {
  /** The build the answers were recorded with. */
  build: string;
  /** The page path (locale prefix included). */
  path: string;
  /** Currency the prices were calculated in; payloads answer only in that currency. */
  currencyId?: string;
  entries: Record<string, unknown>;
}

/** Key order must not matter: loaders build bodies in different orders. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over the canonical request, two lanes for 64 bits: short keys, no collisions in practice. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** The key of one read: operation name, its parameters and the language header. */
export function payloadKey(operation: string, params: InvokeParams | undefined, language: string | undefined): string | null {
  const name = operation.split(' ')[0];
  if (!PAYLOAD_OPERATIONS.has(name)) return null;
  return hash(canonical([name, params?.pathParams ?? null, params?.query ?? null, params?.body ?? null, language ?? '']));
}

const answers = new Map<string, unknown>();
/** Keys already read from the Store API in this visit: their next read goes to the network. */
const refreshed = new Set<string>();
/** A changed answer found in the background, handed once to the reload it triggers (no second request). */
const freshOnce = new Map<string, unknown>();
let payloadCurrency: string | undefined;
let eligible: () => boolean = () => true;
const staleListeners = new Set<() => void>();

/** Adds a loaded payload's answers. */
export function addPayload(file: PayloadFile): void {
  payloadCurrency ??= file.currencyId;
  for (const [key, value] of Object.entries(file.entries)) if (!refreshed.has(key)) answers.set(key, value);
}

let bypass = 0;

/**
 * Runs `work` with every read going to the Store API (the offline download wants the service
 * worker to store the answers themselves, not a background refresh it cannot wait for).
 */
export async function withoutPayloads<T>(work: () => Promise<T>): Promise<T> {
  bypass += 1;
  try {
    return await work();
  } finally {
    bypass -= 1;
  }
}

/** Payload prices are a guest's in the default currency: signed-in customers always ask the API. */
export function setPayloadEligibility(check: () => boolean): void {
  eligible = check;
}

/** Whether the visitor's catalogue reads are answered from payloads (guest, gross prices, the payloads' currency). */
export function payloadsApply(currency: string | undefined): boolean {
  return bypass === 0 && eligible() && !(currency && payloadCurrency && currency !== payloadCurrency);
}

/**
 * Offline, a visitor the payloads do not apply to (signed in, net prices, another currency) would
 * see "no connection" on every catalogue page the service worker has not kept their own answer of,
 * where a guest reads the build's. Their read falls back to the payload's answer too: the page's
 * products, texts and images are everyone's; its prices are a guest's, so they are withheld
 * (`pricesWithheld`) until the visitor's own are read. Keys answered that way in this page view.
 */
const standIns = new Map<string, number>();
/** Counts the page views (navigations): a stand-in belongs to the one it was read for. */
let pageView = 0;
const standInListeners = new Set<() => void>();
const notifyStandIns = () => standInListeners.forEach((l) => l());

/** Reads whose answers carry no prices: standing in for them withholds nothing. */
const PRICELESS_OPERATIONS = new Set(['readBreadcrumb', 'readLanguagesGet', 'readNavigationGet', 'readProductReviewsGet', 'readSeoUrlGet']);

/**
 * Payload files on their way. A signed-in customer's page does not wait for its payload (its reads
 * are the customer's own: waiting put a download before them on every such page); offline, a read
 * that found no stand-in waits for these before it gives up.
 */
const arriving = new Set<Promise<unknown>>();
/** An offline read waits at most this long for payloads on their way (a stalled line must not hold the page). */
export const STAND_IN_WAIT_MS = 4000;

/** A payload file is being loaded (its answers are added when it arrives). */
export function payloadArriving(file: Promise<unknown>): void {
  arriving.add(file);
  const done = () => arriving.delete(file);
  file.then(done, done);
}

/** `payloadStandIn`, after the payload files on their way arrived (or STAND_IN_WAIT_MS passed). */
export async function payloadStandInSoon(key: string | null, operation: string): Promise<unknown> {
  const now = payloadStandIn(key, operation);
  if (now !== undefined || !key || bypass > 0 || arriving.size === 0) return now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...arriving]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, STAND_IN_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return payloadStandIn(key, operation);
}

/** The payload's answer for a read the network could not answer (see `standIns`); undefined: none. */
export function payloadStandIn(key: string | null, operation: string): unknown {
  if (!key || bypass > 0 || !answers.has(key)) return undefined;
  if (PRICELESS_OPERATIONS.has(operation.split(' ')[0])) return answers.get(key);
  const known = standIns.has(key);
  standIns.set(key, pageView);
  if (!known) notifyStandIns();
  return answers.get(key);
}

/** The network answered a read: a stand-in for it is replaced by the visitor's own answer. */
export function settleStandIn(key: string | null): void {
  if (key && standIns.delete(key)) notifyStandIns();
}

/** A navigation starts: reads from now on are the next page's (the current one stays on screen meanwhile). */
export function nextPageView(): void {
  pageView += 1;
}

/** The navigation ended: stand-ins read for earlier pages are no longer on screen. */
export function dropEarlierStandIns(): void {
  let dropped = false;
  for (const [key, view] of standIns) {
    if (view < pageView) dropped = standIns.delete(key) || dropped;
  }
  if (dropped) notifyStandIns();
}

/** Whether the page on screen shows data a payload stood in for, whose prices are not this visitor's. */
export const pricesWithheld = (): boolean => standIns.size > 0;

export function onPricesWithheldChange(listener: () => void): () => void {
  standInListeners.add(listener);
  return () => standInListeners.delete(listener);
}

/** Called once when a background read finds an answer different from the payload's. */
export function onPayloadStale(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => staleListeners.delete(listener);
}

/** The payload's answer for a read (or the fresh one its reload is waiting for); null: ask the network. */
export function payloadAnswer(key: string | null, currency: string | undefined): { data: unknown; fresh?: true } | null {
  if (!key) return null;
  if (freshOnce.has(key)) {
    const data = freshOnce.get(key);
    freshOnce.delete(key);
    return { data, fresh: true };
  }
  if (bypass > 0 || refreshed.has(key) || !answers.has(key) || !eligible()) return null;
  if (currency && payloadCurrency && currency !== payloadCurrency) return null;
  return { data: answers.get(key) };
}

/** The network's answer for a key answered from a payload: later reads use the network. */
export function settlePayload(key: string, fresh: unknown): void {
  refreshed.add(key);
  const before = answers.get(key);
  answers.delete(key);
  // The answer almost always comes back as the build recorded it, key order included: the native
  // comparison settles that in a fraction of the canonical form's time (a product's answer took a
  // phone ~15 ms that way, inside the page's start-up).
  if (JSON.stringify(before) === JSON.stringify(fresh) || canonical(before) === canonical(fresh)) return;
  freshOnce.set(key, fresh);
  staleListeners.forEach((l) => l());
}

/**
 * How a refresh goes out: `now` from the page; `keepalive` when the page is hidden and may not come
 * back (the request outlives it); `worker` when the page is being unloaded: the service worker makes
 * the read itself and keeps the answer (a send that cannot hand it over sends it kept alive).
 */
export type RefreshMode = 'now' | 'keepalive' | 'worker';
/** A refresh's request. */
export type RefreshSend = (mode: RefreshMode) => Promise<{ data: unknown }>;
type Refresh = (mode: RefreshMode) => void;

/** Refreshes asked for before `releaseRefreshes` (the first page's reads), in the order asked, until each is sent. */
const heldRefreshes = new Set<Refresh>();
/** Keys whose refresh is waiting or under way: a second read of them asks nothing more. */
const refreshing = new Set<string>();
// Without a document (the build's prerender) nothing waits.
let refreshesReleased = typeof document === 'undefined';

/**
 * Asks the network for a read a payload answered (`send`) and settles it. The first page's
 * refreshes wait until `releaseRefreshes`: sent at once, their requests shared a phone's slow line
 * with the page's code, and sending them and comparing their answers added to the start-up's long
 * tasks, for prices and stock the page already shows from the build.
 */
export function refreshPayload(key: string, send: RefreshSend): void {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const run: Refresh = (mode) => {
    send(mode).then(
      (answer) => {
        refreshing.delete(key);
        settlePayload(key, answer.data);
      },
      // Offline or failing: the payload's answer stands, and the next read tries again.
      () => refreshing.delete(key),
    );
  };
  if (refreshesReleased) run('now');
  else heldRefreshes.add(run);
}

function sendHeld(run: Refresh, mode: RefreshMode): void {
  if (heldRefreshes.delete(run)) run(mode);
}

/** Sends the held refreshes, each in a task of its own (`schedule`), and any later one at once. */
export function releaseRefreshes(schedule: Schedule = inNextTask): void {
  if (refreshesReleased) return;
  refreshesReleased = true;
  for (const run of heldRefreshes) schedule(() => sendHeld(run, 'now'));
}

/**
 * The page may go away: the refreshes not yet sent go now. They are the page's Store API reads,
 * which the service worker keeps for offline use: after the next update (a build's payloads are its
 * own) they are what opens the page without a network.
 * - `hidden` (a phone switching apps, which may not come back): sent kept alive past the page;
 * - `unloading` (closed, reloaded, left): handed to the service worker, which reads them itself. A
 *   keepalive request from a page being unloaded reached the worker's cache in most runs, not all.
 */
export function flushRefreshes(leaving: 'hidden' | 'unloading'): void {
  refreshesReleased = true;
  for (const run of heldRefreshes) sendHeld(run, leaving === 'unloading' ? 'worker' : 'keepalive');
}

/** Test seam. */
export function resetPayloads(): void {
  answers.clear();
  refreshed.clear();
  freshOnce.clear();
  heldRefreshes.clear();
  refreshing.clear();
  refreshesReleased = typeof document === 'undefined';
  payloadCurrency = undefined;
  eligible = () => true;
  bypass = 0;
  staleListeners.clear();
  standIns.clear();
  standInListeners.clear();
  arriving.clear();
  pageView = 0;
}

type Recorder = (key: string, data: unknown) => void;
let recorder: Recorder | null = null;

/** Build time: every payload-eligible answer is handed to the recorder. */
export function recordPayloads(next: Recorder | null): void {
  recorder = next;
}

export function recordAnswer(key: string | null, data: unknown): void {
  if (key && recorder) recorder(key, data);
}
