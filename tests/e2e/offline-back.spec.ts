import { expect, test } from './fixtures';
import { cutNetwork } from './network';
import { AccountPage } from './pages/AccountPage';

/**
 * A page the device never opened cannot show without a connection. Carried from the barn back into
 * signal, the phone shows it by itself: no tap on "Erneut versuchen", no reload of the document.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const NEVER_OPENED = '/Strohgranulat-fein-entstaubt/SW-STG-100.1';
const AUTO = 'Sobald die Verbindung zurück ist, lädt diese Seite von selbst.';

test('a page that could not load offline loads by itself when the connection is back, in the same document', async ({ shop, page, context }) => {
  await shop.open('/');
  await shop.waitForServiceWorker();

  const reconnect = await cutNetwork(context);
  let reconnected = false;
  try {
    await page.goto(NEVER_OPENED);
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
    await expect(shop.main.getByText(AUTO, { exact: false })).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await reconnect();
    reconnected = true;
    await expect(shop.main.getByRole('heading', { level: 1, name: /Strohgranulat/ })).toBeVisible();
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(shop.main.getByRole('button', { name: /In den Warenkorb/ }).first()).toBeEnabled();
  } finally {
    if (!reconnected) await reconnect();
  }
});

test('the account and the order history, online-only, read themselves again when the connection is back', async ({ shop, page, context }) => {
  const account = new AccountPage(page);
  await account.login('business@stallwerk.example', 'Stallwerk2026!');
  await shop.waitForServiceWorker();
  // Opened once online: the worker keeps their code, not their data (online-only).
  await shop.open('/account/order');
  await expect(shop.main.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  await shop.open('/account');
  await expect(shop.main.getByRole('link', { name: 'Meine Bestellungen anzeigen' })).toBeVisible();

  let reconnect = await cutNetwork(context);
  await page.reload();
  await expect(shop.main.getByRole('status').filter({ hasText: 'Ihr Kundenkonto braucht eine Verbindung.' })).toContainText(AUTO);
  await reconnect();
  await expect(shop.main.getByRole('link', { name: 'Meine Bestellungen anzeigen' })).toBeVisible();
  await expect(shop.main.getByText('Ihr Kundenkonto braucht eine Verbindung.', { exact: false })).toHaveCount(0);

  reconnect = await cutNetwork(context);
  await shop.main.getByRole('link', { name: 'Meine Bestellungen anzeigen' }).click();
  await expect(shop.main.getByRole('status').filter({ hasText: 'Ihre Bestellungen können gerade nicht geladen werden' })).toContainText(AUTO);
  await reconnect();
  await expect(shop.main.getByText('Ihre Bestellungen können gerade nicht geladen werden', { exact: false })).toHaveCount(0);
  await expect(shop.main.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  await expect(shop.main.getByText(/Sie haben noch keine Bestellungen aufgegeben\.|\d+ Bestellung/).first()).toBeVisible();
});
