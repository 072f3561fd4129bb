import { expect, test } from './fixtures';
import type { Locale } from './pages/ShopPage';

/**
 * Screenshots of the main pages at phone and desktop size in de-DE and ar-AE (RTL), written to
 * test-results/screens for a human look; the test asserts that nothing overflows sideways.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const PAGES: Array<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/Einstreu/' },
  { name: 'product', path: '/Miscanthus-Pellets/SW-MIS-120' },
  { name: 'cart', path: '/checkout/cart' },
  { name: 'guide', path: '/ratgeber/' },
];

for (const locale of ['de-DE', 'ar-AE'] as Locale[]) {
  for (const size of SIZES) {
    test(`screens ${locale} ${size.width}×${size.height}`, async ({ shop, page }) => {
      await page.setViewportSize(size);
      for (const { name, path } of PAGES) {
        await shop.open(path, locale);
        await expect(shop.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('load');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/screens/${locale}-${size.width}-${name}.png`, fullPage: true });
      }
    });
  }
}
