// @vitest-environment jsdom
import { createAPIClient } from '@shopware/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeepReadMessage } from '../../sw/keptRead';
import { handToWorker } from './workerReads';

type Invoke = Parameters<typeof handToWorker>[0];

/** A Store API client on a stubbed network: what it would send, and what it sent. */
function clientOnStubbedNetwork() {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      // As the platform does: an aborted signal rejects before anything goes out.
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      sent.push(new Request(input, init));
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = createAPIClient({ baseURL: 'https://shop.test/store-api', accessToken: 'SWSCKEY', defaultHeaders: { 'sw-include-seo-urls': 'true', 'sw-language-id': 'l1' } });
  return { invoke: client.invoke as unknown as Invoke, sent };
}

function controlledBy(postMessage: (message: KeepReadMessage) => void): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a read handed to the service worker as the page is unloaded', () => {
  it('is the request the client would send, to the byte, and the page sends nothing itself', async () => {
    const { invoke, sent } = clientOnStubbedNetwork();
    const messages: KeepReadMessage[] = [];
    controlledBy((m) => messages.push(m));
    const operation = 'readProductGet get /product/{productId}';
    // Base64 criteria carry the characters URL encoders disagree on.
    const params = { pathParams: { productId: '0a1b' }, query: { _criteria: 'eyJ+Ij/9==' } };

    await expect(handToWorker(invoke, operation, params)).rejects.toThrow();
    expect(sent).toHaveLength(0);
    expect(messages).toHaveLength(1);

    await invoke(operation, params);
    const [direct] = sent;
    expect(messages[0]).toEqual({ type: 'KEEP_READ', url: direct.url, method: 'GET', headers: [...direct.headers] });
    expect(new Headers(messages[0].headers).get('sw-access-key')).toBe('SWSCKEY');
    expect(new Headers(messages[0].headers).get('sw-language-id')).toBe('l1');
  });

  it('carries a POST read’s body as the client would send it', async () => {
    const { invoke, sent } = clientOnStubbedNetwork();
    const messages: KeepReadMessage[] = [];
    controlledBy((m) => messages.push(m));
    const operation = 'readProduct post /product';
    const params = { body: { ids: ['a', 'b'], includes: { product: ['id', 'name'] } } };

    await expect(handToWorker(invoke, operation, params)).rejects.toThrow();
    await invoke(operation, params);
    expect(messages[0]).toMatchObject({ method: 'POST', url: sent[0].url, body: await sent[0].text() });
    expect(new Headers(messages[0].headers).get('content-type')).toBe('application/json');
  });

  it('is not handed over without a controlling worker (the page sends it kept alive instead)', () => {
    const { invoke } = clientOnStubbedNetwork();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    expect(handToWorker(invoke, 'readProductGet get /product/{productId}', { pathParams: { productId: 'x' } })).toBeNull();
  });
});
