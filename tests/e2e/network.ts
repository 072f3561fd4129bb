import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/**
 * Cuts the network for the page and for its service worker. `context.setOffline` (and routes)
 * reach the page but not the worker's own fetches in Chromium, so every service-worker target is
 * also put offline over the DevTools protocol — workers started later (an update) included.
 * Returns the function that restores the connection.
 */
export async function cutNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  const reconnect = await cutPageAndWorkerNetwork(context);
  for (const worker of context.serviceWorkers()) {
    await expect
      .poll(
        () =>
          worker.evaluate(async () =>
            fetch(`/builds/latest.json?probe=${Date.now()}`, { cache: 'no-store' }).then(
              () => 'reached',
              () => 'offline',
            ),
          ),
        { message: 'the service worker is offline too' },
      )
      .toBe('offline');
  }
  return reconnect;
}

/** The same without the test runner's checks (the benchmark uses it). */
export async function cutPageAndWorkerNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const sessions = new Set<string>();
  let id = 1;
  const send = (sessionId: string, method: string, params: Record<string, unknown>) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: id++, method, params }) }).catch(() => undefined);
  const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const attach = async (target: { targetId: string; type: string }) => {
    if (target.type !== 'service_worker') return;
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    sessions.add(sessionId);
    await send(sessionId, 'Network.enable', {});
    await send(sessionId, 'Network.emulateNetworkConditions', conditions(true));
  };
  cdp.on('Target.targetCreated', (event: { targetInfo: { targetId: string; type: string } }) => void attach(event.targetInfo).catch(() => undefined));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await cdp.send('Target.getTargets');
  for (const target of targetInfos) await attach(target);
  return async () => {
    for (const sessionId of sessions) await send(sessionId, 'Network.emulateNetworkConditions', conditions(false));
    await cdp.detach().catch(() => undefined);
    await context.setOffline(false);
  };
}

/** Whether the service worker keeps a path, in any of its caches. */
export const workerKeeps = (page: Page, path: string): Promise<boolean> =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname === wanted) return true;
    return false;
  }, path);
