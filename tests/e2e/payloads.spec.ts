import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 15 item 1 (spec §7, §9): the build writes `{path}/_payload.json` per page and locale and
 * the route-rule manifest `builds/meta/{buildId}.json`; the app fetches the manifest after idle,
 * reads a page's payload before asking the Store API, and refreshes prices and stock online.
 */

interface Manifest {
  id: string;
  prerendered: string[];
  matcher: { static: Record<string, { payload?: boolean }>; wildcard: Record<string, { online?: boolean }> };
}

test('the build writes a payload for the navigation, categories, guides and products of every locale, listed in the route rules', async ({ request }) => {
  const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  const manifest = (await (await request.get(`/builds/meta/${latest.id}.json`)).json()) as Manifest;
  expect(manifest.id).toBe(latest.id);
  for (const path of [
    '/_navigation',
    '/',
    '/Einstreu/Strohpellets/',
    '/Anhaengermatte/SW-STM-130',
    '/ratgeber/einstreu-ratgeber/spaltenbodenmatten-im-offenstall/',
    '/en-GB/_navigation',
    '/fr-FR',
    '/ar-AE/_navigation',
  ]) {
    expect(manifest.prerendered, path).toContain(path);
    expect(manifest.matcher.static[path]?.payload, path).toBe(true);
  }
  expect(manifest.prerendered.filter((p) => p.startsWith('/en-GB/')).length).toBeGreaterThan(50);
  expect(manifest.matcher.wildcard['/checkout']?.online).toBe(true);

  const payload = await request.get(`/Einstreu/Strohpellets/_payload.json?build=${latest.id}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(payload.headers()['content-encoding']).toBe('br');
  const body = (await payload.json()) as { build: string; path: string; entries: Record<string, unknown> };
  expect(body.build).toBe(latest.id);
  expect(body.path).toBe('/Einstreu/Strohpellets/');
  // Category, listing and breadcrumb at least.
  expect(Object.keys(body.entries).length).toBeGreaterThanOrEqual(3);
});

test('an unvisited category opens from its payload while the Store API is still answering, and shows the changed product online', async ({ shop, page }) => {
  const manifestLoaded = page.waitForResponse((r) => r.url().includes('/builds/meta/') && r.ok());
  await shop.open('/');
  await manifestLoaded;

  // The Store API's listing answers only when the test lets it (a phone on a slow connection).
  const held: Route[] = [];
  let firstName = '';
  const answerChanged = async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { elements: Array<{ name?: string; translated?: { name?: string } }> };
    for (const element of json.elements) {
      if (element.translated?.name === firstName || element.name === firstName) {
        element.name = `${firstName} (neu)`;
        if (element.translated) element.translated.name = `${firstName} (neu)`;
      }
    }
    await route.fulfill({ response, json });
  };
  let holding = true;
  await page.route('**/store-api/product-listing/**', async (route) => {
    if (holding) held.push(route);
    else await answerChanged(route);
  });
  await shop.openCategory(/^Einstreu$/, /^Strohpellets$/);
  await expect(shop.heading('Strohpellets')).toBeVisible();
  const cards = shop.main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The page painted from the payload: the listing request is still waiting.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  firstName = (await cards.first().getByRole('heading').first().textContent())?.trim() ?? '';
  expect(firstName).toBeTruthy();

  // Online the shop changed the product since the build: the page shows today's answer.
  holding = false;
  for (const route of held) await answerChanged(route);
  await expect(
    shop.main
      .getByRole('article')
      .filter({ hasText: `${firstName} (neu)` })
      .first(),
  ).toBeVisible();
});

test('the first page of a visit paints from its payload: path, category, listing, languages and menus need no Store API round trip', async ({ shop, page }) => {
  // The catalogue reads of this page answer only when the test lets them (a phone on Slow 4G).
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/store-api\/(seo-url|category|product-listing|breadcrumb|language|navigation)/, async (route) => {
    if (holding) held.push(route);
    else await route.fallback();
  });
  await page.goto('/Einstreu/Strohpellets/');
  await expect(shop.heading('Strohpellets')).toBeVisible();
  await expect(shop.main.getByRole('article').first()).toBeVisible();
  // The header's menu too (desktop navigation).
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Einstreu' })).toBeVisible();
  // The app starts once the page has painted and asks the Store API in the background (prices and
  // stock); the page stays as it is while those answers are still held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(shop.heading('Strohpellets')).toBeVisible();
  holding = false;
  for (const route of held) await route.fallback();
});
