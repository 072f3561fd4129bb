import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS } from './pages/CheckoutPage';

// Issue 15 item 5: a guest pressing "Abmelden" at checkout silently lost the cart.
test('a guest signing out at checkout is warned that the cart is dropped, and can keep ordering', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 2]]);
  await checkout.continueAsGuest();
  await checkout.main.getByRole('button', { name: 'Abmelden', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Als Gast abmelden?' });
  await expect(dialog).toContainText('Warenkorb und Ihre eingegebenen Daten verworfen');
  await expect(dialog.getByRole('button', { name: 'Weiter bestellen' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Weiter bestellen' }).click();
  await expect(dialog).toBeHidden();
  await checkout.expectCheckout();
  expect((await checkout.api.call('GET', '/checkout/cart')).lineItems).toHaveLength(1);

  await checkout.main.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await dialog.getByRole('button', { name: 'Abmelden und Warenkorb verwerfen' }).click();
  await expect(page).toHaveURL(/\/checkout\/register$/);
});
