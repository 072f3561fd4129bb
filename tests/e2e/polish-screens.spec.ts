import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS } from './pages/CheckoutPage';
import type { Locale, ShopPage } from './pages/ShopPage';

/**
 * Every page the way a shopper sees it (issue 18's sweep): four locales, phone and desktop, signed
 * out and as a guest, signed in as a private and as a business customer. Each page is checked for
 * what a shopper would notice at once — sideways scrolling on a phone, a missing main heading, the
 * wrong text direction, raw translation keys — and photographed to test-results/screens
 * (polish-<locale>-<width>-<page>.png) for a human look.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LOCALES: Locale[] = ['de-DE', 'en-GB', 'fr-FR', 'ar-AE'];
const ADD_TO_CART = /^(In den Warenkorb|Add to cart|Ajouter au panier|أضف إلى السلة)$/;
const PREPAYMENT = /Vorkasse|Prepayment|Paiement anticipé|الدفع المسبق/;
/** The advisor and the calculator exist in de-DE and en-GB only (spec). */
const ADVISOR: Partial<Record<Locale, string[]>> = {
  'de-DE': ['/ratgeber/einstreuberater', '/ratgeber/einstreurechner'],
  'en-GB': ['/ratgeber/bedding-advisor', '/ratgeber/bedding-calculator'],
};

/** Texts that look like an i18n key ("summary.netTotal") instead of words. */
async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*)+$/.test(text) && !/\.(de|com|example|pdf|png|jpg)$/.test(text)) found.push(text);
    }
    return found;
  });
}

async function capture(shop: ShopPage, locale: Locale, width: number, name: string): Promise<void> {
  const { page } = shop;
  await expect(shop.main.getByRole('heading', { level: 1 }).first(), `${name}: main heading`).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar-AE' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de-DE' ? /^de/ : new RegExp(`^${locale.slice(0, 2)}`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${locale} ${width} ${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await rawKeys(page), `${locale} ${width} ${name} shows raw translation keys`).toEqual([]);
  await page.screenshot({ path: `test-results/screens/polish-${locale}-${width}-${name}.png`, fullPage: true });
}

for (const locale of LOCALES) {
  for (const size of SIZES) {
    test(`every page signed out and as a guest: ${locale} ${size.width}×${size.height}`, async ({ shop, page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      await shop.open('/', locale);
      await capture(shop, locale, size.width, 'home');
      await shop.openCategory(/./);
      await capture(shop, locale, size.width, 'listing');
      await shop.main.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(shop.main.getByRole('button', { name: ADD_TO_CART }).first()).toBeVisible();
      await capture(shop, locale, size.width, 'product');
      await shop.main.getByRole('button', { name: ADD_TO_CART }).first().click();
      await expect(shop.page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/polish-${locale}-${size.width}-sidecart.png` });
      await page.keyboard.press('Escape');
      await expect(shop.page.getByRole('dialog')).toBeHidden();
      for (const [name, path] of [
        ['guide', '/ratgeber/'],
        ['search', '/search?search=stroh'],
        ['wishlist', '/wishlist'],
        ['login', '/login'],
        ['register', '/register'],
        ['recover', '/account/recover'],
        ['newsletter', '/newsletter-subscribe?unsubscribe'],
        ['not-found', '/gibt-es-nicht-404'],
        ...(ADVISOR[locale] ?? []).map((p, i) => [i === 0 ? 'advisor' : 'calculator', p]),
      ] as Array<[string, string]>) {
        await shop.open(path, locale);
        await capture(shop, locale, size.width, name);
      }
      const checkout = new CheckoutPage(page, locale);
      await checkout.fillCart([[PRODUCTS.treats, 2]]);
      await capture(shop, locale, size.width, 'cart');
      await page.goto(checkout.path('/checkout/register'));
      await capture(shop, locale, size.width, 'checkout-register');
      await checkout.continueAsGuest();
      await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
      await capture(shop, locale, size.width, 'checkout-guest');
      await checkout.choosePayment(PREPAYMENT);
      await checkout.acceptTerms();
      await checkout.payButton().click();
      await checkout.resultPage('');
      await capture(shop, locale, size.width, 'success');
    });
  }
}

for (const [kind, email] of [
  ['private', 'demo@stallwerk.example'],
  ['business', 'business@stallwerk.example'],
] as const) {
  for (const locale of LOCALES) {
    test(`signed in as a ${kind} customer: ${locale}`, async ({ shop, page }) => {
      test.setTimeout(180_000);
      const checkout = new CheckoutPage(page, locale);
      await checkout.fillCart([[PRODUCTS.mineral, 1]]);
      await checkout.login(email, 'Stallwerk2026!');
      await checkout.api.clearCart();
      await checkout.api.addToCart(PRODUCTS.mineral, 1);
      await checkout.api.addToCart(PRODUCTS.treats, 1);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(checkout.path('/checkout'));
        await checkout.expectCheckout();
        await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
        await capture(shop, locale, size.width, `checkout-${kind}`);
        for (const [name, path] of [
          ['cart', '/checkout/cart'],
          ['account', '/account'],
          ['profile', '/account/profile'],
          ['addresses', '/account/address'],
          ['payment', '/account/payment'],
          ['orders', '/account/order'],
          ['wishlist', '/wishlist'],
        ] as const) {
          await page.goto(checkout.path(path));
          await capture(shop, locale, size.width, `${name}-${kind}`);
        }
      }
      await checkout.api.clearCart();
    });
  }
}
