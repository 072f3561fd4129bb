/**
 * The checkout for everyone: axe on every checkout screen, keyboard-only ordering, right-to-left
 * in ar-AE and a phone-sized screen (390×844) without horizontal scrolling. Screenshots of the
 * phone screens are attached to the report.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS } from './pages/CheckoutPage';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Contrast is judged on what the reader sees once things stand still: a field fading in (the
  // payment provider's card fields take 0.25 s) is part transparent and would count as low contrast.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length), { timeout: 15_000 }).toBe(0);
  // @axe-core/playwright types its own playwright-core; the page is the same object. The payment
  // provider's iframes are its own documents (checked by the provider), not ours.
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
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
}

/** Nothing sticks out on the side (the offending elements are named when something does). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 || el.getBoundingClientRect().left < -1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`);
  });
  expect(wide).toEqual([]);
}

async function attachScreenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  await info.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('axe finds no serious or critical violation on the checkout screens', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await page.goto('/checkout/register');
  await expect(checkout.main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/checkout/register/register-as-customer');
  await expect(checkout.main.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await checkout.submitRegistration();
  await expect(checkout.textbox(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  await checkout.continueAsGuest();
  await expect(checkout.main.getByTestId('payment-element').locator('iframe')).toHaveCount(3, { timeout: 30_000 });
  // The card form stays transparent (`…--loading`) until its secured fields have loaded.
  await expect(checkout.main.getByTestId('payment-element').locator('[class*="--loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoSeriousViolations(page);

  await checkout.choosePayment(/Vorkasse/);
  await checkout.acceptTerms();
  await checkout.payButton().click();
  await checkout.resultPage('');
  await expectNoSeriousViolations(page);
});

test('keyboard only: terms, pay button and the order', async ({ shop, page }) => {
  void shop;
  const checkout = new CheckoutPage(page);
  await checkout.fillCart([[PRODUCTS.treats, 1]]);
  await checkout.continueAsGuest();
  const prepayment = checkout.paymentMethod(/Vorkasse/);
  await prepayment.focus();
  await page.keyboard.press('Space');
  await expect(prepayment).toBeChecked();
  await expect(prepayment).toBeEnabled();
  await checkout.terms().focus();
  await page.keyboard.press('Space');
  await expect(checkout.terms()).toBeChecked();
  // The terms link comes first, then the pay button.
  await page.keyboard.press('Tab');
  await expect(checkout.main.getByRole('link', { name: 'AGB' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(checkout.payButton()).toBeFocused();
  await page.keyboard.press('Enter');
  const orderId = await checkout.resultPage('');
  expect((await checkout.api.order(orderId)).paymentMethod).toBe('prepayment');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('ar-AE: the checkout is right-to-left and in Arabic', async ({ shop, page }, info) => {
    void shop;
    const checkout = new CheckoutPage(page, 'ar-AE');
    await checkout.fillCart([[PRODUCTS.treats, 1]]);
    await checkout.continueAsGuest();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(checkout.main.getByRole('heading', { level: 2, name: 'طريقة الدفع' })).toBeVisible();
    // The pay button's start edge is on the right in RTL.
    const button = await checkout.payButton().boundingBox();
    const icon = await checkout.payButton().locator('svg').first().boundingBox();
    expect(icon!.x).toBeGreaterThan(button!.x + button!.width / 2);
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, info, 'ar-AE checkout 390x844');
    await checkout.choosePayment(/الدفع المسبق/);
    await checkout.payButton().click();
    await expect(checkout.main.getByText('يجب عليك قبول الشروط والأحكام قبل الدفع.')).toBeVisible();
  });

  test('390×844: entry, guest form, checkout and success fit the phone', async ({ shop, page }, info) => {
    void shop;
    const checkout = new CheckoutPage(page);
    await checkout.fillCart([[PRODUCTS.treats, 2]]);
    await page.goto('/checkout/register');
    await expect(checkout.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, info, 'entry 390x844');
    await checkout.continueAsGuest();
    await expect(checkout.main.getByTestId('payment-element').locator('iframe')).toHaveCount(3, { timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, info, 'checkout 390x844');
    await checkout.choosePayment(/Vorkasse/);
    await checkout.acceptTerms();
    await checkout.payButton().click();
    await checkout.resultPage('');
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, info, 'success 390x844');
  });
});
