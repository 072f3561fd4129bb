import type { KeepReadMessage } from '../../sw/keptRead';
import type { InvokeParams } from './payloads';

type Invoke = (operation: string, params: Omit<InvokeParams, 'fetchOptions'> & { fetchOptions?: Record<string, unknown> }) => Promise<unknown>;

/**
 * A page being unloaded hands a Store API read to its service worker, which makes it and keeps the
 * answer for offline use. A keepalive request from such a page reached the worker's cache in most
 * runs, not all: the worker's own request does not depend on the page.
 *
 * The request is the one the client would send, to the byte (URL encoding, headers, body), so the
 * worker keeps it under the key a later read looks for: the client builds it and is stopped just
 * before `fetch` (an aborted signal), and its request-error hook sees the finished request.
 * Rejects once handed over (the page has nothing to settle); null without a controlling worker.
 */
export function handToWorker(invoke: Invoke, operation: string, params: InvokeParams | undefined): Promise<never> | null {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return null;
  const onRequestError = ({ request, options }: { request: RequestInfo; options: { method?: string; headers?: HeadersInit; body?: unknown } }) => {
    if (typeof request !== 'string') return;
    const message: KeepReadMessage = {
      type: 'KEEP_READ',
      url: new URL(request, window.location.href).href,
      method: options.method ?? 'GET',
      headers: [...new Headers(options.headers)],
      ...(typeof options.body === 'string' ? { body: options.body } : {}),
    };
    worker.postMessage(message);
  };
  return invoke(operation, { ...params, fetchOptions: { ...params?.fetchOptions, signal: AbortSignal.abort(), retry: false, onRequestError } }).then(() => {
    throw new Error('Handed to the service worker');
  });
}
