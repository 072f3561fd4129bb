/**
 * Checkout without a card: entry, guest and customer registration, addresses, terms, promotion
 * codes, digital goods and prepayment. Every test checks the order through the Store API afterwards.
 */
import { expect, test } from './fixtures';
import { CheckoutPage, guest, PRODUCTS, uniqueEmail } from './pages/CheckoutPage';
import { Mailbox } from './pages/Mailbox';

test('guest with prepayment → success page with the order number; the order is open and unpaid', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 2]]);
  const data = await checkout.continueAsGuest();
  await expect(checkout.main.getByText(`Gastbestellung für Greta Gast (${data.email})`)).toBeVisible();

  await checkout.choosePayment(/Vorkasse/);
  await checkout.main.getByRole('textbox', { name: 'Hinweis zur Lieferung' }).fill('Bitte an der Sattelkammer abstellen.');
  await checkout.acceptTerms();
  await checkout.payButton().click();

  const orderId = await checkout.resultPage('');
  await expect(checkout.main.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(checkout.main.getByText(/Bitte überweisen Sie den Betrag von 20,90\s€/)).toBeVisible();
  await expect(checkout.main.getByTestId('payment-state')).toHaveText('Zahlungsstatus: Offen');

  const order = await checkout.api.order(orderId);
  expect(order).toMatchObject({ state: 'open', transactionState: 'open', paymentMethod: 'prepayment', amountTotal: 20.9, customerComment: 'Bitte an der Sattelkammer abstellen.' });
  await expect(checkout.main.getByTestId('order-number')).toHaveText(`Bestellnummer ${order.orderNumber}`);
});

test("the order needs the terms: 'You must accept the terms and conditions before you can pay'", async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Vorkasse/);
  const before = await checkout.api.orderCount();
  await checkout.payButton().click();
  await expect(checkout.main.getByText('Sie müssen die AGB akzeptieren, bevor Sie bezahlen können.')).toBeVisible();
  await expect(checkout.terms()).toBeFocused();
  await expect(checkout.terms()).toHaveAttribute('aria-invalid', 'true');
  expect(await checkout.api.orderCount()).toBe(before);
});

test('en-GB: the terms message in English', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page, 'en-GB');
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Prepayment/);
  await checkout.payButton().click();
  await expect(checkout.main.getByText('You must accept the terms and conditions before you can pay')).toBeVisible();
});

test('a wrong postal code is shown at the field, client- and server-side', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await page.goto('/checkout/register/register-as-guest');
  await checkout.fillGuestForm(guest({ zipcode: '4937' }));
  await checkout.submitRegistration();
  const zip = checkout.textbox(/^PLZ/);
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toBeFocused();
  await expect(checkout.main.getByText('Das Format der Postleitzahl ist nicht korrekt.')).toBeVisible();
  await expect(page).toHaveURL(/register-as-guest$/);

  // The server checks the country's pattern too (a new address in the checkout's address book).
  await zip.fill('49377');
  await checkout.submitRegistration();
  await checkout.expectCheckout();
  await checkout.main.getByRole('button', { name: 'Bearbeiten: Lieferadresse' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Land/ }).selectOption({ label: 'Österreich' });
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('49377');
  await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(dialog.getByText('Das Format der Postleitzahl ist nicht korrekt.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('6020');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Innsbruck');
  await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkout.main.getByRole('region', { name: 'Lieferadresse' })).toContainText('6020 Innsbruck');
});

test('an address typed in the checkout dialog survives a reload (issue 15 item 5: input is kept)', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.main.getByRole('button', { name: 'Bearbeiten: Lieferadresse' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Straße/ }).fill('Am Reitplatz 12');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Vechta');

  await page.reload();
  // The dialog opens again by itself (the page behind it is inert meanwhile).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(dialog.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Am Reitplatz 12');
  await expect(dialog.getByRole('textbox', { name: /^Ort/ })).toHaveValue('Vechta');
  await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkout.main.getByRole('region', { name: 'Lieferadresse' })).toContainText('Am Reitplatz 12');
  // Saved: the next visit starts without the dialog.
  await page.reload();
  await checkout.expectCheckout();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a promotion code in the checkout lowers the total', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.mineral, 2]]);
  await checkout.continueAsGuest();
  const summary = checkout.main.getByRole('region', { name: 'Bestellübersicht' });
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary.getByText('Bitte einen Aktionscode eingeben.')).toBeVisible();
  await summary.getByRole('textbox', { name: 'Aktionscode' }).fill('STALL10');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary.getByText(/10 % Stallrabatt/).first()).toBeVisible();
  await checkout.choosePayment(/Vorkasse/);
  await checkout.acceptTerms();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('');
  const order = await checkout.api.order(orderId);
  expect(order.lineItems.some((l: { type: string }) => l.type === 'promotion')).toBe(true);
  // 2 × 34,90 € − 10 % = 62,82 €, free shipping from 150 € does not apply: shipping is added.
  expect(order.amountTotal).toBeLessThan(69.8 + 5.9);
});

test('digital goods need the withdrawal waiver', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.handbook, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Vorkasse/);
  await checkout.acceptTerms();
  const waiver = checkout.main.getByRole('checkbox', { name: /Widerrufsrecht/ });
  await expect(waiver).toBeVisible();
  await checkout.payButton().click();
  await expect(checkout.main.getByText('Bitte bestätigen Sie den Verzicht auf das Widerrufsrecht für digitale Inhalte.')).toBeVisible();
  await expect(waiver).toBeFocused();
  await waiver.check();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('');
  expect((await checkout.api.order(orderId)).lineItems[0].label).toMatch(/Einstreu-Handbuch/);
});

test('a business customer sees net prices with VAT added', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.mineral, 1]]);
  await checkout.login('business@stallwerk.example', 'Stallwerk2026!');
  // The customer's cart may keep items of earlier visits: exactly one mineral feed.
  await checkout.api.clearCart();
  await checkout.api.addToCart(PRODUCTS.mineral, 1);
  await page.reload();
  await checkout.expectCheckout();
  await expect(checkout.main.getByText('Geschäftskunde · Preise netto')).toBeVisible();
  const summary = checkout.main.getByRole('region', { name: 'Bestellübersicht' });
  await expect(summary.getByText('Alle Preise zzgl. MwSt.')).toBeVisible();
  await expect(summary.getByText(/^zzgl\. \d+ % MwSt\.$/).first()).toBeVisible();
  const cart = await checkout.api.call('GET', '/checkout/cart');
  expect(cart.price.taxStatus).toBe('net');
  await expect(summary.getByText(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cart.price.positionPrice)).first()).toBeVisible();
  await checkout.api.clearCart();
});

test('register as customer: the full form, double opt-in message, confirmation, then sign-in at the checkout', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await page.goto('/checkout/register');
  await checkout.main.getByRole('link', { name: 'Kundenkonto anlegen' }).click();
  await expect(checkout.main.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  const email = uniqueEmail('hanna');
  await checkout.main.getByRole('radio', { name: 'Geschäftskunde' }).check();
  await checkout.textbox(/^Firma/).fill('Reitstall Hanna');
  await checkout.textbox(/^USt-IdNr/).fill('DE12');
  await checkout.fillGuestForm(guest({ firstName: 'Hanna', lastName: 'Huf', email }));
  await checkout.textbox(/^Tag/).fill('14');
  await checkout.textbox(/^E-Mail-Adresse wiederholen/).fill(email);
  await checkout.main.getByLabel(/^Passwort[\s*\u2009]*$/).fill('Huf-2026-sicher');
  await checkout.main.getByLabel(/^Passwort wiederholen/).fill('Huf-2026-anders');
  await checkout.submitRegistration();
  await expect(checkout.main.getByText('Bitte das Geburtsdatum vollständig angeben (Tag, Monat, Jahr).')).toBeVisible();
  await expect(checkout.main.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await expect(checkout.main.getByText('Das Format der USt-IdNr. ist nicht korrekt.')).toBeVisible();

  await checkout.textbox(/^Monat/).fill('5');
  await checkout.textbox(/^Jahr/).fill('1990');
  await checkout.textbox(/^USt-IdNr/).fill('DE123456789');
  await checkout.main.getByLabel(/^Passwort wiederholen/).fill('Huf-2026-sicher');
  await checkout.submitRegistration();
  await expect(checkout.main.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  await expect(checkout.main.getByText(new RegExp(`E-Mail an ${email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();

  // The confirmation link of the mail (em + hash), as the account pages will follow it.
  const mail = await new Mailbox(page.request).latest(email);
  const link = /registration\/confirm\?em=([0-9a-f]+)&hash=([0-9a-f]+)/.exec(mail?.text ?? '');
  expect(link).not.toBeNull();
  // (Confirming signs in a session of its own; this browser stays a visitor until it signs in.)
  await checkout.api.call('POST', '/account/register-confirm', { em: link![1], hash: link![2] });

  await checkout.login(email, 'Huf-2026-sicher');
  await expect(checkout.main.getByText(`Angemeldet als Hanna Huf (${email})`)).toBeVisible();
  await expect(checkout.main.getByRole('region', { name: 'Lieferadresse' })).toContainText('Reitstall Hanna');
});

test('a method the server does not allow is not offered, and a stale choice of it is switched back with its message', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  // Invoice is for registered customers only: a guest is not offered it.
  await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(checkout.paymentMethod(/Vorkasse/)).toBeVisible();
  await expect(checkout.paymentMethod(/Rechnung/)).toHaveCount(0);
  // Chosen anyway (an earlier session, another tab): the server changes the method and says so.
  const methods = await checkout.api.call('POST', '/payment-method', {});
  const invoice = methods.elements.find((m: { technicalName: string }) => m.technicalName === 'invoice');
  await checkout.api.call('PATCH', '/context', { paymentMethodId: invoice.id });
  await page.reload();
  await expect(page.getByText(/Die Zahlungsart wurde von „Rechnung“ auf „.+“ geändert\./)).toBeVisible();
  const context = await checkout.api.call('GET', '/context');
  expect(context.paymentMethod.technicalName).not.toBe('invoice');
});

test('a picked payment method stays shown while the server confirms it: no render shows the previous one again', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  const group = checkout.main.getByRole('radiogroup', { name: 'Zahlungsart' });
  const before = await group.getByRole('radio', { checked: true }).getAttribute('value');
  const prepayment = checkout.paymentMethod(/Vorkasse/);
  const prepaymentId = await prepayment.getAttribute('value');
  expect(before).not.toBe(prepaymentId);
  // Every DOM commit in the group: which radio is checked, and whether the radios can be used.
  await group.evaluate((node) => {
    const seen: string[] = [];
    (window as unknown as { seenChoices: string[] }).seenChoices = seen;
    const record = () => {
      const checked = node.querySelector<HTMLInputElement>('input[type=radio]:checked');
      seen.push(`${checked?.value ?? '-'} ${checked?.disabled ? 'locked' : 'free'}`);
    };
    new MutationObserver(record).observe(node, { subtree: true, attributes: true, childList: true });
  });
  await prepayment.check();
  await expect(prepayment).toBeChecked();
  await expect(prepayment).toBeEnabled();
  await expect.poll(async () => (await checkout.api.call('GET', '/context')).paymentMethod.id).toBe(prepaymentId);
  const seen = await page.evaluate(() => (window as unknown as { seenChoices: string[] }).seenChoices);
  // React Router hands the new context over in a transition after the request has ended; the
  // previous method must not come back meanwhile, least of all with the pay button usable.
  const first = seen.findIndex((s) => s.startsWith(`${prepaymentId} `));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(seen.slice(first).filter((s) => !s.startsWith(`${prepaymentId} `))).toEqual([]);
});
