import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadAnswer, payloadKey, resetPayloads } from '../../api/payloads';
import { loadFirstPayloads, loadPayload, PRELOAD_CONCURRENCY, preloadPayloads, resetPayloadLoader, setPayloadPages } from './payloadLoader';
import { hasPayload, payloadUrl, type RouteRules } from './routeRules';

const BUILD = __BUILD_ID__;
const rules = (paths: string[]): RouteRules => ({
  id: BUILD,
  matcher: { static: Object.fromEntries(paths.map((p) => [p, { payload: true }])), wildcard: {}, dynamic: {} },
  prerendered: paths,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetPayloadLoader();
  resetPayloads();
});

describe('route rules', () => {
  it('finds a page with or without its trailing slash and encodes the payload URL', () => {
    const r = rules(['/Einstreu/', '/Anhängermatte/SW-1', '/en-GB']);
    expect(hasPayload(r, '/Einstreu')).toBe('/Einstreu/');
    expect(hasPayload(r, '/Anh%C3%A4ngermatte/SW-1/')).toBe('/Anhängermatte/SW-1');
    expect(hasPayload(r, '/en-GB/')).toBe('/en-GB');
    expect(hasPayload(r, '/checkout/cart')).toBeNull();
    expect(hasPayload(null, '/Einstreu/')).toBeNull();
    expect(payloadUrl('/Anhängermatte/SW-1', 'b 1')).toBe('/Anh%C3%A4ngermatte/SW-1/_payload.json?build=b%201');
  });
});

describe('payload loading (spec §9)', () => {
  it('loads a page payload with its locale navigation payload, and its reads are answered from it', async () => {
    const key = payloadKey('readCategoryGet get /category/{navigationId}', { pathParams: { navigationId: 'c1' } }, 'en');
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/en-GB/_navigation/')) return json({ build: BUILD, path: '/en-GB/_navigation', entries: {} });
      return json({ build: BUILD, path: '/en-GB/Bedding/', entries: { [key!]: { name: 'Bedding' } } });
    });
    vi.stubGlobal('fetch', fetchMock);
    resetPayloadLoader(rules(['/en-GB/_navigation', '/en-GB/Bedding/']));
    await expect(loadPayload('/en-GB/Bedding/')).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([u]) => u).sort()).toEqual([`/en-GB/Bedding/_payload.json?build=${BUILD}`, `/en-GB/_navigation/_payload.json?build=${BUILD}`]);
    expect(payloadAnswer(key, undefined)).toEqual({ data: { name: 'Bedding' } });
  });

  it('asks for the first page’s file before the route rules only where the router says a page can have one', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.includes('/_navigation/') ? json({ build: BUILD, path: '/en-GB/_navigation', entries: {} }) : new Response('', { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    setPayloadPages((pathname) => !pathname.endsWith('/login'));
    // A sign-in page has none: only the locale's navigation is fetched (no 404 in the console).
    await expect(loadFirstPayloads('/en-GB/login').navigation).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([`/en-GB/_navigation/_payload.json?build=${BUILD}`]);
    // A catalogue page's file goes out at once, alongside the navigation.
    loadFirstPayloads('/en-GB/Bedding/');
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain(`/en-GB/Bedding/_payload.json?build=${BUILD}`);
  });

  it('ignores a payload of another build and pages without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ build: 'other', path: '/a/', entries: {} })),
    );
    resetPayloadLoader(rules(['/a/']));
    await expect(loadPayload('/a/')).resolves.toBe(false);
    await expect(loadPayload('/b/')).resolves.toBe(false);
  });

  it('preloads at most 4 routes at a time', async () => {
    let open = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        open += 1;
        peak = Math.max(peak, open);
        await new Promise<void>((resolve) => releases.push(resolve));
        open -= 1;
        return json({ build: BUILD, path: url, entries: {} });
      }),
    );
    const paths = Array.from({ length: 10 }, (_, i) => `/p${i}/`);
    resetPayloadLoader(rules(paths));
    preloadPayloads(paths);
    while (releases.length || open) {
      await vi.waitFor(() => expect(releases.length).toBeGreaterThan(0));
      releases.splice(0).forEach((r) => r());
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(PRELOAD_CONCURRENCY).toBe(4);
    expect(peak).toBe(4);
  });
});
