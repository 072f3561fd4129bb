import { expect, test } from './fixtures';
import { CartPage } from './pages/CartPage';

test('quantity honours minimum and purchase steps, the cart changes and removes items', async ({ shop, page }) => {
  await shop.open('/Paddockgitter-Wabe/SW-PAD-100');
  const quantity = shop.main.getByRole('spinbutton', { name: 'Menge' });
  await expect(quantity).toHaveValue('4');
  await expect(shop.main.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
  await expect(shop.main.getByText('Mindestmenge 4, in Schritten von 2')).toBeVisible();
  await shop.main.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(quantity).toHaveValue('6');
  await quantity.fill('7');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('6');

  await shop.main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await shop.sideCart().getByRole('link', { name: 'Warenkorb bearbeiten' }).click();
  const cart = new CartPage(page);
  const line = cart.main.getByRole('spinbutton', { name: /Menge für Paddockgitter Wabe/ });
  await expect(line).toHaveValue('6');
  const before = await cart.total();
  await cart.main.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(line).toHaveValue('8');
  await expect.poll(() => cart.total()).not.toBe(before);
  // The count stands beside the heading as its own element (issue 18), not inside it.
  await expect(cart.main.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
  await expect(cart.main.getByText('8 Artikel', { exact: true })).toBeVisible();

  await cart.main.getByRole('button', { name: /Paddockgitter Wabe entfernen/ }).click();
  await expect(cart.main.getByText('Ihr Warenkorb ist leer')).toBeVisible();
});

test('a sold-out product cannot be added', async ({ shop }) => {
  await shop.open('/Winter-Leckerli-Zimt-Apfel/SW-LEC-120');
  await expect(shop.main.getByText('Derzeit ausverkauft')).toBeVisible();
  await expect(shop.main.getByRole('button', { name: 'Ausverkauft' })).toBeDisabled();
});

test('the delivery note survives a reload', async ({ shop, page }) => {
  await shop.open('/Einstreuschaufel-XL/SW-ZUB-140');
  await shop.main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await shop.sideCart().getByRole('link', { name: 'Warenkorb bearbeiten' }).click();
  const note = page.getByRole('textbox', { name: 'Hinweis zur Lieferung' });
  await note.fill('Bitte an der Scheune abladen');
  await note.blur();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Hinweis zur Lieferung' })).toHaveValue('Bitte an der Scheune abladen');
});

// No service worker here (storefront project): Background Sync cannot replay it, only the outbox's own retry.
test('an addition whose answer was lost while online is sent again on its own, once', async ({ shop, page, baseURL, context }) => {
  await shop.open('/Mineral-Leckstein-Natur/SW-MIN-130');
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  // The start-up replay (an empty outbox) has run: what sends the addition later is the retry.
  await page.waitForLoadState('networkidle');
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
  const lostAt = Date.now();
  // No 'online' event, no reload: the outbox tries again after its backoff (10 s), with the same key.
  await expect(page.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).click();
  await expect(shop.sideCart().getByText('Wartet auf Verbindung')).toBeHidden({ timeout: 30_000 });
  // Sent by the backoff (its first step is 10 s), not by a start-up or 'online' replay.
  expect(Date.now() - lostAt).toBeGreaterThan(8_000);
  const token = (await context.cookies()).find((c) => c.name === 'sw-context-token')?.value;
  const cart = (await (await page.request.get(`${baseURL}/store-api/checkout/cart`, { headers: { 'sw-access-key': 'SWSCSTALLWERKDEMO0000000001', 'sw-context-token': token ?? '' } })).json()) as {
    lineItems: Array<{ type: string; quantity: number }>;
  };
  expect(cart.lineItems.filter((l) => l.type === 'product').map((l) => l.quantity)).toEqual([1]);
});
