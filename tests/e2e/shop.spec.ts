import { expect, test } from './fixtures';
import type { Locale } from './pages/ShopPage';
import { CartPage } from './pages/CartPage';

const FLOWS: Array<{
  locale: Locale;
  category: RegExp;
  filterGroup: RegExp;
  filterOption: RegExp;
  product: RegExp;
  variant: RegExp;
  results: RegExp;
  addToCart: RegExp;
  editCart: RegExp;
  cartTitle: RegExp;
  invalidPromo: RegExp;
  emptyPromo: RegExp;
  promoApplied: RegExp;
}> = [
  {
    locale: 'de-DE',
    category: /^Einstreu$/,
    filterGroup: /Einstreuart/,
    filterOption: /^Miscanthus$/,
    product: /^Miscanthus-Pellets$/,
    variant: /Halbe Palette/,
    results: /\d+ Produkte?/,
    addToCart: /^In den Warenkorb$/,
    editCart: /Warenkorb bearbeiten/,
    cartTitle: /^Warenkorb/,
    invalidPromo: /Der Aktionscode „GIBTESNICHT“ ist ungültig/,
    emptyPromo: /Bitte einen Aktionscode eingeben/,
    promoApplied: /10 % Stallrabatt/,
  },
  {
    locale: 'en-GB',
    category: /^Bedding$/,
    filterGroup: /Bedding type/,
    filterOption: /^Miscanthus$/,
    product: /^Miscanthus Pellets$/,
    variant: /Half pallet/,
    results: /\d+ products?/,
    addToCart: /^Add to cart$/,
    editCart: /Edit cart/,
    cartTitle: /^Cart/,
    invalidPromo: /The promo code “GIBTESNICHT” is not valid/,
    emptyPromo: /Enter a promo code/,
    promoApplied: /10% stable discount/,
  },
];

for (const flow of FLOWS) {
  test(`${flow.locale}: home → category → filter → product → variant → cart with promotion codes`, async ({ shop, page }) => {
    await shop.open('/', flow.locale);
    await expect(page.locator('html')).toHaveAttribute('lang', flow.locale);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();

    await shop.openCategory(flow.category);
    await expect(shop.heading(flow.category)).toBeVisible();
    const count = shop.main.getByRole('status').filter({ hasText: flow.results });
    const before = await count.textContent();

    const filters = shop.main.getByRole('complementary');
    await filters.getByRole('button', { name: flow.filterGroup }).click();
    const option = filters.getByRole('checkbox', { name: flow.filterOption });
    await option.click();
    await expect(option).toBeChecked();
    await expect(page).toHaveURL(/properties=/);
    await expect(count).not.toHaveText(before ?? '');

    await shop.main.getByRole('link', { name: flow.product }).first().click();
    await expect(shop.heading(flow.product)).toBeVisible();
    const number = shop.main.getByText(/SW-MIS-120/).first();
    const numberBefore = await number.textContent();
    await shop.main.getByRole('button', { name: flow.variant }).click();
    await expect(shop.main.getByRole('button', { name: flow.variant })).toHaveAttribute('aria-pressed', 'true');
    await expect(number).not.toHaveText(numberBefore ?? '');

    await shop.main.getByRole('button', { name: flow.addToCart }).click();
    const sideCart = shop.sideCart();
    await expect(sideCart.getByRole('link', { name: flow.product })).toBeVisible();
    await sideCart.getByRole('link', { name: flow.editCart }).click();

    const cart = new CartPage(page);
    await expect(shop.heading(flow.cartTitle)).toBeVisible();
    await expect(cart.lineItem(flow.product)).toBeVisible();

    await cart.redeem('');
    await expect(cart.promoField()).toHaveAccessibleDescription(flow.emptyPromo);
    await cart.redeem('GIBTESNICHT');
    await expect(page.getByRole('alert').filter({ hasText: flow.invalidPromo })).toBeVisible();
    const totalBefore = await cart.total();
    await cart.redeem('STALL10');
    await expect(shop.main.getByRole('button', { name: flow.promoApplied })).toBeVisible();
    await expect.poll(() => cart.total()).not.toBe(totalBefore);
  });
}

test('a listing link with a mangled filter (a stale bookmark, a cut-off share) shows the listing, filtered by what is left', async ({ shop, page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The Store API refuses a listing whose filter holds anything but ids (400): the page was an error page.
  await shop.open('/Einstreu/Strohpellets/?properties=x|%3Cscript%3E&manufacturer=1234&order=price-asc');
  await expect(shop.heading('Strohpellets')).toBeVisible();
  await expect(shop.main.getByRole('article').first()).toBeVisible();
  await expect(shop.main.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a product can be shared: the share sheet where the phone has one, else its link copied with a message (de-DE, ar-AE)', async ({ shop, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A browser without a share sheet (a desktop): the link is copied.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('sheet')) Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await shop.open('/Anhaengermatte/SW-STM-130');
  await shop.main.getByRole('button', { name: 'Teilen', exact: true }).click();
  await expect(page.getByText('Link kopiert – fügen Sie ihn ein, wo Sie ihn teilen möchten.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/Anhaengermatte/SW-STM-130', page.url()).href);

  // A phone's share sheet gets the product's name and address; closing it says nothing.
  await page.evaluate(() => sessionStorage.setItem('sheet', '1'));
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        w.__shared.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
  await shop.open('/ar-AE/Trailer-Mat/SW-STM-130');
  await shop.main.getByRole('button', { name: 'مشاركة', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: 'حصيرة مقطورة الخيل', text: 'حصيرة مقطورة الخيل لدى Stallwerk', url: new URL('/ar-AE/Trailer-Mat/SW-STM-130', page.url()).href }]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
