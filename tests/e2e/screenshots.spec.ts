import { expect, test } from './fixtures';
import type { Locale, ShopPage } from './pages/ShopPage';

/**
 * Screenshots of the main pages at phone and desktop size in de-DE and ar-AE (RTL), written to
 * test-results/screens for a human look; the test asserts that nothing overflows sideways.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** Pages by path, or reached by clicking (SEO paths differ per language). */
const PAGES: Array<{ name: string; path: string; follow?: (shop: ShopPage) => Promise<void> }> = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/', follow: (shop) => shop.openCategory(/./) },
  {
    name: 'product',
    path: '/',
    follow: async (shop) => {
      await shop.openCategory(/./);
      const h1 = shop.main.getByRole('heading', { level: 1 });
      const category = (await h1.textContent()) ?? '';
      await shop.main.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(h1).not.toHaveText(category);
      // Fill the cart for the cart page's screenshot.
      await shop.main
        .getByRole('button', { name: /In den Warenkorb|أضف إلى السلة/ })
        .first()
        .click();
      await expect(shop.page.getByRole('dialog')).toBeVisible();
      await shop.page.keyboard.press('Escape');
    },
  },
  { name: 'cart', path: '/checkout/cart' },
  { name: 'guide', path: '/ratgeber/' },
];

for (const locale of ['de-DE', 'ar-AE'] as Locale[]) {
  for (const size of SIZES) {
    test(`screens ${locale} ${size.width}×${size.height}`, async ({ shop, page }) => {
      await page.setViewportSize(size);
      for (const { name, path, follow } of PAGES) {
        await shop.open(path, locale);
        if (follow) await follow(shop);
        await expect(shop.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('load');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/screens/${locale}-${size.width}-${name}.png`, fullPage: true });
      }
    });
  }
}
