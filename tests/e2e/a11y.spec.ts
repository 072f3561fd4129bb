import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/Einstreu/' },
  { name: 'product', path: '/Miscanthus-Pellets/SW-MIS-120' },
  { name: 'cart', path: '/checkout/cart' },
];

for (const { name, path } of PAGES) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ shop, page }) => {
    await shop.open(path);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
    // @axe-core/playwright types its own playwright-core; the page is the same object.
    const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
  });
}

test('the consent banner offers equal choices and remembers them', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
});

test('the scroll-to-top button appears after scrolling', async ({ shop, page }) => {
  await shop.open('/Einstreu/');
  const button = page.getByRole('button', { name: 'An den Anfang scrollen' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
