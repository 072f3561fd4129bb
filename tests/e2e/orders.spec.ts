/**
 * Orders in the account (issue 10): history, detail, invoice PDF, bank details, cancel, pay an
 * unpaid order, order again online and offline, and the guest's deep link from the mail.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfLines } from '../support/pdfText';
import { expect, test } from './fixtures';
import { ACCESS_KEY, CheckoutPage, guest, PRODUCTS } from './pages/CheckoutPage';
import { adminApi } from './pages/Customers';
import { Mailbox } from './pages/Mailbox';

const PASSWORD = 'Stallwerk2026!';
const DEMO = 'demo@stallwerk.example';
const BUSINESS = 'business@stallwerk.example';
const IBAN = 'DE02 1203 0000 0000 2020 51';

/** Signs in through the Store API and hands the session to the browser (the login page is issue 9's). */
async function signIn(page: Page, checkout: CheckoutPage, email: string): Promise<void> {
  await page.goto('/checkout/cart');
  await expect(checkout.main.getByRole('heading', { level: 1 })).toBeVisible();
  const response = await page.request.post('/store-api/account/login', {
    headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await checkout.api.token(), 'content-type': 'application/json' },
    data: { username: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const token = response.headers()['sw-context-token'] ?? ((await response.json()) as { contextToken: string }).contextToken;
  await page.context().addCookies([{ name: 'sw-context-token', value: token, url: new URL(page.url()).origin }]);
  await checkout.api.clearCart();
}

/** Fills the cart of the signed-in customer, orders with the given payment and returns the order id. */
async function order(checkout: CheckoutPage, items: Array<[string, number]>, payment: RegExp, card?: string): Promise<string> {
  for (const [number, quantity] of items) await checkout.api.addToCart(number, quantity);
  await checkout.page.goto('/checkout');
  await checkout.expectCheckout();
  await checkout.choosePayment(payment);
  if (card) await checkout.fillCard(card);
  await checkout.acceptTerms();
  if (items.some(([number]) => number === PRODUCTS.handbook)) await checkout.main.getByRole('checkbox', { name: /Widerrufsrecht/ }).check();
  await checkout.payButton().click();
  return checkout.resultPage(card ? 'paid' : '');
}

/** The demo customer, signed in, orders 2 treats and 1 mineral feed by prepayment. */
async function prepaidOrder(page: Page): Promise<{ checkout: CheckoutPage; orderId: string; orderNumber: string; lineItems: OrderLine[] }> {
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, DEMO);
  const orderId = await order(
    checkout,
    [
      [PRODUCTS.treats, 2],
      [PRODUCTS.mineral, 1],
    ],
    /^Vorkasse/,
  );
  const { orderNumber, lineItems } = await checkout.api.order(orderId);
  return { checkout, orderId, orderNumber, lineItems };
}

type OrderLine = { type: string; referencedId: string; productId?: string; quantity: number };

/** The server cart holds the order's products in the order's quantities. */
async function expectCartLike(checkout: CheckoutPage, lineItems: OrderLine[]): Promise<void> {
  const cart = await checkout.api.call('GET', '/checkout/cart');
  const quantities = (items: OrderLine[]) => Object.fromEntries(items.filter((i) => i.type === 'product').map((i) => [i.productId ?? i.referencedId, i.quantity]));
  expect(quantities(cart.lineItems)).toEqual(quantities(lineItems));
}

/** Axe on the page content (the account menu around it belongs to the account layout and its own tests). */
async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page: page as never }).include('main#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Opens /account/order and the detail page of an order from its entry in the history. */
async function openFromHistory(checkout: CheckoutPage, orderNumber: string): Promise<void> {
  await checkout.page.goto('/account/order');
  await expect(checkout.main.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  const entries = checkout.main
    .getByRole('list', { name: 'Meine Bestellungen' })
    .getByRole('listitem')
    .filter({ has: checkout.page.getByRole('heading') });
  // Newest first: the order just placed heads the history.
  await expect(entries.first().getByRole('heading')).toHaveText(`Bestellung ${orderNumber}`);
  await entries
    .first()
    .getByRole('link', { name: `Details zu Bestellung ${orderNumber}` })
    .click();
  await expect(checkout.page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/);
  await expect(checkout.main.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
}

async function downloadInvoice(checkout: CheckoutPage): Promise<string[]> {
  const download = checkout.page.waitForEvent('download');
  await checkout.main.getByRole('button', { name: /^Rechnung \d+ herunterladen \(PDF\)$/ }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfLines(new Uint8Array(bytes));
}

const berlinDate = (iso: string) => new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(iso));

test('a business customer orders by invoice, finds it in the history and downloads an invoice with address lines, delivery date and VAT ID', async ({ shop, page }, testInfo) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, BUSINESS);
  const orderId = await order(checkout, [[PRODUCTS.treats, 2]], /^Rechnung/);
  // The success page says when and where to transfer the money.
  const transfer = checkout.main.getByTestId('transfer-details');
  await expect(transfer).toContainText('Sie zahlen auf Rechnung');
  await expect(transfer).toContainText(IBAN);

  const { orderNumber } = await checkout.api.order(orderId);
  await openFromHistory(checkout, orderNumber);
  await expect(checkout.main.getByText('USt-IdNr.: DE123456789')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const lines = await downloadInvoice(checkout);
  // The billing address: each line its own line (no "?" where lines break).
  for (const line of ['Reitstall Sonnenhof GmbH', 'Hofstraße 3', '29525 Uelzen']) expect(lines).toContain(line);
  expect(lines.join('\n')).not.toMatch(/Hofstraße 3\?|\?29525/);
  const answer = await checkout.api.call('POST', '/order', { filter: [{ type: 'equals', field: 'id', value: orderId }], associations: { deliveries: {} } });
  const delivery = answer.orders.elements[0].deliveries[0];
  const window = [berlinDate(delivery.shippingDateEarliest), berlinDate(delivery.shippingDateLatest)];
  const deliveryText = window[0] === window[1] ? window[0] : `${window[0]} – ${window[1]}`;
  expect(lines.some((l) => l.includes('Liefer-/Leistungsdatum') || l === deliveryText)).toBe(true);
  expect(lines.join('\n')).toContain(deliveryText);
  expect(lines).toContain('DE123456789');
  expect(lines.join('\n')).toContain(IBAN);

  // Phones and right-to-left: no horizontal scrolling; screenshots attached for review.
  for (const [locale, title] of [
    ['de-DE', `Bestellung ${orderNumber}`],
    ['ar-AE', `الطلب ${orderNumber}`],
  ] as const) {
    await page.goto(`${locale === 'de-DE' ? '' : `/${locale}`}/account/order/${orderId}`);
    await expect(checkout.main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await testInfo.attach(`order-detail-${locale}-${size.width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    }
  }
});

test('prepayment: bank details on the success page and in the mail; the open order is cancelled from the account', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, DEMO);
  const orderId = await order(checkout, [[PRODUCTS.treats, 1]], /^Vorkasse/);
  const { orderNumber, amountTotal } = await checkout.api.order(orderId);
  const transfer = checkout.main.getByTestId('transfer-details');
  for (const text of ['Stallwerk GmbH', IBAN, 'BYLADEM1001', orderNumber, new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amountTotal)]) {
    await expect(transfer).toContainText(text);
  }
  const mail = (await new Mailbox(page.request).messages(DEMO)).find((m) => m.subject.includes(orderNumber));
  expect(mail?.text).toContain(IBAN);
  expect(mail?.text).toMatch(new RegExp(`Verwendungszweck\\W+${orderNumber}`));
  expect(mail?.text).not.toContain('Jetzt bezahlen');

  await openFromHistory(checkout, orderNumber);
  await expect(checkout.main.getByTestId('transfer-details')).toContainText(IBAN);
  await checkout.main.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: `Bestellung ${orderNumber} stornieren?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkout.main.getByTestId('order-state')).toHaveText('Bestellstatus: Abgebrochen');
  expect(await checkout.api.order(orderId)).toMatchObject({ state: 'cancelled' });
  await expect(checkout.main.getByRole('button', { name: 'Bestellung stornieren' })).toBeHidden();
});

test('an invoice order mail says when and how to pay instead of "pay now"', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, BUSINESS);
  const orderId = await order(checkout, [[PRODUCTS.mineral, 1]], /^Rechnung/);
  const { orderNumber } = await checkout.api.order(orderId);
  const mail = (await new Mailbox(page.request).messages(BUSINESS)).find((m) => m.subject.includes(orderNumber));
  expect(mail?.text.replace(/\s+/g, ' ')).toMatch(/Sie zahlen auf Rechnung: Bitte überweisen Sie .+ ohne Abzug bis zum .+ \(innerhalb von 14 Tagen\)/);
  expect(mail?.text).toContain(IBAN);
  expect(mail?.text).not.toContain('Jetzt bezahlen');
  expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
});

test('a card order is paid, cannot be cancelled, has its invoice, and "order again" fills the cart like the order', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, DEMO);
  const orderId = await order(
    checkout,
    [
      [PRODUCTS.treats, 3],
      [PRODUCTS.mineral, 1],
    ],
    /Kreditkarte/,
    '4111111111111111',
  );
  const { orderNumber, lineItems } = await checkout.api.order(orderId);
  await openFromHistory(checkout, orderNumber);
  await expect(checkout.main.getByText('Zahlungsstatus: Bezahlt').first()).toBeVisible();
  await expect(checkout.main.getByRole('button', { name: 'Bestellung stornieren' })).toBeHidden();
  await expect(checkout.main.getByText('Bezahlte Bestellungen können Sie nicht selbst stornieren.', { exact: false })).toBeVisible();
  await expect(checkout.main.getByRole('link', { name: 'Jetzt bezahlen' })).toBeHidden();
  const lines = await downloadInvoice(checkout);
  expect(lines.join('\n')).toContain('Der Betrag wird über die gewählte Zahlungsart (Kreditkarte) beglichen.');

  await checkout.main.getByRole('button', { name: 'Erneut bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByText('Die Artikel der Bestellung liegen jetzt in Ihrem Warenkorb.')).toBeVisible();
  await expectCartLike(checkout, lineItems);
});

test('"order again" is on each order of the history too: the cart is filled like the order without opening it', async ({ shop, page }) => {
  void shop;
  const { checkout, orderNumber, lineItems } = await prepaidOrder(page);
  await page.goto('/account/order');
  const entry = checkout.main.getByRole('list', { name: 'Meine Bestellungen' }).getByRole('listitem', { name: `Bestellung ${orderNumber}` });
  // One button per order; its description names the order.
  const again = entry.getByRole('button', { name: 'Erneut bestellen' });
  await expect(again).toHaveAccessibleDescription(`Bestellung ${orderNumber}`);
  await again.click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByText('Die Artikel der Bestellung liegen jetzt in Ihrem Warenkorb.')).toBeVisible();
  await expectCartLike(checkout, lineItems);
});

test('a shipped order shows its delivery state and a link per tracking code to the carrier; its card in the history and the account overview say it is on its way', async ({ shop, page }) => {
  void shop;
  const { checkout, orderId, orderNumber } = await prepaidOrder(page);
  await page.goto(`/account/order/${orderId}`);
  const shipment = checkout.main.getByRole('region', { name: 'Versand' });
  await expect(shipment.getByText('Versandstatus: Noch nicht versendet')).toBeVisible();
  await expect(shipment.getByText('Versandart: Paketversand')).toBeVisible();
  await expect(shipment.getByText(/^Voraussichtliche Lieferung: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(shipment.getByRole('link')).toHaveCount(0);

  // The warehouse ships it (admin API) with the parcel's code.
  const code = '00340434161094012345';
  await adminApi(page.request, 'POST', `/orders/${orderId}/delivery`, { state: 'shipped', trackingCodes: [code] });
  await page.reload();
  await expect(shipment.getByText('Versandstatus: Versendet')).toBeVisible();
  await expect(shipment.getByText('Voraussichtliche Lieferung', { exact: false })).toHaveCount(0);
  await expect(shipment.getByRole('list', { name: 'Sendungsnummern' }).getByRole('listitem')).toHaveText([new RegExp(`Sendungsnummer: ${code}`)]);
  const track = shipment.getByRole('link', { name: `Sendung ${code} verfolgen (öffnet die Seite des Versanddienstes in einem neuen Tab)` });
  await expect(track).toHaveAttribute('href', `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${code}`);
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousA11yViolations(page);

  // The history and the account's overview (its latest order) say so, with the link, without opening the order.
  const trackName = `Sendung ${code} verfolgen (öffnet die Seite des Versanddienstes in einem neuen Tab)`;
  await page.goto('/account/order');
  const entry = checkout.main.getByRole('list', { name: 'Meine Bestellungen' }).getByRole('listitem', { name: `Bestellung ${orderNumber}` });
  await expect(entry.getByText('Versandstatus: Versendet')).toBeVisible();
  await expect(entry.getByRole('link', { name: trackName })).toHaveAttribute('href', /piececode=00340434161094012345$/);
  await page.goto('/account');
  const latest = checkout.main
    .getByRole('region', { name: 'Bestellungen' })
    .getByRole('list', { name: 'Ihre letzte Bestellung' })
    .getByRole('listitem', { name: `Bestellung ${orderNumber}` });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(`Bestellung ${orderNumber}`);
  await expect(latest.getByText('Versandstatus: Versendet')).toBeVisible();
  await expect(latest.getByRole('link', { name: trackName })).toBeVisible();
  await expect(latest.getByRole('button', { name: 'Erneut bestellen' })).toBeVisible();
  // A customer with orders finds them first, above the personal data.
  const top = async (name: string) => (await checkout.main.getByRole('region', { name, exact: true }).boundingBox())!.y;
  expect(await top('Bestellungen')).toBeLessThan(await top('Persönliche Daten'));

  // Right to left: the labels in Arabic, the code still left to right.
  await page.goto(`/ar-AE/account/order/${orderId}`);
  const arabic = checkout.main.getByRole('region', { name: 'الشحن' });
  await expect(arabic.getByText('حالة الشحن: تم الشحن')).toBeVisible();
  await expect(arabic.getByText(code, { exact: true })).toHaveAttribute('dir', 'ltr');
  await expect(arabic.getByRole('link', { name: new RegExp(`تتبّع الشحنة ${code}`) })).toHaveAttribute('href', /dhl\.de\/en\//);
});

test("the demo customer's history from the seed: last week's parcel is on its way with the carrier's link, the order of four months ago is delivered, has its invoice and can be ordered again", async ({
  shop,
  page,
}) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, DEMO);
  // Other tests add orders of the demo customer too (and a kept local data folder keeps them). The
  // seed's are placed on the minute of its plan (server/db/seed/orderHistory.ts: 19:42, 20:15 and
  // 18:05 UTC) days before the shop's first start; oldest first, so they are on the first page.
  const answer = await checkout.api.call('POST', '/order', { limit: 100, sort: [{ field: 'orderDateTime', order: 'ASC' }], associations: { deliveries: {} } });
  const planned = /T(19:42|20:15|18:05):00\.000Z$/;
  const seeded = (answer.orders.elements as Array<{ id: string; orderNumber: string; orderDateTime: string; stateMachineState: { technicalName: string } }>)
    .filter((o) => planned.test(o.orderDateTime) && Date.parse(o.orderDateTime) < Date.now() - 24 * 3600 * 1000)
    .reverse();
  expect(seeded.map((o) => o.stateMachineState.technicalName)).toEqual(['in_progress', 'completed', 'completed']);
  const [onItsWay, , first] = seeded;

  await page.goto(`/account/order/${onItsWay.id}`);
  const shipment = checkout.main.getByRole('region', { name: 'Versand' });
  await expect(shipment.getByText('Versandstatus: Versendet')).toBeVisible();
  await expect(shipment.getByText('Versandart: Paketversand')).toBeVisible();
  await expect(shipment.getByRole('link', { name: /^Sendung 00340434\d{12} verfolgen/ })).toHaveAttribute('href', /^https:\/\/www\.dhl\.de\/de\/.*piececode=00340434\d{12}$/);

  await page.goto(`/account/order/${first.id}`);
  await expect(checkout.main.getByTestId('order-state')).toHaveText('Bestellstatus: Abgeschlossen');
  await expect(checkout.main.getByRole('region', { name: 'Versand' }).getByText('Versandstatus: Versendet')).toBeVisible();
  await expect(checkout.main.getByRole('region', { name: 'Dokumente' }).getByRole('button', { name: /^Rechnung \d+ herunterladen \(PDF\)$/ })).toBeVisible();
  await checkout.main.getByRole('button', { name: 'Erneut bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(checkout.main.getByText('Miscanthus-Einstreu Premium')).toBeVisible();
});

test('an unpaid order is paid from the account with another payment method; its handbook download opens only then', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await signIn(page, checkout, DEMO);
  const orderId = await order(checkout, [[PRODUCTS.handbook, 1]], /^Vorkasse/);
  const { orderNumber } = await checkout.api.order(orderId);
  await openFromHistory(checkout, orderNumber);
  const downloads = checkout.main.getByRole('region', { name: 'Downloads' });
  await expect(downloads).toContainText('steht zum Download bereit, sobald Ihre Zahlung eingegangen ist.');
  await expect(downloads.getByRole('button')).toHaveCount(0);

  await checkout.main.getByRole('link', { name: 'Zahlungsart ändern' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/success/${orderId}/unpaid$`));
  const payAgain = checkout.main.getByRole('region', { name: 'Erneut bezahlen' });
  await payAgain.getByRole('radio', { name: /Kreditkarte/ }).check();
  await checkout.fillCard('4111111111111111');
  await payAgain.getByRole('button', { name: /bezahlen/ }).click();
  await checkout.resultPage('paid');
  expect(await checkout.api.order(orderId)).toMatchObject({ transactionState: 'paid', paymentMethod: 'card' });

  await page.goto(`/account/order/${orderId}`);
  const download = page.waitForEvent('download');
  await checkout.main
    .getByRole('region', { name: 'Downloads' })
    .getByRole('button', { name: /herunterladen/ })
    .click();
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('order again offline: the products wait in the outbox and reach the server cart once after reconnecting', async ({ shop, page, context }) => {
  void shop;
  const { checkout, orderNumber, lineItems } = await prepaidOrder(page);
  await openFromHistory(checkout, orderNumber);
  await checkout.api.clearCart();

  await context.setOffline(true);
  await checkout.main.getByRole('button', { name: 'Erneut bestellen' }).click();
  await expect(page.getByText('Sie sind offline: 2 Artikel kommen in den Warenkorb, sobald die Verbindung zurück ist.')).toBeVisible();
  await context.setOffline(false);
  const expected = Object.fromEntries(lineItems.filter((l) => l.type === 'product').map((l) => [l.productId ?? l.referencedId, l.quantity]));
  const serverCart = async () => {
    const cart = await checkout.api.call('GET', '/checkout/cart');
    return Object.fromEntries((cart.lineItems as Array<{ type: string; referencedId: string; quantity: number }>).filter((i) => i.type === 'product').map((i) => [i.referencedId, i.quantity]));
  };
  await expect.poll(serverCart, { timeout: 20_000 }).toEqual(expected);
  // Sent once: a reload (which replays what is left in the outbox) changes nothing.
  await page.goto('/checkout/cart');
  await expect(checkout.main.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
  await expect(checkout.main.getByText('Wartet auf Verbindung')).toHaveCount(0);
  expect(await serverCart()).toEqual(expected);
});

test('a guest opens the deep link of the confirmation mail after the e-mail and postal code check', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  const data = await checkout.continueAsGuest(guest());
  await checkout.choosePayment(/^Vorkasse/);
  await checkout.acceptTerms();
  await checkout.payButton().click();
  const orderId = await checkout.resultPage('');
  const { orderNumber } = await checkout.api.order(orderId);

  const mail = (await new Mailbox(page.request).messages(data.email)).find((m) => m.subject.includes(orderNumber));
  const link = /https?:\/\/[^\s"]+\/account\/order\?deepLinkCode=[A-Za-z0-9_-]+/.exec(mail?.text ?? '');
  expect(link).not.toBeNull();
  await page.context().clearCookies({ name: 'sw-context-token' });
  const url = new URL(link![0]);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/account\/order\/guest\/[A-Za-z0-9_-]+$/);
  await expect(checkout.main.getByRole('heading', { level: 1, name: 'Ihre Bestellung ansehen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await checkout.main.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(data.email);
  await checkout.main.getByRole('textbox', { name: /Postleitzahl/ }).fill('99999');
  await checkout.main.getByRole('button', { name: 'Bestellung anzeigen' }).click();
  await expect(checkout.main.getByRole('alert')).toHaveText('E-Mail-Adresse oder Postleitzahl passen nicht zu dieser Bestellung.');

  await checkout.main.getByRole('textbox', { name: /Postleitzahl/ }).fill(data.zipcode);
  await checkout.main.getByRole('button', { name: 'Bestellung anzeigen' }).click();
  await expect(checkout.main.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(checkout.main.getByTestId('transfer-details')).toContainText(IBAN);
  const lines = await downloadInvoice(checkout);
  for (const line of [data.street, `${data.zipcode} ${data.city}`]) expect(lines).toContain(line);
});
