/**
 * The one Store API client of the storefront. Only modules in src/api import it; everything
 * else calls the functions of src/api, which map API entities to UI types.
 */
import { createAPIClient } from '@shopware/api-client';
import { config } from '../config';
import { afterModuleEvaluation } from '../lib/tasks';
import { readContextToken, saveContextToken } from './contextToken';
import { reportApiStatus } from './health';
import { isNetworkError } from './errors';
import { payloadAnswer, payloadKey, payloadStandInSoon, recordAnswer, refreshPayload, settleStandIn, type InvokeParams, type RefreshSend } from './payloads';
import { handToWorker } from './workerReads';
import type { StoreApiOperations } from './types/operationOverrides';

export const apiClient = createAPIClient<StoreApiOperations>({
  baseURL: config.storeApiUrl,
  accessToken: config.accessKey,
  // Every entity link in the UI is an SEO path, so SEO URLs are always requested.
  defaultHeaders: { 'sw-include-seo-urls': 'true' },
});

// The stored session: read once the module has evaluated, still before any request.
afterModuleEvaluation(() => {
  const token = readContextToken();
  if (token) apiClient.defaultHeaders.apply({ 'sw-context-token': token });
});

/**
 * The server may hand out a new token at any time (first contact, login, registration, logout):
 * follow it — but never back. The client takes the token of every answer that differs from its
 * own, and the server echoes the token a request was sent with: an answer to a read sent before
 * a registration or login arrived after it and put the replaced guest token back, so the new
 * customer's next page asked as a guest (seen on a loaded machine: the checkout sent them back to
 * the registration choice). A replaced token is never handed out again.
 */
export function followContextToken(client: Pick<StoreApiClient, 'defaultHeaders' | 'hook'>, save: (token: string) => void): void {
  const replaced = new Set<string>();
  let current: string | undefined = client.defaultHeaders['sw-context-token'] || undefined;
  client.hook('onContextChanged', (token) => {
    if (token === current) return;
    if (current && replaced.has(token)) {
      client.defaultHeaders.apply({ 'sw-context-token': current });
      return;
    }
    if (current) replaced.add(current);
    current = token;
    save(token);
  });
}

followContextToken(apiClient, saveContextToken);
apiClient.hook('onResponseError', (response) => reportApiStatus(response.status));

/**
 * A catalogue read that neither answers nor fails (a barn's line that hangs) gives up after this
 * long: the page then says there is no connection and tries again by itself, instead of a progress
 * bar that never ends. Generous: a slow but working line loads a listing's answer in a few seconds.
 */
export const CATALOGUE_READ_TIMEOUT_MS = 20_000;

// Catalogue reads are answered from the build's payloads first (src/api/payloads.ts).
const networkInvoke = apiClient.invoke;
apiClient.invoke = (async (operation: string, ...rest: unknown[]) => {
  const params = rest[0] as InvokeParams | undefined;
  const key = payloadKey(operation, params, apiClient.defaultHeaders['sw-language-id'] || undefined);
  const invoke = networkInvoke as (op: string, ...r: unknown[]) => Promise<{ data: unknown; status: number }>;
  const send: RefreshSend = (mode) => {
    // Only in the browser: the build's prerender reads its own backend.
    if (mode === 'now' && key && typeof document !== 'undefined') {
      return invoke(operation, { ...params, fetchOptions: { timeout: CATALOGUE_READ_TIMEOUT_MS, ...params?.fetchOptions } }, ...rest.slice(1));
    }
    if (mode === 'now') return invoke(operation, ...rest);
    if (mode === 'worker') {
      const handed = handToWorker(invoke, operation, params);
      if (handed) return handed;
    }
    return invoke(operation, { ...params, fetchOptions: { ...params?.fetchOptions, keepalive: true } });
  };
  const stored = payloadAnswer(key, apiClient.defaultHeaders['sw-currency-id'] || undefined);
  if (stored && key) {
    // Prices and stock refresh online (a changed answer reloads the page's data); offline the
    // payload's answer stands.
    if (!stored.fresh) refreshPayload(key, send);
    return { data: stored.data, status: 200 };
  }
  let answer: Awaited<ReturnType<RefreshSend>>;
  try {
    answer = await send('now');
  } catch (error) {
    // Offline, a read the payloads do not apply to (signed in) takes the payload's answer, prices withheld.
    const standIn = isNetworkError(error) ? await payloadStandInSoon(key, operation) : undefined;
    if (standIn === undefined) throw error;
    return { data: standIn, status: 200 };
  }
  settleStandIn(key);
  recordAnswer(key, answer.data);
  return answer;
}) as typeof apiClient.invoke;

let activeLanguageId: string | undefined;

/** Sets the language header sent with every request (the locale's Store API language). */
export function setRequestLanguage(languageId: string | undefined): void {
  activeLanguageId = languageId;
  apiClient.defaultHeaders.apply({ 'sw-language-id': languageId ?? '' });
}

/** The language id requests are sent with; mappers use it to pick SEO URLs. */
export const requestLanguage = (): string | undefined => activeLanguageId;

export function setRequestCurrency(currencyId: string | undefined): void {
  apiClient.defaultHeaders.apply({ 'sw-currency-id': currencyId ?? '' });
}

export function currentContextToken(): string | undefined {
  return apiClient.defaultHeaders['sw-context-token'] || undefined;
}

export type StoreApiClient = typeof apiClient;

/** The headers the client sends with every read (access key, language, currency, context), set ones only. */
export function storeApiHeaders(): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...apiClient.defaultHeaders }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
