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

test('the texts every page shows come as one file of the locale; a screen with texts of its own loads just those besides', async ({ shop, page }) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/locale-([a-z]{2}-[A-Z]{2}-[a-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) files.push(name);
  });
  await shop.open('/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  // Header (common), cards (catalog), the side cart (cart) and its empty state: all from that one file.
  await page
    .getByRole('button', { name: /^Warenkorb/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Ihr Warenkorb' }).getByText('Ihr Warenkorb ist leer')).toBeVisible();
  expect(files).toEqual(['de-DE-shell']);
  await page.keyboard.press('Escape');

  // The advisor's texts are its own file, loaded when it opens.
  await shop.main.getByRole('link', { name: 'Zum Einstreuberater' }).click();
  await expect(shop.heading('Einstreuberater')).toBeVisible();
  expect(files).toContain('de-DE-advisor');
  expect(files.filter((file) => file.endsWith('-shell'))).toEqual(['de-DE-shell']);

  // Another locale: its own one file.
  files.length = 0;
  await shop.open('/', 'en-GB');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty')).toBeVisible();
  expect(files).toEqual(['en-GB-shell']);
});
