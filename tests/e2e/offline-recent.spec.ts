import { expect, test } from './fixtures';
import { cutNetwork } from './network';

/**
 * The recently viewed products in the barn: with no connection the home page and a product page
 * (from the service worker) still offer them, as the cards were last seen, and say so.
 */
test.use({ serviceWorkers: 'allow' });

const LICK = '/Mineral-Leckstein-Natur/SW-MIN-130';
const PELLETS = '/Miscanthus-Pellets/SW-MIS-120';
const OFFLINE_NOTE = 'Ohne Verbindung: Produkte und Preise, wie Sie sie zuletzt gesehen haben.';

test('offline, the products opened last are still offered as last seen, and the row says so', async ({ shop, page, context }) => {
  await shop.open('/');
  await shop.waitForServiceWorker();
  const names: string[] = [];
  for (const path of [LICK, PELLETS]) {
    await shop.open(path);
    const heading = shop.main.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    names.push((await heading.innerText()).trim());
  }
  const [lick, pellets] = names;
  const row = shop.main.getByRole('region', { name: 'Zuletzt angesehen' });
  await shop.open('/');
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([pellets, lick]);
  await expect(row.getByText(OFFLINE_NOTE)).toHaveCount(0);

  // What the device kept for the lick stone, marked so the test can tell it from the shop's card.
  await page.evaluate(() => {
    const entries = JSON.parse(localStorage.getItem('sw-recently-viewed')!) as Array<{ cards: Record<string, { name: string; price: { unitPrice: number } }> }>;
    for (const e of entries) if (e.cards['de-DE'].name.startsWith('Mineral-Leckstein')) e.cards['de-DE'].price = { unitPrice: 1 };
    localStorage.setItem('sw-recently-viewed', JSON.stringify(entries));
  });

  const reconnect = await cutNetwork(context);
  try {
    await page.goto('/');
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([pellets, lick]);
    await expect(row.getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(row.getByRole('article').filter({ hasText: lick })).toContainText(/(?<![\d,])1,00\s€/);

    // A product page opened before, from the worker: the other product, never itself.
    await page.goto(PELLETS);
    await expect(shop.main.getByRole('heading', { level: 1, name: pellets })).toBeVisible();
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([lick]);
    await expect(row.getByText(OFFLINE_NOTE)).toBeVisible();

    // A page the device never opened cannot show offline; the products opened last still can.
    await page.goto('/Strohgranulat-fein-entstaubt/SW-STG-100.1');
    await expect(shop.main.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([pellets, lick]);
    await row.getByRole('link', { name: lick }).first().click();
    await expect(shop.main.getByRole('heading', { level: 1, name: lick })).toBeVisible();
  } finally {
    await reconnect();
  }

  // Back online: the shop's own cards again (the lick stone, opened last, first), the note gone.
  await page.goto('/');
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([lick, pellets]);
  await expect(row.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await expect(row.getByRole('article').filter({ hasText: lick })).not.toContainText(/(?<![\d,])1,00\s€/);
});
