import { expect, type Locator, type Page } from '@playwright/test';
import { latestMail, linkIn } from '../mailbox';
import { StoreApi, uniqueEmail } from './CheckoutPage';
import { prefix, type Locale } from './ShopPage';

/** Passwords that satisfy the shop's password policy (≥ 10 characters, not a common one). */
export const PASSWORD = 'Stallwerk2026!';
export const NEW_PASSWORD = 'Heuballen-42x';

const L = {
  firstName: /^(Vorname|First name|Prénom|الاسم الأول)/,
  lastName: /^(Nachname|Last name|Nom|اسم العائلة)/,
  email: /^(E-Mail-Adresse|Email address|Adresse e-mail|البريد الإلكتروني)[\s*]*$/,
  emailConfirm: /^(E-Mail-Adresse wiederholen|Repeat email address|Répéter l’adresse e-mail|أعد إدخال البريد الإلكتروني)/,
  password: /^(Passwort|Password|Mot de passe|كلمة المرور)[\s*\u2009]*$/,
  passwordConfirm: /^(Passwort wiederholen|Repeat password|Répéter le mot de passe|أعد إدخال كلمة المرور)[\s*\u2009]*$/,
  street: /^(Straße und Hausnummer|Street and house number|Rue et numéro|الشارع ورقم المبنى)/,
  zipcode: /^(PLZ|Postcode|Code postal|الرمز البريدي)/,
  city: /^(Ort|Town\/city|Ville|المدينة)/,
  company: /^(Firma|Company|Entreprise|الشركة)/,
  vatId: /^(USt-IdNr\.|VAT ID|N° de TVA|رقم ضريبة القيمة المضافة)/,
  business: /^(Geschäftskunde|Business customer|Professionnel|عميل تجاري)$/,
};

export interface CustomerData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  street: string;
  zipcode: string;
  city: string;
  company?: string;
  vatId?: string;
}

export const customer = (patch: Partial<CustomerData> = {}): CustomerData => ({
  firstName: 'Lena',
  lastName: 'Hofmann',
  email: uniqueEmail('lena'),
  password: PASSWORD,
  street: 'Lindenweg 12',
  zipcode: '49377',
  city: 'Vechta',
  ...patch,
});

/** The customer account screens as a shopper uses them, with Store API checks of what they did. */
export class AccountPage {
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

  textbox(name: RegExp): Locator {
    return this.main.getByRole('textbox', { name });
  }

  async fillRegistration(data: CustomerData): Promise<void> {
    if (data.company) {
      await this.main.getByRole('radio', { name: L.business }).check();
      await this.textbox(L.company).fill(data.company);
      await this.textbox(L.vatId).fill(data.vatId ?? '');
    }
    await this.textbox(L.firstName).fill(data.firstName);
    await this.textbox(L.lastName).fill(data.lastName);
    await this.textbox(L.email).fill(data.email);
    await this.textbox(L.emailConfirm).fill(data.email);
    await this.main.getByLabel(L.password).fill(data.password);
    await this.main.getByLabel(L.passwordConfirm).fill(data.password);
    await this.textbox(L.street).fill(data.street);
    await this.textbox(L.zipcode).fill(data.zipcode);
    await this.textbox(L.city).fill(data.city);
  }

  /** Registers through /register and returns the path of the confirmation link in the mail. */
  async register(data: CustomerData): Promise<string> {
    await this.page.goto(this.path('/register'));
    await this.fillRegistration(data);
    await this.main.getByRole('button', { name: /^(Konto anlegen|Create account|Créer le compte|إنشاء الحساب)$/ }).click();
    await expect(this.main.getByRole('status').filter({ hasText: data.email })).toBeVisible();
    const mail = await latestMail(this.page.request, data.email, 'customer_register_doi');
    return linkIn(mail, '/registration/confirm');
  }

  /** Registers and confirms: the shopper ends signed in. */
  async registerConfirmed(data: CustomerData = customer()): Promise<CustomerData> {
    const link = await this.register(data);
    await this.page.goto(link);
    await expect(this.main.getByRole('status')).toContainText(/Ihr Konto ist aktiv|Your account is active|Votre compte est actif|حسابك نشط/);
    return data;
  }

  loginForm(): Locator {
    return this.main.getByRole('form', { name: /Ich bin bereits Kunde|I already have an account|J’ai déjà un compte|لدي حساب بالفعل/ });
  }

  /** Signs in on the page that is open (/login, possibly with ?redirect=). */
  async submitLogin(email: string, password: string): Promise<void> {
    const form = this.loginForm();
    await form.getByRole('textbox', { name: /E-Mail|Email|e-mail|البريد/ }).fill(email);
    await form.getByLabel(L.password).fill(password);
    await form.getByRole('button', { name: /^(Anmelden|Sign in|Se connecter|تسجيل الدخول)$/ }).click();
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.goto(this.path('/login'));
    await this.submitLogin(email, password);
    await expect(this.page).toHaveURL(new RegExp(`${this.path('/account')}$`));
  }

  /** The header's account menu of a signed-in customer. */
  async openAccountMenu(): Promise<Locator> {
    await this.page
      .locator('header')
      .getByRole('button', { name: /^(Konto|Account|Compte|الحساب)$/ })
      .click();
    return this.page.getByRole('menu');
  }

  /** The signed-in customer as the Store API answers (with the browser's session). */
  async customer(): Promise<Record<string, any>> {
    return this.api.call('POST', '/account/customer', { associations: { defaultBillingAddress: {}, defaultShippingAddress: {}, defaultPaymentMethod: {} } });
  }

  async context(): Promise<Record<string, any>> {
    return this.api.call('GET', '/context');
  }
}
