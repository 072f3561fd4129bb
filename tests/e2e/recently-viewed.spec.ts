import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The products this device opened last (localStorage 'sw-recently-viewed'): a row on the home
 * page, on other product pages, in the empty cart, after a search without results and on the
 * 404 page, with the shop's current cards.
 */
const KEY = 'sw-recently-viewed';
const LICK = '/Mineral-Leckstein-Natur/SW-MIN-130';
const PELLETS = '/Miscanthus-Pellets/SW-MIS-120';
const GRANULATE_10 = '/Strohgranulat-fein-entstaubt/SW-STG-100.1';
const GRANULATE_20 = '/Strohgranulat-fein-entstaubt/SW-STG-100.2';

interface Kept {
  key: string;
  productId: string;
  viewedAt: number;
  cards: Record<string, { name: string; price: { unitPrice: number } }>;
}
const kept = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Kept[], KEY);
const row = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Zuletzt angesehen' });
const cardNames = (page: Page) => row(page).getByRole('heading', { level: 3 });

async function openProduct(shop: { open(path: string): Promise<void>; main: import('@playwright/test').Locator }, path: string): Promise<string> {
  await shop.open(path);
  const heading = shop.main.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

test('the products opened last come back on the home page, other product pages and the empty cart, newest first and current', async ({ shop, page }) => {
  await shop.open('/');
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  // A first visit has no history: no row, and its code is not even loaded.
  await expect(row(page)).toHaveCount(0);

  const rowCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/RecentlyViewedRow-/.test(r.url())) rowCode.push(r.url());
  });
  const lick = await openProduct(shop, LICK);
  // The first product page has only itself in the history: the row's code is not loaded for it.
  await page.waitForLoadState('networkidle');
  expect(rowCode).toEqual([]);
  const pellets = await openProduct(shop, PELLETS);
  const granulate = await openProduct(shop, GRANULATE_10);
  // The page shows the other two, never itself.
  await expect(cardNames(page)).toHaveText([pellets, lick]);
  // Another variant of the same product replaces its entry instead of adding one.
  await openProduct(shop, GRANULATE_20);
  await expect(cardNames(page)).toHaveText([pellets, lick]);
  await expect.poll(async () => (await kept(page)).length).toBe(3);

  // The card kept for the lick stone is weeks old, at a price the shop no longer asks; a product
  // the shop took off is in the history too.
  await page.evaluate((key) => {
    const entries = JSON.parse(localStorage.getItem(key)!) as Kept[];
    for (const e of entries) if (e.cards['de-DE'].name.startsWith('Mineral-Leckstein')) e.cards['de-DE'].price = { unitPrice: 1 };
    entries.push({ key: 'f'.repeat(32), productId: 'f'.repeat(32), viewedAt: 1, cards: { 'de-DE': { ...entries[0].cards['de-DE'], name: 'Gibt es nicht mehr' } } });
    localStorage.setItem(key, JSON.stringify(entries));
  }, KEY);

  await shop.open('/');
  await expect(cardNames(page)).toHaveText([granulate, pellets, lick]);
  // The shop's current price, not the kept one; the product that is gone is dropped for good.
  const lickCard = row(page).getByRole('article').filter({ hasText: lick });
  await expect(lickCard).toContainText(/\d,\d\d\s€/);
  await expect(lickCard).not.toContainText(/(?<![\d,])1,00\s€/);
  await expect.poll(async () => (await kept(page)).map((e) => e.cards['de-DE'].name)).toEqual([granulate, pellets, lick]);
  expect((await kept(page)).find((e) => e.cards['de-DE'].name === lick)!.cards['de-DE'].price.unitPrice).toBeGreaterThan(1);
  // One read for the whole row, whatever its length.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/store-api/product') && r.method() === 'POST') reads.push(r.postData() ?? '');
  });
  await page.reload();
  await expect(cardNames(page)).toHaveText([granulate, pellets, lick]);
  expect(reads.filter((body) => body.includes('"ids"'))).toHaveLength(1);

  // An empty cart offers them as the way back, and their cards work as everywhere.
  await shop.open('/checkout/cart');
  await expect(shop.main.getByText('Ihr Warenkorb ist leer')).toBeVisible();
  await expect(cardNames(page)).toHaveText([granulate, pellets, lick]);
  await row(page).getByRole('article').filter({ hasText: pellets }).getByRole('button', { name: 'In den Warenkorb' }).click();
  // The new line shows on the page itself (no side cart over it), and a message says so.
  await expect(page.getByRole('status').filter({ hasText: `${pellets} liegt im Warenkorb.` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Ihr Warenkorb' })).toHaveCount(0);
  await expect(shop.main.getByText('Ihr Warenkorb ist leer')).toHaveCount(0);
  await expect(shop.main.getByRole('link', { name: pellets }).first()).toBeVisible();

  // Dead ends offer them as ways on: a search without results, a page that does not exist.
  await shop.open('/search?search=xqzvw');
  await expect(shop.main.getByText('Zu „xqzvw“ haben wir nichts gefunden.')).toBeVisible();
  await expect(cardNames(page)).toHaveText([granulate, pellets, lick]);
  await shop.open('/gibt-es-nicht');
  await expect(shop.main.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(cardNames(page)).toHaveText([granulate, pellets, lick]);

  // In English the same history, in English.
  await shop.open('/', 'en-GB');
  const english = page.getByRole('main').getByRole('region', { name: 'Recently viewed' });
  await expect(english.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(english.getByRole('heading', { level: 3 }).first()).toHaveText('Straw Granulate Fine Dedusted');
});

test('one button forgets the history; focus lands on what happened; axe finds nothing serious in the row', async ({ shop, page }) => {
  await openProduct(shop, LICK);
  await openProduct(shop, PELLETS);
  await shop.open('/');
  await expect(cardNames(page)).toHaveCount(2);
  // The row sits below the home page's own content and keeps the page's order of headings.
  await row(page).scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page: page as never }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await row(page).getByRole('button', { name: 'Verlauf löschen' }).click();
  const status = shop.main.getByRole('status').filter({ hasText: 'Der Verlauf der zuletzt angesehenen Produkte ist gelöscht.' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(row(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await shop.open(PELLETS);
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(row(page)).toHaveCount(0);
});
