import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS } from './pages/CheckoutPage';
import type { Locale, ShopPage } from './pages/ShopPage';

/**
 * Every page the way a shopper sees it: four locales, phone and desktop, signed out, as a guest,
 * signed in as a private and as a business customer. Screenshots go to test-results/screens
 * (polish-<locale>-<width>-<page>.png) for a human look; each page is checked for sideways
 * overflow, for a visible main heading and for the document direction of its locale.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LOCALES: Locale[] = ['de-DE', 'en-GB', 'fr-FR', 'ar-AE'];
const ADD_TO_CART = /^(In den Warenkorb|Add to cart|Ajouter au panier|أضف إلى السلة)$/;

async function capture(shop: ShopPage, locale: Locale, width: number, name: string): Promise<void> {
  const { page } = shop;
  await expect(shop.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar-AE' ? 'rtl' : 'ltr');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/polish-${locale}-${width}-${name}.png`, fullPage: true });
}

for (const locale of LOCALES) {
  for (const size of SIZES) {
    test(`pages signed out and as a guest: ${locale} ${size.width}×${size.height}`, async ({ shop, page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await shop.open('/', locale);
      await capture(shop, locale, size.width, 'home');
      await shop.openCategory(/./);
      await capture(shop, locale, size.width, 'listing');
      await shop.main.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(shop.main.getByRole('button', { name: ADD_TO_CART }).first()).toBeVisible();
      await capture(shop, locale, size.width, 'product');
      await shop.main.getByRole('button', { name: ADD_TO_CART }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/polish-${locale}-${size.width}-sidecart.png` });
      await page.keyboard.press('Escape');
      await shop.open('/ratgeber/', locale);
      await capture(shop, locale, size.width, 'guide');
      await shop.open('/search?search=stroh', locale);
      await capture(shop, locale, size.width, 'search');
      const checkout = new CheckoutPage(page, locale);
      await checkout.fillCart([[PRODUCTS.treats, 2]]);
      await capture(shop, locale, size.width, 'cart');
      await page.goto(checkout.path('/checkout/register'));
      await capture(shop, locale, size.width, 'checkout-register');
      await checkout.continueAsGuest();
      await expect(checkout.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
      await capture(shop, locale, size.width, 'checkout-guest');
      await checkout.choosePayment(/Vorkasse|Prepayment|Paiement anticipé|الدفع المسبق/);
      await checkout.acceptTerms();
      await checkout.payButton().click();
      await checkout.resultPage('');
      await capture(shop, locale, size.width, 'success');
      await shop.open('/gibt-es-nicht-404', locale);
      await capture(shop, locale, size.width, 'not-found');
    });
  }
}

for (const [kind, email] of [['private', 'demo@stallwerk.example'], ['business', 'business@stallwerk.example']] as const) {
  for (const locale of ['de-DE', 'ar-AE'] as Locale[]) {
    test(`checkout signed in as a ${kind} customer: ${locale}`, async ({ shop, page }) => {
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
        await page.goto(checkout.path('/checkout/cart'));
        await capture(shop, locale, size.width, `cart-${kind}`);
      }
      await checkout.api.clearCart();
    });
  }
}
