import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { prefix, type Locale } from './ShopPage';

export const ACCESS_KEY = 'SWSCSTALLWERKDEMO0000000001';

/** The notice above the bank's 3-D Secure window (payment.json element.challengeTitle), in every locale. */
const CHALLENGE_TITLE = /Zahlung bei Ihrer Bank bestätigen|Confirm the payment with your bank|Confirmer le paiement auprès de votre banque|أكّد الدفع لدى مصرفك/;

/** Products of the demo catalogue the checkout tests buy (by product number). */
export const PRODUCTS = {
  treats: 'SW-LEC-110', // Kräuter-Leckerli zuckerfrei, 7,50 €, 7 % VAT
  mineral: 'SW-MIN-110', // Weide-Mineral Sommer, 34,90 €
  handbook: 'SW-ZUB-160', // Einstreu-Handbuch (PDF), a download
} as const;

export interface GuestData {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

export const guest = (patch: Partial<GuestData> = {}): GuestData => ({
  firstName: 'Greta',
  lastName: 'Gast',
  email: uniqueEmail('greta'),
  street: 'Am Stall 3',
  zipcode: '49377',
  city: 'Vechta',
  ...patch,
});

/** Store API calls with the browser session's context token (to prepare carts and check orders). */
export class StoreApi {
  constructor(private readonly page: Page) {}

  private get request(): APIRequestContext {
    return this.page.request;
  }

  async token(): Promise<string> {
    const cookie = (await this.page.context().cookies()).find((c) => c.name === 'sw-context-token');
    if (!cookie) throw new Error('no context token cookie yet');
    return decodeURIComponent(cookie.value);
  }

  async call<T = any>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/store-api${path}`, {
      method,
      headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await this.token(), 'content-type': 'application/json' },
      data: data === undefined ? undefined : JSON.stringify(data),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()}: ${JSON.stringify(body).slice(0, 300)}`);
    return body as T;
  }

  async productId(productNumber: string): Promise<string> {
    const answer = await this.call('POST', '/product', { filter: [{ type: 'equals', field: 'productNumber', value: productNumber }], includes: { product: ['id'] } });
    const id = answer.elements?.[0]?.id;
    if (!id) throw new Error(`product ${productNumber} not found`);
    return id;
  }

  async addToCart(productNumber: string, quantity = 1): Promise<void> {
    const id = await this.productId(productNumber);
    await this.call('POST', '/checkout/cart/line-item', { items: [{ id, referencedId: id, type: 'product', quantity }] });
  }

  async clearCart(): Promise<void> {
    const cart = await this.call('GET', '/checkout/cart');
    const ids = (cart.lineItems ?? []).map((l: { id: string }) => l.id);
    if (ids.length) await this.call('POST', '/checkout/cart/line-item/delete', { ids });
  }

  /** The order with its newest transaction's state (as the Store API answers it). */
  async order(
    orderId: string,
  ): Promise<{ orderNumber: string; state: string; transactionState: string; paymentMethod: string; amountTotal: number; customerComment?: string; lineItems: any[]; paymentChangeable: boolean }> {
    const answer = await this.call('POST', '/order', {
      filter: [{ type: 'equals', field: 'id', value: orderId }],
      associations: { transactions: { associations: { paymentMethod: {} } }, lineItems: {} },
    });
    const order = answer.orders.elements[0];
    const tx = [...order.transactions].sort((a: any, b: any) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];
    return {
      orderNumber: order.orderNumber,
      state: order.stateMachineState.technicalName,
      transactionState: tx.stateMachineState.technicalName,
      paymentMethod: tx.paymentMethod?.technicalName,
      amountTotal: order.amountTotal,
      customerComment: order.customerComment,
      lineItems: order.lineItems,
      paymentChangeable: answer.paymentChangeable?.[orderId],
    };
  }

  /** What is left on a test gift card (the simulator remembers spent amounts per data directory). */
  async giftCardBalance(number: string, pin = '123'): Promise<number> {
    const answer = await this.call('POST', '/adyen/payment-methods/balance', {
      paymentMethod: { type: 'giftcard', brand: 'givex', encryptedCardNumber: `test_${number}`, encryptedSecurityCode: `test_${pin}` },
    });
    return answer.balance?.value ?? 0;
  }

  async orderCount(): Promise<number> {
    const answer = await this.call('POST', '/order', { limit: 100 });
    return answer.orders.total ?? answer.orders.elements.length;
  }
}

/** The checkout screens as a shopper uses them. */
export class CheckoutPage {
  readonly api: StoreApi;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'de-DE',
  ) {
    this.api = new StoreApi(page);
  }

  path(path: string): string {
    return `${prefix(this.locale)}${path}`;
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  /** Opens the cart page (the session and its token settle), fills the cart through the API and shows it. */
  async fillCart(items: Array<[productNumber: string, quantity: number]>): Promise<void> {
    await this.page.goto(this.path('/checkout/cart'));
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [number, quantity] of items) await this.api.addToCart(number, quantity);
    await this.page.reload();
    // The cart page shows the items with the way to the checkout.
    await expect(this.main.getByRole('link', { name: /^(Zur Kasse|Go to checkout|Passer à la caisse|إلى الدفع)$/ })).toBeVisible();
  }

  async continueAsGuest(data: GuestData = guest()): Promise<GuestData> {
    await this.page.goto(this.path('/checkout'));
    await expect(this.page).toHaveURL(/\/checkout\/register$/);
    await this.main.getByRole('link', { name: /Als Gast fortfahren|Continue as guest|Continuer en tant qu’invité|المتابعة كضيف/ }).click();
    await this.fillGuestForm(data);
    await this.submitRegistration();
    await this.expectCheckout();
    return data;
  }

  async fillGuestForm(data: GuestData): Promise<void> {
    await this.textbox(/^(Vorname|First name|Prénom|الاسم الأول)/).fill(data.firstName);
    await this.textbox(/^(Nachname|Last name|Nom|اسم العائلة)/).fill(data.lastName);
    await this.textbox(/^(E-Mail-Adresse|Email address|Adresse e-mail|البريد الإلكتروني)/)
      .first()
      .fill(data.email);
    await this.textbox(/^(Straße und Hausnummer|Street and house number|Rue et numéro|الشارع ورقم المبنى)/).fill(data.street);
    await this.textbox(/^(PLZ|Postcode|Code postal|الرمز البريدي)/).fill(data.zipcode);
    await this.textbox(/^(Ort|Town\/city|Ville|المدينة)/).fill(data.city);
  }

  textbox(name: RegExp): Locator {
    return this.main.getByRole('textbox', { name });
  }

  async submitRegistration(): Promise<void> {
    await this.main
      .getByRole('button', {
        name: /Weiter zur Kasse|Konto anlegen und weiter|Continue to checkout|Create account and continue|Continuer vers la caisse|Créer le compte et continuer|المتابعة إلى الدفع|إنشاء الحساب والمتابعة/,
      })
      .click();
  }

  async expectCheckout(): Promise<void> {
    await expect(this.page).toHaveURL(/\/checkout$/);
    await expect(this.main.getByRole('heading', { level: 1, name: /^(Kasse|Checkout|Caisse|الدفع)$/ })).toBeVisible();
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.goto(this.path('/checkout/register'));
    const form = this.main.getByRole('form', { name: /Ich bin bereits Kunde|I already have an account|J’ai déjà un compte|لدي حساب بالفعل/ });
    await form.getByRole('textbox', { name: /E-Mail|Email|e-mail|البريد/ }).fill(email);
    await form.getByLabel(/^(Passwort|Password|Mot de passe|كلمة المرور)[\s*\u2009]*$/).fill(password);
    await form.getByRole('button', { name: /^(Anmelden|Sign in|Se connecter|تسجيل الدخول)$/ }).click();
    await this.expectCheckout();
  }

  paymentMethod(name: RegExp): Locator {
    return this.main.getByRole('radiogroup', { name: /Zahlungsart|Payment method|Mode de paiement|طريقة الدفع/ }).getByRole('radio', { name });
  }

  shippingMethod(name: RegExp): Locator {
    return this.main.getByRole('radiogroup', { name: /Versandart|Shipping method|Mode de livraison|طريقة الشحن/ }).getByRole('radio', { name });
  }

  /** Chooses a payment method once the page stopped moving (the card fields load below the first method). */
  async choosePayment(name: RegExp): Promise<void> {
    const radio = this.paymentMethod(name);
    await expect(this.main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(async () => {
      await radio.check();
      await expect(radio).toBeChecked({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(radio).toBeEnabled();
  }

  terms(): Locator {
    return this.main.getByRole('checkbox', { name: /AGB|terms and conditions|conditions générales|الشروط والأحكام/ });
  }

  payButton(): Locator {
    return this.main.getByRole('button', { name: /Zahlungspflichtig bestellen|Place order and pay|Commander avec obligation de paiement|اطلب مع الالتزام بالدفع|bezahlen|^Pay |^Payer|ادفع/ });
  }

  async fillGiftCard(number: string, pin = '123'): Promise<void> {
    const frames = this.main.getByTestId('payment-element').locator('iframe[title]');
    await expect(frames).toHaveCount(2, { timeout: 30_000 });
    for (const [index, text] of [
      [0, number],
      [1, pin],
    ] as const) {
      const field = frames.nth(index).contentFrame().getByRole('textbox');
      await field.click();
      await field.pressSequentially(text);
    }
  }

  async fillCard(number: string, expiry = '0330', cvc = '737'): Promise<void> {
    const element = this.main.getByTestId('payment-element');
    const frames = element.locator('iframe[title]');
    await expect(frames).toHaveCount(3, { timeout: 30_000 });
    const type = async (index: number, text: string) => {
      const field = frames.nth(index).contentFrame().getByRole('textbox');
      await field.click();
      await field.pressSequentially(text);
    };
    await type(0, number);
    await type(1, expiry);
    await type(2, cvc);
  }

  /** The 3-D Secure challenge of the (simulated) bank. */
  challenge() {
    return this.page.frameLocator('iframe[name="threeDSIframe"]');
  }

  async answerChallenge(password: string): Promise<void> {
    // The shop's notice above the bank's window comes with it: once it shows, the window stays put.
    await expect(this.main.getByRole('status').filter({ hasText: CHALLENGE_TITLE })).toBeVisible();
    const acs = this.challenge();
    await acs.getByLabel('Password').fill(password);
    await acs.getByRole('button', { name: 'Submit' }).click();
  }

  async acceptTerms(): Promise<void> {
    await this.terms().check();
  }

  /** Waits for a result page and returns the order id of its URL. */
  async resultPage(kind: '' | 'paid' | 'unpaid'): Promise<string> {
    const pattern = kind ? new RegExp(`/checkout/success/([0-9a-f]{32})/${kind}(\\?|$)`) : /\/checkout\/success\/([0-9a-f]{32})(\?|$)/;
    await expect(this.page).toHaveURL(pattern, { timeout: 40_000 });
    const id = pattern.exec(new URL(this.page.url()).pathname)?.[1];
    if (!id) throw new Error(`no order id in ${this.page.url()}`);
    await expect(this.main.getByTestId('order-number')).toBeVisible();
    return id;
  }
}
