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

test('an addition whose answer was lost while online is sent again on its own, once', async ({ shop, page, baseURL, context }) => {
  await shop.open('/Mineral-Leckstein-Natur/SW-MIN-130');
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  // The barn's Wi-Fi drops the first answer after the server applied it; the browser stays "online".
  let dropped = 0;
  await page.route('**/store-api/checkout/cart/line-item', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
    await route.fetch();
    dropped += 1;
    await route.abort('connectionreset');
  });
  await shop.main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect.poll(() => dropped).toBe(1);
  // No 'online' event, no reload: the outbox tries again after its backoff (10 s), with the same key.
  await expect(page.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).click();
  await expect(shop.sideCart().getByText('Wartet auf Verbindung')).toBeHidden({ timeout: 30_000 });
  const token = (await context.cookies()).find((c) => c.name === 'sw-context-token')?.value;
  const cart = (await (await page.request.get(`${baseURL}/store-api/checkout/cart`, { headers: { 'sw-access-key': 'SWSCSTALLWERKDEMO0000000001', 'sw-context-token': token ?? '' } })).json()) as { lineItems: Array<{ type: string; quantity: number }> };
  expect(cart.lineItems.filter((l) => l.type === 'product').map((l) => l.quantity)).toEqual([1]);
});
