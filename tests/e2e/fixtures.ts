import { test as base, expect, type Page } from '@playwright/test';
import { ShopPage } from './pages/ShopPage';

/** Consent decided (necessary only) so the banner does not cover the page; its own spec tests it. */
export async function decideConsent(page: Page, baseURL: string): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ necessary: true, marketing: false, version: 1, decidedAt: new Date().toISOString() }));
  await page.context().addCookies([{ name: 'stallwerk-consent', value, url: baseURL }]);
}

export const test = base.extend<{ shop: ShopPage }>({
  shop: async ({ page, baseURL }, provide) => {
    await decideConsent(page, baseURL!);
    await provide(new ShopPage(page));
  },
});

export { expect };
