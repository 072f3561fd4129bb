import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchFirstHeading } from './firstHeading';
import { cutNetwork } from './network';

/**
 * Issue 16 for the installed app: the service worker answered every navigation with the shell,
 * so the app rendered each page itself (its styles inserted one by one) before anything but the
 * header showed — the app's start included. A page the build prerendered is now kept by the worker
 * once seen, and the next navigation to it paints from that HTML and is hydrated, online and
 * offline. Pages whose query changes what they show keep the shell.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const LISTING = '/Einstreu/Strohpellets/';

/** Paths the worker keeps its prerendered documents under (this build's pages cache). */
async function keptPages(page: Page): Promise<string[]> {
  return page
    .evaluate(async () => {
      const paths: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('stallwerk-pages-'))) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    })
    .catch(() => []);
}

/** Opens a path and returns the document's answer; waits until the app runs. */
async function navigate(page: Page, path: string): Promise<Response> {
  const response = (await page.goto(path))!;
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  return response;
}

test('the installed app’s start and a page opened before come from the worker’s copy of their prerendered HTML, painted before the app runs and hydrated — online and offline', async ({
  page,
  shop,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await watchFirstHeading(page);

  // The first visit: the start URL of the web app manifest, a German browser. The server answers
  // with the prerendered home; once the worker controls the page it keeps that document.
  await shop.open('/?source=pwa');
  await shop.waitForServiceWorker();
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain('/_page.html');

  // A listing opened as a document (a link from elsewhere, a reload): not kept yet, so the shell
  // answers and the worker fetches the listing's document for the next time.
  const first = await navigate(page, LISTING);
  expect(first.fromServiceWorker()).toBe(true);
  expect(await first.text()).not.toContain('data-prerendered');
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain(`${LISTING}_page.html`);

  // The next time it is the prerendered page: heading and products in the HTML, hydrated.
  const again = await navigate(page, LISTING);
  expect(again.fromServiceWorker()).toBe(true);
  const html = await again.text();
  expect(html).toContain(`data-prerendered="${LISTING}"`);
  expect(html).toContain('>Strohpellets</h1>');
  const h1 = page.locator('#root h1');
  await expect(h1).toHaveText('Strohpellets');
  await expect(h1).toHaveAttribute('data-appeared-while', 'loading');
  await expect(shop.main.getByRole('article').first()).toBeVisible();

  // The app's start again, then offline: both from the worker's copies, painted from HTML.
  const start = await navigate(page, '/?source=pwa');
  expect(await start.text()).toContain('data-prerendered="/"');
  await expect(h1).toHaveAttribute('data-appeared-while', 'loading');

  expect(errors).toEqual([]);

  // Offline the menu's reads that were never made fail as network errors; the page itself throws nothing.
  const exceptions: string[] = [];
  page.on('pageerror', (error) => exceptions.push(error.message));
  const reconnect = await cutNetwork(context);
  try {
    const offline = await navigate(page, LISTING);
    expect(offline.fromServiceWorker()).toBe(true);
    expect(await offline.text()).toContain(`data-prerendered="${LISTING}"`);
    await expect(h1).toHaveAttribute('data-appeared-while', 'loading');
    await expect(shop.main.getByRole('article').first()).toBeVisible();
    // It works as the app: the menu opens (a prerendered button alone does nothing).
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('presentation').getByRole('navigation')).toBeVisible();
  } finally {
    await reconnect();
  }
  expect(exceptions).toEqual([]);
});

test('a listing’s other page, sorting or filters keep the shell from the worker: they show other data than the build rendered', async ({ page, shop }) => {
  await watchFirstHeading(page);
  await shop.open(LISTING);
  await shop.waitForServiceWorker();
  // Kept as the first visit's document.
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain(`${LISTING}_page.html`);
  for (const query of ['?p=2', '?order=price-desc', '?utm_source=newsletter&order=price-asc']) {
    const response = await navigate(page, `${LISTING}${query}`);
    expect(response.fromServiceWorker()).toBe(true);
    expect(await response.text(), query).not.toContain('data-prerendered');
    // The app renders it.
    await expect(page.locator('#root h1')).toHaveText('Strohpellets');
    await expect(page.locator('#root h1')).not.toHaveAttribute('data-appeared-while', 'loading');
  }
});
