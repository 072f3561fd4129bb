/**
 * Payments with the real @adyen/adyen-web against the payment simulator (http://localhost:8080):
 * cards with and without 3-D Secure, refusals, pay again, redirect methods, gift cards and double
 * clicks. Every test checks the order's transaction through the Store API afterwards.
 */
import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS } from './pages/CheckoutPage';

test('guest pays by card without 3-D Secure challenge → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 2]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Kreditkarte/);
  await checkout.fillCard('4111111111111111');
  await checkout.acceptTerms();
  await checkout.payButton().click();

  const orderId = await checkout.resultPage('paid');
  await expect(checkout.main.getByText('Zahlung erfolgreich')).toBeVisible();
  await expect(checkout.main.getByTestId('payment-state')).toHaveText('Zahlungsstatus: Bezahlt');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid', paymentMethod: 'card', amountTotal: 20.9 });
});

test('registered customer pays by card with a 3-D Secure challenge → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.login('demo@stallwerk.example', 'Stallwerk2026!');
  await checkout.api.clearCart();
  await checkout.api.addToCart(PRODUCTS.treats, 1);
  await page.reload();
  await checkout.expectCheckout();
  await checkout.choosePayment(/Kreditkarte/);
  await checkout.fillCard('4917610000000000');
  await checkout.acceptTerms();
  await checkout.payButton().click();

  await expect(checkout.main.getByText('Zahlung bei Ihrer Bank bestätigen')).toBeVisible();
  // Once the notice shows, the page has scrolled to it and the bank's window stays where it is:
  // a window still moving would take the shopper's first tap elsewhere.
  await expect(checkout.main.getByRole('status').filter({ hasText: 'Zahlung bei Ihrer Bank bestätigen' })).toBeFocused();
  const windowPosition = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(`${window.scrollY}:${document.querySelector('[data-testid="payment-element"] iframe')!.getBoundingClientRect().top}`))),
        ),
    );
  const shown = await windowPosition();
  expect(await windowPosition()).toBe(shown);
  await expect(checkout.main.getByRole('button', { name: 'Zahlung wird bearbeitet …' })).toHaveAttribute('aria-busy', 'true');
  await checkout.answerChallenge('password');
  const orderId = await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid', paymentMethod: 'card' });
});

test('wrong challenge password → unpaid; pay again with another card → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Kreditkarte/);
  await checkout.fillCard('5454545454545454');
  await checkout.acceptTerms();
  await checkout.payButton().click();
  await checkout.answerChallenge('not-the-password');

  const orderId = await checkout.resultPage('unpaid');
  await expect(checkout.main.getByRole('alert').filter({ hasText: 'Die Zahlung wurde vom Zahlungsdienstleister abgelehnt.' })).toBeVisible();
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'failed', paymentChangeable: true });

  const payAgain = checkout.main.getByRole('region', { name: 'Erneut bezahlen' });
  await expect(payAgain.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
  await checkout.fillCard('5555555555554444');
  await payAgain.getByRole('button', { name: /bezahlen/ }).click();
  await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid' });

  // The unpaid page of a paid order says so instead of offering to pay again.
  await page.goto(`/checkout/success/${orderId}/unpaid`);
  await expect(checkout.main.getByText(/ist bereits bezahlt und kann nicht mehr geändert werden/)).toBeVisible();
  await expect(checkout.main.getByRole('region', { name: 'Erneut bezahlen' })).toBeHidden();
});

test("a refused card says 'payment refused by the provider' and leaves the order unpaid", async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page, 'en-GB');
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Credit card/);
  await checkout.fillCard('4000020000000000');
  await checkout.acceptTerms();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('unpaid');
  await expect(checkout.main.getByRole('alert').filter({ hasText: 'Payment refused by the provider.' })).toBeVisible();
  await expect(checkout.main.getByRole('heading', { name: 'Pay again' })).toBeVisible();
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'failed', paymentChangeable: true });
});

test('redirect method approved: order page, redirect after 5 seconds, bank approves → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/iDEAL/);
  await checkout.acceptTerms();
  await checkout.payButton().click();

  await checkout.resultPage('');
  await expect(checkout.main.getByRole('timer')).toHaveText(/in [1-5] Sekunden? zur Zahlungsseite weitergeleitet/);
  await expect(page.getByRole('heading', { name: /iDEAL/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  const orderId = await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid', paymentMethod: 'redirect' });
});

test('redirect method cancelled at the bank → unpaid, payable again', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/iDEAL/);
  await checkout.acceptTerms();
  await checkout.payButton().click();
  await checkout.resultPage('');
  await checkout.main.getByRole('button', { name: 'Jetzt zur Zahlungsseite' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const orderId = await checkout.resultPage('unpaid');
  await expect(checkout.main.getByRole('alert').filter({ hasText: 'Die Zahlung wurde abgebrochen.' })).toBeVisible();
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'failed', paymentChangeable: true });
});

test('a double click on pay creates one order and one payment', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Kreditkarte/);
  await checkout.fillCard('4111111111111111');
  await checkout.acceptTerms();
  const payments: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/store-api\/(checkout\/order|handle-payment)$/.test(new URL(r.url()).pathname)) payments.push(new URL(r.url()).pathname);
  });
  await checkout.payButton().dblclick();
  // A third, impatient click on the busy button does nothing either.
  await checkout.main
    .getByRole('button', { name: /Zahlung wird bearbeitet|Bezahlt/ })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const orderId = await checkout.resultPage('paid');
  expect(payments.filter((p) => p.endsWith('/checkout/order'))).toHaveLength(1);
  expect(payments.filter((p) => p.endsWith('/handle-payment'))).toHaveLength(1);
  expect(await checkout.api.orderCount()).toBe(1);
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid' });
});

test('a gift card pays the whole order → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Geschenkkarte/);
  await checkout.fillGiftCard('6036280000000000001');
  await checkout.acceptTerms();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid', paymentMethod: 'giftcard' });
});

test('a gift card pays a part, a card pays the rest → paid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.mineral, 2]]);
  // The web server starts with a fresh simulator state, so the 50 € card still holds 50 €.
  expect(await checkout.api.giftCardBalance('6036280000000000000')).toBe(5000);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Geschenkkarte/);
  await checkout.fillGiftCard('6036280000000000000');
  await checkout.acceptTerms();
  await checkout.payButton().click();

  const orderId = await checkout.resultPage('unpaid');
  await expect(checkout.main.getByText(/Bereits bezahlt: 50,00\s€/)).toBeVisible();
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'in_progress' });
  const payAgain = checkout.main.getByRole('region', { name: 'Erneut bezahlen' });
  await payAgain.getByRole('radio', { name: /Kreditkarte/ }).check();
  await checkout.fillCard('5555555555554444');
  await payAgain.getByRole('button', { name: /bezahlen/ }).click();
  await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid' });
});

test('a gift card without balance says so and leaves no order behind', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Geschenkkarte/);
  await checkout.fillGiftCard('6036280000000000002');
  await checkout.acceptTerms();
  await checkout.payButton().click();
  await expect(checkout.main.getByRole('alert').filter({ hasText: 'Diese Geschenkkarte hat kein Guthaben mehr oder die PIN ist falsch.' })).toBeVisible();
  await expect(checkout.payButton()).toBeEnabled();
  expect(await checkout.api.orderCount()).toBe(0);
});
