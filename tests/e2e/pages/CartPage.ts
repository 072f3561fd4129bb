import type { Locator, Page } from '@playwright/test';

/** The cart page (/checkout/cart). */
export class CartPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.locator('main#main');
  }

  lineItem(name: string | RegExp): Locator {
    return this.main.getByRole('link', { name });
  }

  promoField(): Locator {
    return this.main.getByRole('textbox', { name: /Aktionscode|Promo code|Code promo|رمز الخصم/ });
  }

  async redeem(code: string): Promise<void> {
    await this.promoField().fill(code);
    await this.main.getByRole('button', { name: /^(Einlösen|Redeem|Utiliser|استخدام)$/ }).click();
  }

  /** The order total as shown in the summary. */
  async total(): Promise<string> {
    const row = this.main
      .getByRole('region', { name: /Zusammenfassung|Summary|Récapitulatif|الملخص/ })
      .getByText(/Gesamtsumme|Order total|Total de la commande|إجمالي الطلب/)
      .locator('..');
    return (await row.textContent()) ?? '';
  }
}
