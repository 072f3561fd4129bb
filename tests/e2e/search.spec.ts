import { expect, test } from './fixtures';
import { layoutShift, watchLayoutShift } from './layoutShift';

test('search suggests products and categories while typing, keyboard first', async ({ shop, page }) => {
  await shop.open('/');
  const box = shop.searchBox();
  await box.fill('stroh');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('option', { name: /Strohpellets/ }).first()).toBeVisible();
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\/search/);
});

test('search results page lists matches for the entered term', async ({ shop, page }) => {
  await shop.open('/');
  await shop.searchBox().fill('Miscanthus');
  await expect(page.getByRole('listbox')).toBeVisible();
  await shop.searchBox().press('Enter');
  await expect(page).toHaveURL(/\/search\?search=Miscanthus/);
  await expect(shop.heading(/Suchergebnisse für „Miscanthus“/)).toBeVisible();
  await expect(shop.main.getByRole('link', { name: 'Miscanthus-Pellets', exact: true })).toBeVisible();
});

test('search results open on a phone without moving their cards, even when the page is measured before the browser’s first frame (issue 16, CLS)', async ({ shop, page }) => {
  void shop; // consent decided: no banner over the results
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShift(page);
  await page.addInitScript(() => {
    // A script that reads the layout every frame (a widget, an analytics tag, MUI measuring itself):
    // the browser then lays the cards out before it has found which of them are on screen.
    const measure = () => {
      document.querySelector('main article')?.getBoundingClientRect();
      if (performance.now() < 10_000) requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
  await page.goto('/search?search=stroh');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(8);
  // The first rows are laid out with the page; the cards below wait until they come near the screen.
  const visibility = await cards.evaluateAll((articles) => articles.map((a) => getComputedStyle(a).contentVisibility));
  expect(visibility.slice(0, 8)).toEqual(Array(8).fill('visible'));
  expect(visibility.slice(8).every((v) => v === 'auto')).toBe(true);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  // The first card's image is square, as the card was laid out from the start.
  const image = (await cards.first().locator('img').first().boundingBox())!;
  expect(Math.abs(image.height - image.width)).toBeLessThanOrEqual(1);
  const shift = await layoutShift(page);
  expect(shift).toBeLessThan(0.005);
});
