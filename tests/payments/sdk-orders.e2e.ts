/**
 * The REAL @adyen/adyen-web 6.45.2 pays REAL orders of the embedded shop: the demo customer orders
 * through the Store API, the shop's SDK test page (/__dev/adyen-test) mounts the SDK, which pays
 * through /handle-payment and /adyen/* against the payment simulator on :8080. Afterwards every test
 * reads the order's transaction state through the Store API (POST /order as the customer).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { idFor } from '../../server/lib/ids';
import { startPaymentShop, StoreApi, type PaymentShop } from './shop';

const DEMO = { username: 'demo@stallwerk.example', password: 'Stallwerk2026!' };
const BAG = idFor('product:SW-MIS-100.1');
const METHOD = {
  card: idFor('payment:card'),
  sepa: idFor('payment:sepa'),
  ideal: idFor('payment:redirect'),
  giftcard: idFor('payment:giftcard'),
} as const;

let shop: PaymentShop | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000); // first seed renders the demo images; a busy :8080 is waited for
  shop = await startPaymentShop();
});
test.afterAll(async () => {
  await shop?.close();
});

function s(): PaymentShop {
  if (!shop) throw new Error('shop not started');
  return shop;
}

interface PlacedOrder {
  api: StoreApi;
  id: string;
  orderNumber: string;
  amountTotal: number;
}

/** The demo customer logs in, orders `quantity` bags with `method` and gets the order back. */
async function placeOrder(method: keyof typeof METHOD, quantity = 2): Promise<PlacedOrder> {
  const api = new StoreApi(s().url);
  await api.call('POST', '/account/login', DEMO);
  await api.call('PATCH', '/context', { paymentMethodId: METHOD[method] });
  await api.call('POST', '/checkout/cart/line-item', { items: [{ id: BAG, referencedId: BAG, type: 'product', quantity }] });
  const order = await api.call('POST', '/checkout/order', { tos: true });
  return { api, id: order.id, orderNumber: order.orderNumber, amountTotal: order.amountTotal };
}

/** Transaction states of the order, oldest first, as the customer reads them. */
async function transactionStates(order: PlacedOrder): Promise<string[]> {
  const res = await order.api.call('POST', '/order', { filter: [{ type: 'equals', field: 'id', value: order.id }] });
  return res.orders.elements[0].transactions.map((t: { stateMachineState: { technicalName: string } }) => t.stateMachineState.technicalName);
}
const lastState = async (order: PlacedOrder): Promise<string | undefined> => (await transactionStates(order)).at(-1);

async function openPaymentPage(page: Page, order: PlacedOrder, pm: string): Promise<void> {
  await page.goto(`${s().url}/__dev/adyen-test?orderId=${order.id}&token=${encodeURIComponent(order.api.token!)}&pm=${pm}`);
  await expect(page.locator('#order-number')).toHaveText(order.orderNumber);
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

const payButton = (page: Page, region = 'Card'): Locator => page.getByRole('region', { name: region, exact: true }).getByRole('button', { name: /^Pay/ });
const result = (page: Page): Locator => page.getByRole('status', { name: 'Result' });
const euro = (minor: number): string => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function answerChallenge(page: Page, password: string): Promise<void> {
  const acs = page.frameLocator('iframe[name="threeDSIframe"]');
  await expect(acs.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await acs.getByLabel('Password').fill(password);
  await acs.getByRole('button', { name: 'Submit' }).click();
}

test("card, frictionless → paid (and the simulator's signed webhook is accepted)", async ({ page }) => {
  const order = await placeOrder('card');
  await openPaymentPage(page, order, 'card');
  await fillCard(page, '4111111111111111');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect.poll(() => lastState(order)).toBe('paid');
  await expect.poll(() => s().db.prepare("SELECT COUNT(*) AS n FROM adyen_notification WHERE merchant_reference = ? AND event_code = 'AUTHORISATION'").get(order.orderNumber)).toEqual({ n: 1 });
});

test('card, 3DS2 challenge with the right password → paid', async ({ page }) => {
  const order = await placeOrder('card');
  await openPaymentPage(page, order, 'card');
  await fillCard(page, '4917610000000000');
  await payButton(page).click();
  await answerChallenge(page, 'password');
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect.poll(() => lastState(order)).toBe('paid');
});

test('card, 3DS2 challenge with a wrong password → failed', async ({ page }) => {
  const order = await placeOrder('card');
  await openPaymentPage(page, order, 'card');
  await fillCard(page, '5454545454545454');
  await payButton(page).click();
  await answerChallenge(page, 'letmein');
  await expect(result(page)).toHaveText('Payment result: Refused');
  await expect.poll(() => lastState(order)).toBe('failed');
  const status = await order.api.call('POST', '/adyen/payment-status', { orderId: order.id });
  expect(status).toMatchObject({ isFinal: true, resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
});

test('refused card → failed and payable again: set-payment, then a good card → paid', async ({ page }) => {
  const order = await placeOrder('card');
  await openPaymentPage(page, order, 'card');
  await fillCard(page, '4000020000000000');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Refused');
  await expect.poll(() => lastState(order)).toBe('failed');

  expect(await order.api.call('POST', '/adyen/set-payment', { orderId: order.id, paymentMethodId: METHOD.card })).toEqual({ success: true });
  await openPaymentPage(page, order, 'card');
  await fillCard(page, '5555555555554444');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect.poll(() => transactionStates(order)).toEqual(['cancelled', 'paid']);
});

test('iDEAL redirect, approved at the bank → paid', async ({ page }) => {
  const order = await placeOrder('ideal');
  await openPaymentPage(page, order, 'ideal');
  await page.getByRole('button', { name: /Continue to iDEAL/ }).click();
  await expect(page.getByRole('heading', { name: /iDEAL/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  const back = new URL(page.url());
  expect(back.pathname).toBe('/__dev/adyen-test');
  expect(back.searchParams.get('orderId')).toBe(order.id);
  expect(back.searchParams.get('redirectResult')).toBeTruthy();
  await expect.poll(() => lastState(order)).toBe('paid');
});

test('iDEAL redirect, cancelled at the bank → failed', async ({ page }) => {
  const order = await placeOrder('ideal');
  await openPaymentPage(page, order, 'ideal');
  await page.getByRole('button', { name: /Continue to iDEAL/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(result(page)).toHaveText('Payment result: Cancelled');
  await expect.poll(() => lastState(order)).toBe('failed');
});

test('gift card pays part, a card pays the rest → paid', async ({ page }) => {
  const order = await placeOrder('giftcard', 10);
  const total = Math.round(order.amountTotal * 100);
  expect(total).toBeGreaterThan(5000);
  await openPaymentPage(page, order, 'giftcard');
  await typeInto(securedInput(page, 'Gift card', 'Card number'), '6036280000000000000');
  await typeInto(securedInput(page, 'Gift card', 'Pin'), '123');
  await page
    .getByRole('region', { name: 'Gift card' })
    .getByRole('button', { name: /Redeem/ })
    .click();
  await expect(page.getByRole('status', { name: 'Order' })).toHaveText(`Order remaining: ${euro(total - 5000)}`);
  await expect.poll(() => lastState(order)).toBe('in_progress');
  await fillCard(page, '5555555555554444');
  await payButton(page).click();
  await expect(result(page)).toHaveText('Payment result: Authorised');
  await expect(page.getByRole('status', { name: 'Order' })).toHaveText(`Order remaining: ${euro(0)}`);
  await expect.poll(() => lastState(order)).toBe('paid');
  const parts = s().db.prepare("SELECT payment_method_type AS type, amount_minor AS value FROM adyen_payment WHERE order_id = ? AND result_code = 'Authorised' ORDER BY created_at").all(order.id);
  expect(parts).toEqual([
    { type: 'giftcard', value: 5000 },
    { type: 'scheme', value: total - 5000 },
  ]);
});

test('SEPA direct debit → paid (or in progress until the bank confirms)', async ({ page }) => {
  const order = await placeOrder('sepa');
  await openPaymentPage(page, order, 'sepa');
  const sepa = page.getByRole('region', { name: 'SEPA Direct Debit' });
  await sepa.getByLabel('Holder Name').fill('A. Schmidt');
  await sepa.getByLabel('Account Number (IBAN)').fill('DE89370400440532013000');
  await payButton(page, 'SEPA Direct Debit').click();
  await expect(result(page)).toHaveText(/^Payment result: (Authorised|Received|Pending)$/);
  await expect.poll(() => lastState(order)).toMatch(/^(paid|in_progress)$/);
});
