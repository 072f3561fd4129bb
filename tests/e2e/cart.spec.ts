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
