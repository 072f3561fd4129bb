import { expect, type Locator, type Page } from '@playwright/test';

export type Locale = 'de-DE' | 'en-GB' | 'fr-FR' | 'ar-AE';

export const prefix = (locale: Locale) => (locale === 'de-DE' ? '' : `/${locale}`);

/** The storefront as a shopper sees it: header, navigation, search, side cart. */
export class ShopPage {
  constructor(readonly page: Page) {}

  async open(path: string, locale: Locale = 'de-DE'): Promise<void> {
    await this.page.goto(`${prefix(locale)}${path}`);
    await expect(this.page.locator('main#main')).toBeVisible();
    // A prerendered page shows before the app runs; the app marks the document when it does.
    await expect(this.page.locator('html[data-app="ready"]')).toBeAttached();
  }

  get header(): Locator {
    return this.page.locator('header').first();
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  heading(name: string | RegExp, level = 1): Locator {
    return this.main.getByRole('heading', { level, name });
  }

  searchBox(): Locator {
    return this.page.getByRole('combobox', { name: /Suche|Search|Recherche|بحث/ }).first();
  }

  /** Opens a top category from the main navigation (desktop) or the menu drawer (phone). */
  async openCategory(top: string | RegExp, child?: string | RegExp): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: /Hauptnavigation|Main navigation|Navigation principale|التنقل الرئيسي/ }).first();
    const opener = nav.getByRole('button', { name: top }).first();
    if (await opener.isVisible()) {
      await opener.click();
      await this.page
        .getByRole('presentation')
        .getByRole('link', { name: child ?? /^(Alles in|Everything in|Tout dans|كل ما في)/ })
        .first()
        .click();
    } else {
      await this.page.getByRole('button', { name: /Menü öffnen|Open menu|Ouvrir le menu|فتح القائمة/ }).click();
      const drawer = this.page.getByRole('presentation').getByRole('navigation');
      await drawer.getByRole('link', { name: top }).first().click();
    }
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The first visit installs the service worker; it controls the page once activated. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
  }

  sideCart(): Locator {
    return this.page.getByRole('dialog', { name: /Ihr Warenkorb|Your cart/ });
  }
}
