// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const json = (token: string) => new Response('{}', { headers: { 'content-type': 'application/json', 'sw-context-token': token } });
/** The client's hooks run in microtasks after the answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Store API client follows a new context token, never back to a replaced one', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a read sent as a guest and answered after the registration does not make the new customer a guest again', async () => {
    let answerRead!: () => void;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    // A Store API that echoes the token a request came with, and hands out a new one on registration.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const sent = new Headers(init?.headers).get('sw-context-token') ?? 'first';
      if (url.endsWith('/account/register')) return json('customer');
      await readHeld;
      return json(sent);
    });
    // Loaded after the stub: ofetch takes the global fetch when it loads.
    const { createAPIClient } = await import('@shopware/api-client');
    const { followContextToken } = await import('./client');
    const client = createAPIClient({ baseURL: 'https://shop.test/store-api', accessToken: 'key' });
    const saved: string[] = [];
    followContextToken(client, (token) => saved.push(token));
    client.defaultHeaders.apply({ 'sw-context-token': 'guest' });
    const invoke = client.invoke as unknown as (operation: string, params?: unknown) => Promise<unknown>;

    const read = invoke('readContext get /context');
    await invoke('register post /account/register', { body: {} });
    await settle();
    expect(client.defaultHeaders['sw-context-token']).toBe('customer');

    answerRead();
    await read;
    await settle();
    expect(client.defaultHeaders['sw-context-token']).toBe('customer');
    expect(saved).toEqual(['guest', 'customer']);
    // The next request goes out as the customer.
    await invoke('readContext get /context');
    await settle();
    expect(client.defaultHeaders['sw-context-token']).toBe('customer');
  });

  it('still follows every new token the server hands out (logout after login)', async () => {
    const tokens = ['guest', 'customer', 'after-logout'];
    vi.stubGlobal('fetch', async () => json(tokens.shift() ?? 'after-logout'));
    const { createAPIClient } = await import('@shopware/api-client');
    const { followContextToken } = await import('./client');
    const client = createAPIClient({ baseURL: 'https://shop.test/store-api', accessToken: 'key' });
    const saved: string[] = [];
    followContextToken(client, (token) => saved.push(token));
    const invoke = client.invoke as unknown as (operation: string) => Promise<unknown>;
    for (let i = 0; i < 3; i++) {
      await invoke('readContext get /context');
      await settle();
    }
    expect(saved).toEqual(['guest', 'customer', 'after-logout']);
    expect(client.defaultHeaders['sw-context-token']).toBe('after-logout');
  });
});
