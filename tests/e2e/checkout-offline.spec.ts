/**
 * The checkout needs a connection: it says so, keeps what the shopper typed and continues when
 * the connection returns.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CheckoutPage, guest, PRODUCTS } from './pages/CheckoutPage';

/**
 * The shell loads its offline outbox a moment after start. The browser tests run without the
 * service worker that would serve it offline, so wait for it before cutting the connection.
 */
async function shellSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/outbox-[\w-]+\.js$/.test(e.name)));
}

test('offline at the checkout: a clear note, nothing typed is lost, ordering continues online', async ({ shop, page, context }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Vorkasse/);
  await shellSettled(page);

  await context.setOffline(true);
  const note = checkout.main.getByRole('status').filter({ hasText: 'Für die Kasse brauchen Sie eine Internetverbindung.' });
  await expect(note).toBeVisible();
  await checkout.main.getByRole('textbox', { name: 'Hinweis zur Lieferung' }).fill('Offline getippt: bitte am Paddocktor abladen.');
  await checkout.acceptTerms();
  await expect(checkout.payButton()).toBeDisabled();

  await context.setOffline(false);
  await expect(note).toBeHidden();
  await expect(checkout.main.getByRole('textbox', { name: 'Hinweis zur Lieferung' })).toHaveValue('Offline getippt: bitte am Paddocktor abladen.');
  await expect(checkout.terms()).toBeChecked();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('');
  expect((await checkout.api.order(orderId)).customerComment).toBe('Offline getippt: bitte am Paddocktor abladen.');
});

test('the guest form keeps what was typed across a lost connection and a reload', async ({ shop, page, context }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await page.goto('/checkout/register/register-as-guest');
  const data = guest({ firstName: 'Olga', lastName: 'Offline' });
  await expect(checkout.textbox(/^Vorname/)).toBeVisible();
  await shellSettled(page);
  await context.setOffline(true);
  await expect(checkout.main.getByText('Für die Kasse brauchen Sie eine Internetverbindung.')).toBeVisible();
  await checkout.fillGuestForm(data);
  await expect(checkout.main.getByRole('button', { name: 'Weiter zur Kasse' })).toBeDisabled();
  await context.setOffline(false);

  await page.reload();
  await expect(checkout.textbox(/^Vorname/)).toHaveValue('Olga');
  await expect(checkout.textbox(/^Straße und Hausnummer/)).toHaveValue(data.street);
  await checkout.submitRegistration();
  await checkout.expectCheckout();
  await expect(checkout.main.getByText(`Gastbestellung für Olga Offline (${data.email})`)).toBeVisible();
});
