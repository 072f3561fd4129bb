import { expect, test } from './fixtures';

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
