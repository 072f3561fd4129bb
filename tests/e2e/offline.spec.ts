import { expect, test } from './fixtures';
import { cutNetwork } from './network';

test.use({ serviceWorkers: 'allow' });

test('a category visited once opens again with the network off', async ({ shop, page, context }) => {
  await shop.open('/');
  await shop.waitForServiceWorker();
  await shop.open('/Einstreu/Strohpellets/');
  await expect(shop.heading('Strohpellets')).toBeVisible();
  await expect(shop.main.getByRole('article').first()).toBeVisible();
  const names = await shop.main.getByRole('article').getByRole('heading').allTextContents();

  const reconnect = await cutNetwork(context);
  await page.reload();
  await expect(shop.heading('Strohpellets')).toBeVisible();
  await expect(shop.main.getByRole('article').getByRole('heading').first()).toHaveText(names[0]);
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await reconnect();
});

test('a product added while offline waits in the outbox and reaches the cart online', async ({ shop, page, context }) => {
  await shop.open('/');
  await shop.waitForServiceWorker();
  await shop.open('/Mineral-Leckstein-Natur/SW-MIN-130');
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  const reconnect = await cutNetwork(context);
  await shop.main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Offline gespeichert/ })).toBeVisible();
  await page.getByRole('button', { name: /Warenkorb, 1 Artikel/ }).click();
  await expect(shop.sideCart().getByText('Wartet auf Verbindung')).toBeVisible();
  await reconnect();
  await expect(shop.sideCart().getByText('Wartet auf Verbindung')).toBeHidden();
  await expect(shop.sideCart().getByRole('link', { name: /Leckstein/ })).toBeVisible();
});
