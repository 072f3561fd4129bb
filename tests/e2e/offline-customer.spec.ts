import { expect, test } from './fixtures';
import { cutNetwork, workerKeeps } from './network';
import { AccountPage } from './pages/AccountPage';

/**
 * The stable operator signed in with net prices, in the barn: a catalogue page the device holds
 * the build's data of (a guest opens it offline) used to show "Keine Verbindung" to them, as their
 * reads always go to the Store API. It now shows from the build's data, without the guest's prices
 * (their own are net), and back online their own prices replace the note on the same page.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const PRODUCT = '/Miscanthus-Einstreu-Premium/SW-MIS-100';
/** The product's category, linked from its breadcrumb: its payload is fetched while the product is on screen. */
const UNVISITED = '/Einstreu/Miscanthus/';
const NOTE = 'Ihr Preis erscheint online.';
const PAGE_NOTE = 'Ihr Preis wird angezeigt, sobald Sie wieder online sind.';
/** The product page's tax line for the customer's net prices. */
const OWN_PRICES = 'Preise zzgl. MwSt. zzgl. Versandkosten';

test('offline, a signed-in business customer opens a catalogue page they never opened from the build’s data, prices withheld, and back online sees their own net prices there', async ({
  page,
  shop,
  context,
}) => {
  const account = new AccountPage(page);
  await account.login('business@stallwerk.example', 'Stallwerk2026!');
  await shop.waitForServiceWorker();
  await shop.open(PRODUCT);
  await expect(shop.main.getByText(OWN_PRICES)).toBeVisible();
  const product = (await shop.main.getByRole('heading', { level: 1 }).innerText()).trim();
  // Links on screen bring their pages' build data along (what a guest reads offline too).
  await expect.poll(() => workerKeeps(page, `${UNVISITED}_payload.json`), { timeout: 30_000 }).toBe(true);

  const cards = shop.main.getByRole('article');
  let count = 0;
  const reconnect = await cutNetwork(context);
  try {
    await page.goto(UNVISITED);
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Miscanthus' })).toBeVisible();
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    count = await cards.count();
    expect(count).toBeGreaterThan(1);
    // Every card says its price shows online; no amount and no VAT note of a guest's is on the page.
    await expect(cards.getByText(NOTE, { exact: true })).toHaveCount(count);
    await expect(shop.main).not.toContainText('€');
    await expect(shop.main).not.toContainText('MwSt.');
    // Nor a guest's price range to filter by.
    await shop.main.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Preis', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The product opened online, from its card: the worker has the customer's own answers, so its
    // prices show; back on the listing they are withheld again.
    await cards.getByRole('link', { name: product, exact: true }).click();
    await expect(shop.main.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(shop.main.getByText(OWN_PRICES)).toBeVisible();
    await expect(shop.main.getByText(PAGE_NOTE)).toHaveCount(0);
    await page.goBack();
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Miscanthus' })).toBeVisible();
    await expect(cards.getByText(NOTE, { exact: true })).toHaveCount(count);
  } finally {
    await reconnect();
  }

  // Back online, on the same page: the customer's own (net) prices, the note gone.
  await expect(cards.first()).toContainText('zzgl. MwSt.');
  await expect(cards.first()).toContainText('€');
  await expect(cards).toHaveCount(count);
  await expect(cards.getByText(NOTE, { exact: true })).toHaveCount(0);
  await shop.main.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog').getByText('Preis', { exact: true })).toBeVisible();
});
