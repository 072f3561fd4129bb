import { expect, test } from './fixtures';

test('the guide lists articles and opens one', async ({ shop, page }) => {
  await shop.open('/ratgeber/');
  await expect(shop.heading('Ratgeber')).toBeVisible();
  const article = shop.main.getByRole('link', { name: /Miscanthus, Strohpellets oder Strohgranulat/ });
  await article.click();
  await expect(page).toHaveURL(/\/ratgeber\/einstreu-ratgeber\/miscanthus-strohpellets-strohgranulat-vergleich\/$/);
  await expect(shop.heading(/Miscanthus, Strohpellets oder Strohgranulat\?/)).toBeVisible();
  await expect(shop.main.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Ratgeber', exact: true })).toBeVisible();
});

test('the blog section lists its posts', async ({ shop }) => {
  await shop.open('/ratgeber/blog/');
  await expect(shop.heading('Blog')).toBeVisible();
  await expect(shop.main.getByRole('article')).toHaveCount(3);
});
