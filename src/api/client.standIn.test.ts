// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const LISTING = 'readProductListingGet post /product-listing/{categoryId}';
const params = { pathParams: { categoryId: 'c1' }, body: { limit: 24, p: 1 } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Invoke = (operation: string, params?: unknown) => Promise<{ data: unknown }>;

/** The real client over a stubbed fetch, with a signed-in customer (the payloads do not apply to them). */
async function signedInClient(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  vi.resetModules();
  const { apiClient } = await import('./client');
  const payloads = await import('./payloads');
  payloads.setPayloadEligibility(() => false);
  const key = payloads.payloadKey(LISTING, params, undefined)!;
  payloads.addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { total: 3, guestPrice: 12.9 } } });
  return { invoke: apiClient.invoke as unknown as Invoke, payloads };
}

describe('offline, a signed-in customer’s catalogue read falls back to the build’s payload, prices withheld', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers from the payload when the network is gone, and says the page’s prices are not the customer’s', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const changes = vi.fn();
    payloads.onPricesWithheldChange(changes);
    expect(payloads.pricesWithheld()).toBe(false);
    await expect(invoke(LISTING, params)).resolves.toMatchObject({ data: { total: 3 } });
    expect(payloads.pricesWithheld()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('online, the customer’s own answer is read and nothing is withheld; a read standing in before is settled by it', async () => {
    let online = false;
    const { invoke, payloads } = await signedInClient(() => (online ? Promise.resolve(json({ total: 3, ownPrice: 10.84 })) : Promise.reject(new TypeError('Failed to fetch'))));
    await invoke(LISTING, params);
    expect(payloads.pricesWithheld()).toBe(true);
    online = true;
    await expect(invoke(LISTING, params)).resolves.toMatchObject({ data: { ownPrice: 10.84 } });
    expect(payloads.pricesWithheld()).toBe(false);
  });

  it('a read without prices (the navigation) stands in without withholding anything', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const NAVIGATION = 'readNavigationGet post /navigation/{activeId}/{rootId}';
    const navParams = { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { depth: 2 } };
    payloads.addPayload({ build: 'b1', path: '/_navigation', entries: { [payloads.payloadKey(NAVIGATION, navParams, undefined)!]: [{ name: 'Einstreu' }] } });
    await expect(invoke(NAVIGATION, navParams)).resolves.toMatchObject({ data: [{ name: 'Einstreu' }] });
    expect(payloads.pricesWithheld()).toBe(false);
  });

  it('a server error is not a missing network: it is reported, not papered over with a guest’s data', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.resolve(json({ errors: [{ status: '500', code: 'X', title: 'Error', detail: 'boom' }] }, 500)));
    await expect(invoke(LISTING, params)).rejects.toBeTruthy();
    expect(payloads.pricesWithheld()).toBe(false);
  });

  it('a read no payload holds fails as before', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(invoke(LISTING, { ...params, body: { limit: 24, p: 2 } })).rejects.toBeTruthy();
    expect(payloads.pricesWithheld()).toBe(false);
  });

  it('the offline download, which must store the customer’s own answers, gets no stand-in', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(payloads.withoutPayloads(() => invoke(LISTING, params))).rejects.toBeTruthy();
    expect(payloads.pricesWithheld()).toBe(false);
  });

  it('a stand-in belongs to its page: the next page keeps it on screen while it loads and drops it once shown', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await invoke(LISTING, params);
    payloads.nextPageView();
    expect(payloads.pricesWithheld()).toBe(true);
    payloads.dropEarlierStandIns();
    expect(payloads.pricesWithheld()).toBe(false);
    // Read again for the new page (the same listing), it stays.
    await invoke(LISTING, params);
    payloads.nextPageView();
    await invoke(LISTING, params);
    payloads.dropEarlierStandIns();
    expect(payloads.pricesWithheld()).toBe(true);
  });

  it('offline, a read waits for the page’s payload still on its way (the customer’s page no longer waits for it) before it gives up', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const second = { ...params, body: { limit: 24, p: 2 } };
    const key = payloads.payloadKey(LISTING, second, undefined)!;
    let arrive!: () => void;
    payloads.payloadArriving(
      new Promise<void>((resolve) => {
        arrive = () => {
          payloads.addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { total: 3, page: 2 } } });
          resolve();
        };
      }),
    );
    let settled = false;
    const read = invoke(LISTING, second).finally(() => (settled = true));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The network has failed by now; the read is still waiting for the payload.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrive();
    await expect(read).resolves.toMatchObject({ data: { page: 2 } });
    expect(payloads.pricesWithheld()).toBe(true);
  });

  it('a payload that never arrives holds the offline read at most STAND_IN_WAIT_MS', async () => {
    const { invoke, payloads } = await signedInClient(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      payloads.payloadArriving(new Promise(() => undefined));
      const read = invoke(LISTING, { ...params, body: { limit: 24, p: 3 } });
      const failed = expect(read).rejects.toBeTruthy();
      await vi.advanceTimersByTimeAsync(payloads.STAND_IN_WAIT_MS);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a catalogue read on a line that hangs gives up after CATALOGUE_READ_TIMEOUT_MS and stands in; other calls get no timeout', async () => {
    // A hung line: the request neither answers nor fails until it is aborted.
    const hung = (_input: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { invoke, payloads } = await signedInClient(hung as never);
      const { CATALOGUE_READ_TIMEOUT_MS } = await import('./client');
      let settled = false;
      const read = invoke(LISTING, params).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(CATALOGUE_READ_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(read).resolves.toMatchObject({ data: { total: 3 } });
      expect(payloads.pricesWithheld()).toBe(true);
      // The cart is not a catalogue read: no signal, no timeout.
      const before = vi.mocked(fetch).mock.calls.length;
      void invoke('readCart get /checkout/cart').catch(() => undefined);
      await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(before + 1));
      const init = vi.mocked(fetch).mock.calls.at(-1)?.[1] as RequestInit | undefined;
      expect(init?.signal).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
