import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';

const payload = vi.hoisted(() => ({ applies: true }));

vi.mock('./localeLoader', () => ({ ensureLocale: vi.fn(async () => undefined), ensureLocaleRequests: vi.fn(async () => undefined) }));
// A payload that never arrives: whoever waits for it never runs.
vi.mock('../features/payloads', () => ({ payloadBeforeLoader: vi.fn(() => new Promise(() => undefined)), readsFromPayloads: () => payload.applies }));

import { pageRoutes } from './routeTable';

async function catalogueLoader() {
  const loader = vi.fn(async () => 'page data');
  const [route] = pageRoutes('de-DE', [{ name: 'category', path: '*', lazy: async () => ({ loader }), catalogue: true }]);
  const mod = (await (route.lazy as () => Promise<{ loader: (args: LoaderFunctionArgs) => Promise<unknown> }>)()) as { loader: (args: LoaderFunctionArgs) => Promise<unknown> };
  const run = mod.loader({ request: new Request('http://localhost/Einstreu/'), params: {}, context: undefined } as LoaderFunctionArgs);
  return { loader, run };
}

describe('a catalogue page’s loader and its build-time payload (spec §9)', () => {
  afterEach(() => {
    payload.applies = true;
  });

  it('a guest’s page waits for its payload: its reads are answered from it', async () => {
    const { loader, run } = await catalogueLoader();
    let settled = false;
    void run.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader).not.toHaveBeenCalled();
    expect(settled).toBe(false);
  });

  it('a signed-in customer’s page does not: its reads are the customer’s own, and the payload is only their offline stand-in', async () => {
    payload.applies = false;
    const { loader, run } = await catalogueLoader();
    await expect(run).resolves.toBe('page data');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
