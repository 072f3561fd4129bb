import { addPayload, payloadArriving, type PayloadFile } from '../../api/payloads';
import { localizePath, splitLocalePath } from '../../i18n/locales';
import { hasPayload, manifestPath, payloadUrl, type RouteRules } from './routeRules';

/**
 * Loads the build's route rules and page payloads (spec §9): the manifest 1000 ms after the
 * browser is idle, a page's payload before its loader asks the Store API, and up to 4 payloads
 * of pages the user is likely to open next at a time.
 */
const BUILD = __BUILD_ID__;
/** The build wrote payloads (STALLWERK_PAYLOADS was not 'off'). */
const PAYLOADS_BUILT = __PAYLOADS__;
/** Where a locale's shared reads (languages, navigations) are written by the build. */
const NAVIGATION_PAYLOAD = '_navigation';
/** Spec §9: up to 4 concurrent route preloads. */
export const PRELOAD_CONCURRENCY = 4;
/** A slow payload must not hold a page longer than its own Store API reads would. */
const PAYLOAD_WAIT_MS = 4000;

let rules: RouteRules | null = null;
/** Whether a page path can have a payload at all (see `setPayloadPages`). */
let mayHavePayload: (pathname: string) => boolean = () => true;
let rulesRequest: Promise<RouteRules | null> | null = null;
const loaded = new Map<string, Promise<boolean>>();

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/** Fetches this build's route rules once (a failed fetch is tried again on the next call). */
export function loadRouteRules(): Promise<RouteRules | null> {
  rulesRequest ??= fetchJson<RouteRules>(`/builds/meta/${encodeURIComponent(BUILD)}.json`).then((r) => {
    rules = r && Array.isArray(r.prerendered) ? r : null;
    if (!rules) rulesRequest = null;
    return rules;
  });
  return rulesRequest;
}

export const routeRules = (): RouteRules | null => rules;

/** One spelling per page: decoded, without trailing slash ('' for the root). */
const fileKey = (path: string) => manifestPath(path).replace(/\/+$/, '');

/** Loads one payload file (once); false when the page has none or it could not be fetched. */
function loadFile(path: string): Promise<boolean> {
  const key = fileKey(path);
  let request = loaded.get(key);
  if (!request) {
    request = fetchJson<PayloadFile>(payloadUrl(key, BUILD)).then((file) => {
      if (!file || file.build !== BUILD || !file.entries) {
        loaded.delete(key);
        return false;
      }
      addPayload(file);
      return true;
    });
    loaded.set(key, request);
    payloadArriving(request);
  }
  return request;
}

/**
 * The router says which pages can have a payload at all (the catalogue's), before it starts: the
 * first page's file is asked for before the route rules are known, and a sign-in, cart or
 * checkout page has none (its 404 was a console error on every first visit to one).
 */
export function setPayloadPages(test: (pathname: string) => boolean): void {
  mayHavePayload = test;
}

/**
 * The first page of a visit: its payload and the locale's navigation payload are fetched at once,
 * alongside the session, without waiting for the route rules (a catalogue page without a payload
 * answers 404). The languages read waits for `navigation`; the page's loader for the page's file.
 */
export function loadFirstPayloads(pathname: string): { navigation: Promise<boolean> } {
  if (!PAYLOADS_BUILT) return { navigation: Promise.resolve(false) };
  const { locale } = splitLocalePath(pathname);
  if (mayHavePayload(pathname)) void loadFile(pathname);
  return { navigation: loadFile(localizePath(locale, `/${NAVIGATION_PAYLOAD}`)) };
}

/** A page's payload and its locale's navigation payload, when the build has them. */
export function loadPayload(pathname: string): Promise<boolean> {
  const path = hasPayload(rules, pathname);
  if (!path) return Promise.resolve(false);
  const { locale } = splitLocalePath(pathname);
  const navigation = hasPayload(rules, localizePath(locale, `/${NAVIGATION_PAYLOAD}`));
  return Promise.all([loadFile(path), navigation ? loadFile(navigation) : true]).then(([page]) => page);
}

/** For a loader: waits for the page's payload, at most PAYLOAD_WAIT_MS (then the Store API answers). */
export function payloadBeforeLoader(request: Request): Promise<void> {
  const pathname = new URL(request.url).pathname;
  // Already on its way (the first page of the visit), else when the route rules list it.
  const page = loaded.get(fileKey(pathname)) ?? loadPayload(pathname);
  return Promise.race([page.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, PAYLOAD_WAIT_MS))]);
}

const queue: string[] = [];
let running = 0;

function pump(): void {
  while (running < PRELOAD_CONCURRENCY) {
    const path = queue.shift();
    if (!path) return;
    running += 1;
    void loadPayload(path).finally(() => {
      running -= 1;
      pump();
    });
  }
}

/** Queues pages whose payload should be ready before they are opened (at most 4 load at a time). */
export function preloadPayloads(pathnames: readonly string[]): void {
  for (const pathname of pathnames) {
    const path = hasPayload(rules, pathname);
    if (!path || loaded.has(path) || queue.includes(path)) continue;
    queue.push(path);
  }
  pump();
}

/** Test seam. */
export function resetPayloadLoader(next: RouteRules | null = null): void {
  rules = next;
  mayHavePayload = () => true;
  rulesRequest = next ? Promise.resolve(next) : null;
  loaded.clear();
  queue.length = 0;
  running = 0;
}
