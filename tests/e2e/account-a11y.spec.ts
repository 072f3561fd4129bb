/**
 * The account pages for everyone: axe on every page (signed out and signed in), ar-AE right-to-left
 * at phone size (390×844) without horizontal scrolling; the screenshots are attached to the report.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPage } from './pages/AccountPage';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Colours are measured once nothing moves: a label caught mid-transition (MUI animates colour and
  // position) or a fading panel gives a contrast that no shopper ever sees at rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${where} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const SIGNED_OUT = ['/login', '/register', '/account/recover', '/reset-password?hash=unknown', '/registration/confirm?em=x&hash=y'];
const SIGNED_IN = ['/account', '/account/profile', '/account/address', '/account/payment'];

test('axe finds no serious violation on the account pages (de-DE)', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await expect(account.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/register');
  await account.main.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(account.textbox(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, '/register with errors');

  await account.registerConfirmed();
  await expectNoSeriousViolations(page, '/registration/confirm');
  for (const path of SIGNED_IN) {
    await page.goto(path);
    await expect(account.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/account/address');
  await account.main.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  await expect(page.getByRole('dialog', { name: 'Neue Adresse' })).toBeVisible();
  await expectNoSeriousViolations(page, 'address dialog');
});

test('ar-AE at 390×844: the account pages are right-to-left, fit the screen and pass axe', async ({ shop, page }, info) => {
  void shop;
  await page.setViewportSize({ width: 390, height: 844 });
  const account = new AccountPage(page, 'ar-AE');
  for (const path of ['/login', '/register', '/account/recover']) {
    await page.goto(account.path(path));
    await expect(account.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousViolations(page, `ar-AE ${path}`);
    await info.attach(`ar-AE ${path}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  await account.registerConfirmed();
  await expect(account.main.getByRole('heading', { level: 1, name: 'تأكيد التسجيل' })).toBeVisible();
  for (const path of ['/account', '/account/profile', '/account/address', '/account/payment']) {
    await page.goto(account.path(path));
    await expect(account.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'حسابي' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousViolations(page, `ar-AE ${path}`);
    await info.attach(`ar-AE ${path}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await page.screenshot({ path: `test-results/account-ar-AE${path.replace(/\//g, '-')}.png`, fullPage: true });
  }
});
