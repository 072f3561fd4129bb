import { expect, test } from './fixtures';

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'stallwerk-admin-demo-token';

test('an unknown path shows the 404 page', async ({ shop, page }) => {
  await shop.open('/gibt-es-nicht');
  await expect(shop.heading('Seite nicht gefunden')).toBeVisible();
  await expect(shop.main.getByText('Seite nicht gefunden: /gibt-es-nicht')).toBeVisible();
  await shop.main.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('typed aliases reach their page (spec §2: the route-rule manifest redirects): as a document and inside the app', async ({ shop, page }) => {
  // A document: the server answers 301 from the build's manifest, the query kept.
  const answer = await page.request.get('/warenkorb?utm_source=flyer', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/checkout/cart?utm_source=flyer');
  await page.goto('/en-GB/cart');
  await expect(page).toHaveURL(/\/en-GB\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();

  // Inside the app (no document request): the catch-all route finds no page and follows the manifest.
  await shop.open('/');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.evaluate(() => {
    history.pushState(null, '', '/Merkzettel');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(shop.heading('Merkzettel')).toBeVisible();
  expect(documents).toEqual([]);
});

test('the 404 page is translated and links to the prefixed home', async ({ shop }) => {
  await shop.open('/does-not-exist', 'en-GB');
  await expect(shop.main.getByText('Page not found: /does-not-exist')).toBeVisible();
  await expect(shop.main.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en-GB');
});

test('maintenance mode shows the maintenance page', async ({ shop, page, request }) => {
  const toggle = (enabled: boolean) => request.post('/admin-api/maintenance', { data: { enabled }, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect((await toggle(true)).ok()).toBe(true);
  try {
    await page.goto('/Einstreu/');
    await expect(page.getByRole('heading', { level: 1, name: 'Wir misten gerade aus' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Pferd/ })).toBeVisible();
  } finally {
    await toggle(false);
  }
  await shop.open('/Einstreu/');
  await expect(shop.heading('Einstreu')).toBeVisible();
});
