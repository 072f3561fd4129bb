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

test('the consent banner is part of the page: it shows with the first paint and takes a choice before the app has loaded', async ({ page }) => {
  // No app code at all: what the banner does here, index.html does by itself.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/ar-AE/checkout/cart');
  await expect(page.getByRole('region', { name: 'ملفات تعريف الارتباط والخصوصية' })).toBeVisible();
  await page.goto('/checkout/cart');
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  const stored = (await page.context().cookies()).find((c) => c.name === 'stallwerk-consent');
  expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ necessary: true, marketing: false, version: 1 });

  // With the app: the choice holds, the banner stays away.
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the consent banner’s settings open the dialog, whose choice the banner respects; axe finds nothing serious in either', async ({ page }) => {
  await page.goto('/en-GB/');
  await expect(page.locator('main#main')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Cookies and privacy' });
  await expect(banner).toBeVisible();
  const bannerScan = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#consent-banner').analyze();
  expect(bannerScan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await banner.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Marketing', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save selection' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  const stored = (await page.context().cookies()).find((c) => c.name === 'stallwerk-consent');
  expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ marketing: true });
});

test('the scroll-to-top button appears after scrolling more than 500 px and goes when back at the top', async ({ shop, page }) => {
  await shop.open('/Einstreu/');
  const button = page.getByRole('button', { name: 'An den Anfang scrollen' });
  await expect(button).toBeHidden();
  // Watched by an IntersectionObserver on a mark 500 px down (src/features/shell/ScrollToTop.tsx).
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
