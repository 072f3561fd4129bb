import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS, StoreApi } from './pages/CheckoutPage';
import { prefix } from './pages/ShopPage';

/**
 * Storefront polish (issue 18): what a shopper notices in Arabic, on a phone and after ordering.
 * Each test proves one fix; screenshots of what it checks go to test-results/screens.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function productPath(page: Page, productNumber: string): Promise<string> {
  return `/detail/${await new StoreApi(page).productId(productNumber)}`;
}

test('cart heading and item count are separate elements with a space between them (de-DE and ar-AE)', async ({ shop, page }) => {
  void shop;
  for (const locale of ['de-DE', 'ar-AE'] as const) {
    const checkout = new CheckoutPage(page, locale);
    await checkout.fillCart([[PRODUCTS.treats, 2]]);
    const h1 = checkout.main.getByRole('heading', { level: 1 });
    const count = checkout.main.getByTestId('cart-count');
    await expect(h1).toHaveText(locale === 'de-DE' ? 'Warenkorb' : 'سلة التسوق');
    await expect(count).toHaveText(locale === 'de-DE' ? '2 Artikel' : /منتج|منتجان/);
    // Not inside the heading, and read with a space between them.
    await expect(h1.getByTestId('cart-count')).toHaveCount(0);
    expect(await h1.locator('..').textContent()).toMatch(locale === 'de-DE' ? /^Warenkorb\s+2 Artikel$/ : /^سلة التسوق\s+\S/);
    const [heading, counter] = [await box(h1), await box(count)];
    if (locale === 'de-DE') expect(counter.x).toBeGreaterThanOrEqual(heading.x + heading.width + 4);
    else expect(counter.x + counter.width).toBeLessThanOrEqual(heading.x - 4);
    await checkout.api.clearCart();
  }
});

test("on a phone, no notification covers the side cart's checkout button", async ({ shop, page }) => {
  await page.setViewportSize(PHONE);
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([['SW-ZUB-110', 3]]);
  // The wheelbarrow has 3 in stock: one more makes the server reduce the quantity and say so.
  await shop.open(await productPath(page, 'SW-ZUB-110'));
  await shop.main
    .getByRole('button', { name: /In den Warenkorb/ })
    .first()
    .click();
  const sideCart = shop.sideCart();
  await expect(sideCart).toBeVisible();
  const message = page.getByTestId('notifications').getByRole('alert').or(page.getByTestId('notifications').getByRole('status')).first();
  await expect(message).toBeVisible();
  const button = sideCart.getByRole('link', { name: 'Zur Kasse' });
  await expect(button).toBeVisible();
  const target = await box(button);
  for (const element of await page.getByTestId('notifications').locator('*').all()) {
    const b = await element.boundingBox();
    if (b) expect(overlaps(b, target), 'a notification element covers "Zur Kasse"').toBe(false);
  }
  // The button is the topmost element at its centre: it can be tapped.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', { x: target.x + target.width / 2, y: target.y + target.height / 2 });
  expect(hit).toContain('Zur Kasse');
  await page.screenshot({ path: 'test-results/screens/polish-de-DE-390-sidecart-notification.png' });
  await checkout.api.clearCart();
});

test('the en-GB footer guide link leads to /en-GB/ratgeber… in the same tab', async ({ shop, page }) => {
  await shop.open('/', 'en-GB');
  const link = page.locator('footer').getByRole('link', { name: 'Bedding guide' });
  await expect(link).toHaveAttribute('href', /^\/en-GB\/ratgeber\//);
  await expect(link).not.toHaveAttribute('target', /.*/);
  await link.click();
  await expect(page).toHaveURL(/\/en-GB\/ratgeber\//);
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
});

test('a business customer sees net subtotal, net shipping, net total, VAT per rate and the gross total', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.mineral, 1]]);
  await checkout.login('business@stallwerk.example', 'Stallwerk2026!');
  await checkout.api.clearCart();
  await checkout.api.addToCart(PRODUCTS.mineral, 1);
  await checkout.api.addToCart(PRODUCTS.treats, 1);
  await page.reload();
  await checkout.expectCheckout();
  const cart = await checkout.api.call('GET', '/checkout/cart');
  expect(cart.price.taxStatus).toBe('net');
  const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);
  const taxes: Array<{ taxRate: number; tax: number }> = cart.price.calculatedTaxes;
  const net = Math.round((cart.price.totalPrice - taxes.reduce((s, t) => s + t.tax, 0)) * 100) / 100;
  const row = (rows: Locator, label: string | RegExp) => rows.locator('> div').filter({ hasText: label });
  for (const path of ['/checkout', '/checkout/cart']) {
    await page.goto(path);
    const rows = checkout.main.getByTestId('summary-rows');
    await expect(rows).toHaveAttribute('data-tax-status', 'net');
    await expect(row(rows, /^Zwischensumme netto/)).toContainText(euro(cart.price.positionPrice));
    await expect(row(rows, /^Versandkosten netto/)).toBeVisible();
    await expect(row(rows, /^Gesamtsumme netto/)).toContainText(euro(net));
    for (const tax of taxes) await expect(row(rows, `zzgl. ${tax.taxRate} % MwSt.`)).toContainText(euro(tax.tax));
    await expect(row(rows, /^Gesamtsumme brutto/)).toContainText(euro(cart.price.totalPrice));
    await page.screenshot({ path: `test-results/screens/polish-de-DE-1280-business${path.replace(/\//g, '-')}.png`, fullPage: true });
  }
  await checkout.api.clearCart();
});

test('the success page names each option with its group ("Verpackung: Sack", never ": Sack")', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([['SW-MIS-100.1', 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/Vorkasse/);
  await checkout.acceptTerms();
  await checkout.payButton().click();
  await checkout.resultPage('');
  const options = checkout.main.getByTestId('line-options');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveText(/^\S[^:]*: Sack$/);
});

test('guests are not offered invoice', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page, 'en-GB');
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(checkout.paymentMethod(/Prepayment/)).toBeVisible();
  await expect(checkout.paymentMethod(/Invoice/)).toHaveCount(0);
});

test('Arabic: the review meta keeps name and date in their own isolated runs', async ({ shop, page }) => {
  await shop.open('/', 'ar-AE');
  await shop.open(await productPath(page, 'SW-MIS-100'), 'ar-AE');
  const review = shop.main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Gut, aber ...' }) });
  const meta = review.getByTestId('review-meta');
  await expect(meta).toBeVisible();
  const runs = meta.locator(':scope > bdi');
  await expect(runs).toHaveCount(2);
  await expect(runs.first()).toContainText('Melanie K.');
  await expect(runs.first().locator('bdi')).toHaveText('Melanie K.');
  const date = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium' }).format(new Date('2026-06-11T12:00:00Z'));
  await expect(runs.nth(1)).toHaveText(date);
  await meta.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/polish-ar-AE-1280-review-meta.png' });
});

test('Arabic checkout: "3-D Secure" stays one run and the card form speaks Arabic', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page, 'ar-AE');
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  await checkout.choosePayment(/بطاقة ائتمان/);
  await expect(checkout.main.locator('bdi', { hasText: '3-D Secure' })).toBeVisible();
  const element = checkout.main.getByTestId('payment-element');
  await expect(element.locator('iframe[title]')).toHaveCount(3, { timeout: 30_000 });
  await expect(element.getByText('رقم البطاقة').first()).toBeVisible();
  await expect(element.getByText('تاريخ انتهاء الصلاحية').first()).toBeVisible();
  await expect(element.getByText('رمز الأمان').first()).toBeVisible();
  expect(await element.innerText()).not.toMatch(/Card number|Expiry date|Security code|Name on card|All fields are required/);
  await expect(element.locator('iframe[title="رقم البطاقة"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/polish-ar-AE-1280-card-form.png', fullPage: true });
});

test("home: the handbook product card keeps a card's size", async ({ shop, page }) => {
  await page.setViewportSize(DESKTOP);
  await shop.open('/');
  const card = shop.main.getByTestId('cms-product-box').getByRole('article');
  await expect(card).toBeVisible();
  const b = await box(card);
  expect(b.width).toBeLessThanOrEqual(340);
  expect(b.height).toBeLessThan(700);
});

test('a page opened by a deep link starts at the top even after a scrolled page in the same tab', async ({ shop, page }) => {
  await page.setViewportSize(DESKTOP);
  await shop.open('/');
  await page.waitForLoadState('load');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  // Another page opened by a full load (typed address, link from a mail) in the same tab.
  await page.goto(`${prefix('de-DE')}/ratgeber/`);
  await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The app turns restoration off in a task of its own at start-up; wait for it, not for time.
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
});
