import { expect, test } from './fixtures';

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'stallwerk-admin-demo-token';

test('an unknown path shows the 404 page', async ({ shop, page }) => {
  await shop.open('/gibt-es-nicht');
  await expect(shop.heading('Seite nicht gefunden')).toBeVisible();
  await expect(shop.main.getByText('Seite nicht gefunden: /gibt-es-nicht')).toBeVisible();
  await shop.main.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
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
