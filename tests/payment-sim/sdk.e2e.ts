/**
 * The REAL @adyen/adyen-web 6.45.2 against the payment simulator: the harness page mounts Card,
 * Redirect (iDEAL), SEPA Direct Debit and Giftcard from node_modules, the harness server plays the
 * merchant backend, the simulator plays Adyen on http://localhost:8080 (only during this file).
 * Secured fields are filled like a shopper does it: click into the iframe's field and type.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { startPaymentSimulator, SIM_DEFAULTS } from '../../server/payment-sim/index';
import { startHarness, type Harness } from './harness/server';

const HARNESS_PORT = 3999;
let sim: { url: string; close(): Promise<void> } | undefined;
let harness: Harness | undefined;

test.beforeAll(async () => {
  sim = await startPaymentSimulator({
    ...SIM_DEFAULTS,
    port: 8080,
    notificationUrl: `http://localhost:${HARNESS_PORT}/webhook`,
  });
  harness = await startHarness({
    port: HARNESS_PORT,
    simUrl: sim.url,
    apiKey: SIM_DEFAULTS.apiKey,
    merchantAccount: SIM_DEFAULTS.merchantAccount,
    hmacKey: SIM_DEFAULTS.hmacKey,
  });
});

test.afterAll(async () => {
  await harness?.close();
  await sim?.close();
});

function h(): Harness {
  if (!harness) throw new Error('harness not started');
  return harness;
}

/** A secured field: the iframe (by its title) inside a page region, and the text box in it (by its label). */
function securedInput(page: Page, region: string, label: string, iframeTitle = label): Locator {
  return page.getByRole('region', { name: region, exact: true }).locator(`iframe[title="${iframeTitle}"]`).contentFrame().getByRole('textbox', { name: label });
}

async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

async function fillCard(page: Page, number: string, expiry = '0330', cvc = '737'): Promise<void> {
  await typeInto(securedInput(page, 'Card', 'Card number'), number);
  await typeInto(securedInput(page, 'Card', 'Expiry date'), expiry);
  await typeInto(securedInput(page, 'Card', 'Security code'), cvc);
}

function payButton(page: Page, region = 'Card'): Locator {
  return page.getByRole('region', { name: region, exact: true }).getByRole('button', { name: /^Pay/ });
}

function result(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Payment result' });
}

test('card, frictionless → Authorised, and a signed AUTHORISATION webhook arrives', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await fillCard(page, '4111111111111111');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect.poll(() => h().webhooks.filter((w) => w.item.paymentMethod === 'visa' && w.item.success === 'true').length).toBeGreaterThan(0);
  expect(h().webhooks.every((w) => w.hmacValid)).toBe(true);
});

test('card, 3DS2 challenge with the right password → Authorised', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await fillCard(page, '4917610000000000');
  await payButton(page).click();
  const acs = page.frameLocator('iframe[name="threeDSIframe"]');
  await expect(acs.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await acs.getByLabel('Password').fill('password');
  await acs.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
});

test('card, 3DS2 challenge with a wrong password → Refused', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await fillCard(page, '5454545454545454');
  await payButton(page).click();
  const acs = page.frameLocator('iframe[name="threeDSIframe"]');
  await acs.getByLabel('Password').fill('letmein');
  await acs.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText('Payment result: Refused');
});

test('card, 3DS2 fingerprint then frictionless → Authorised', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await fillCard(page, '4212345678910006');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
});

test('refused card → Refused', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await fillCard(page, '4000020000000000');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Refused');
});

test("a wrong card number shows the SDK's Luhn error", async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await typeInto(securedInput(page, 'Card', 'Card number'), '4111111111111112');
  await securedInput(page, 'Card', 'Expiry date').click();
  await expect(page.getByRole('region', { name: 'Card' }).getByText('Enter a valid card number')).toBeVisible();
});

test('iDEAL redirect, approved → Authorised', async ({ page }) => {
  await page.goto(`${h().url}/?pm=ideal`);
  await page.getByRole('button', { name: /Continue to iDEAL/ }).click();
  await expect(page.getByRole('heading', { name: /iDEAL/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  expect(new URL(page.url()).searchParams.get('redirectResult')).toBeTruthy();
});

test('iDEAL redirect, cancelled → Cancelled', async ({ page }) => {
  await page.goto(`${h().url}/?pm=ideal`);
  await page.getByRole('button', { name: /Continue to iDEAL/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(result(page)).toHaveText('Payment result: Cancelled');
});

test('gift card pays part, card pays the rest → Authorised, nothing left to pay', async ({ page }) => {
  await page.goto(`${h().url}/?pm=giftcard&amount=10000`);
  await typeInto(securedInput(page, 'Gift card', 'Card number'), '6036280000000000000');
  await typeInto(securedInput(page, 'Gift card', 'Pin'), '123');
  await page
    .getByRole('region', { name: 'Gift card' })
    .getByRole('button', { name: /Redeem/ })
    .click();
  await expect(page.getByRole('status', { name: 'Order' })).toHaveText('Order remaining: 50.00 EUR');
  await expect(payButton(page)).toHaveText(/50\.00/);
  await fillCard(page, '5555555555554444');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect(page.getByRole('status', { name: 'Order' })).toHaveText('Order remaining: 0.00 EUR');
});

test('SEPA Direct Debit → Authorised', async ({ page }) => {
  await page.goto(`${h().url}/?pm=sepa`);
  const sepa = page.getByRole('region', { name: 'SEPA Direct Debit' });
  await sepa.getByLabel('Holder Name').fill('A. Schmidt');
  await sepa.getByLabel('Account Number (IBAN)').fill('DE89370400440532013000');
  await payButton(page, 'SEPA Direct Debit').click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
});

test("an expired date shows the SDK's date error; amex takes a 4-digit CVC and Enter pays", async ({ page }) => {
  await page.goto(`${h().url}/?pm=card`);
  await typeInto(securedInput(page, 'Card', 'Card number'), '370000000000002');
  await typeInto(securedInput(page, 'Card', 'Expiry date'), '0120');
  await securedInput(page, 'Card', 'Security code').click();
  const card = page.getByRole('region', { name: 'Card', exact: true });
  await expect(card.getByText(/^Enter a valid expiry date/)).toBeVisible();
  const expiry = securedInput(page, 'Card', 'Expiry date');
  await expiry.click();
  await expiry.clear();
  await expiry.pressSequentially('0330');
  await expect(card.getByText(/^Enter a valid expiry date/)).toBeHidden();
  const cvc = securedInput(page, 'Card', 'Security code');
  await typeInto(cvc, '7373');
  // Enter pays only once the SDK has checked the last digit (a valid mark on expiry and code); pressed
  // before, it validates a form that is not complete yet and nothing is paid.
  await expect(card.getByRole('img', { name: 'Field valid' })).toHaveCount(2);
  await cvc.press('Enter');
  await expect(result(page)).toHaveText('Payment result: Authorised');
});

test("German locale: labels come from the simulator's translations", async ({ page }) => {
  await page.goto(`${h().url}/?pm=card&locale=de-DE`);
  await expect(securedInput(page, 'Card', 'Kartennummer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card', exact: true }).getByRole('button', { name: /zahlen/ })).toBeVisible();
});

test('sessions flow: the SDK pays through v1/sessions (3DS2 challenge) → Authorised', async ({ page }) => {
  await page.goto(`${h().url}/?pm=card&flow=sessions`);
  await fillCard(page, '4917610000000000');
  await payButton(page).click();
  const acs = page.frameLocator('iframe[name="threeDSIframe"]');
  await acs.getByLabel('Password').fill('password');
  await acs.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect.poll(() => h().webhooks.some((w) => w.item.additionalData.checkoutSessionId?.startsWith('CS'))).toBe(true);
});
