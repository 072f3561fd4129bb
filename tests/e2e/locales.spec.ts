import { expect, test } from './fixtures';

test('ar-AE renders right to left', async ({ shop, page }) => {
  await shop.open('/', 'ar-AE');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-AE');
  await expect(page.getByRole('link', { name: 'Stallwerk – إلى الصفحة الرئيسية' })).toBeVisible();
  // The logo sits at the right edge in RTL.
  const box = await page.getByRole('link', { name: 'Stallwerk – إلى الصفحة الرئيسية' }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x + box!.width).toBeGreaterThan(width / 2);
});

test('the root page detects the browser language and remembers it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-GB$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'stallwerk-locale')?.value).toBe('en-GB');
  await context.close();
});

test('the language switch keeps the product page', async ({ shop, page }) => {
  await shop.open('/Miscanthus-Pellets/SW-MIS-120');
  await expect(shop.heading('Miscanthus-Pellets')).toBeVisible();
  // The browser's own select (a phone shows its native picker).
  await page.getByRole('combobox', { name: 'Sprache' }).first().selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/en-GB\/Miscanthus-Pellets\/SW-MIS-120/);
  await expect(shop.heading('Miscanthus Pellets')).toBeVisible();
});
