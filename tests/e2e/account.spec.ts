/**
 * Customer accounts: registration with the confirmation mail, sign in and out, the way back after
 * signing in, password recovery through the mailed link. Every test checks the result through the
 * Store API or the mailbox.
 */
import { expect, test } from './fixtures';
import { latestMail, linkIn, mailsTo } from './mailbox';
import { AccountPage, customer, NEW_PASSWORD, PASSWORD } from './pages/AccountPage';

test('de-DE: a private customer registers on /register, confirms through the mailed link and lands signed in', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = customer();
  const link = await account.register(data);
  await expect(account.main.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  expect(link).toMatch(/^\/registration\/confirm\?em=[0-9a-f]{40}&hash=/);
  // not signed in before the confirmation
  expect((await account.context()).customer).toBeNull();

  await page.goto(link);
  await expect(account.main.getByRole('heading', { level: 1, name: 'Registrierung bestätigen' })).toBeVisible();
  await expect(account.main.getByText('Sie sind jetzt angemeldet.')).toBeVisible();
  const me = await account.customer();
  expect(me).toMatchObject({ email: data.email, active: true, guest: false, accountType: 'private', firstName: 'Lena', lastName: 'Hofmann' });
  expect(me.defaultBillingAddress).toMatchObject({ street: 'Lindenweg 12', zipcode: '49377', city: 'Vechta' });

  // the header offers the account menu now
  const menu = await account.openAccountMenu();
  await expect(menu.getByRole('menuitem')).toHaveText(['Übersicht', 'Persönliche Daten', 'Adressen', 'Zahlungsarten', 'Bestellungen', 'Abmelden']);
  await menu.getByRole('menuitem', { name: 'Übersicht' }).click();
  await expect(account.main.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

  // the same link again: already used
  await page.goto(link);
  await expect(account.main.getByText('Dieser Link wurde bereits verwendet')).toBeVisible();
});

test('en-GB: a business customer registers with company and VAT ID and is confirmed', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page, 'en-GB');
  const data = customer({ firstName: 'Jonas', lastName: 'Berger', company: 'Reitstall Berger GmbH', vatId: 'DE 123 456 789' });
  const link = await account.register(data);
  expect(link).toMatch(/^\/en-GB\/registration\/confirm\?/);
  const mail = (await mailsTo(page.request, data.email))[0];
  expect(mail.locale).toBe('en-GB');
  await page.goto(link);
  await expect(account.main.getByText('You are now signed in.')).toBeVisible();
  expect(await account.customer()).toMatchObject({ accountType: 'business', company: 'Reitstall Berger GmbH', vatIds: ['DE123456789'], active: true });
});

test('an expired or unknown confirmation link says so and sends a new mail on request', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = customer();
  const first = await account.register(data);
  const broken = first.replace(/hash=[0-9a-f]+/, 'hash=0000');
  await page.goto(broken);
  await expect(account.main.getByRole('alert')).toContainText('Dieser Link ist nicht mehr gültig');
  await account.main.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(data.email);
  await account.main.getByRole('button', { name: 'Neue E-Mail senden' }).click();
  await expect(account.main.getByRole('status')).toContainText('erhalten Sie in Kürze eine neue E-Mail');
  await expect(async () => expect((await mailsTo(page.request, data.email)).filter((m) => m.template === 'customer_register_doi')).toHaveLength(2)).toPass();
  const fresh = linkIn(await latestMail(page.request, data.email, 'customer_register_doi'), '/registration/confirm');
  expect(fresh).not.toBe(first);
  await page.goto(fresh);
  await expect(account.main.getByText('Sie sind jetzt angemeldet.')).toBeVisible();
});

test("sign out from the account menu, 'Invalid username and/or password', sign in again", async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = await account.registerConfirmed();

  await page.goto(account.path('/account'));
  await account.page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
  expect((await account.context()).customer).toBeNull();

  await account.submitLogin(data.email, 'Falsches-Passwort-1');
  await expect(account.loginForm().getByRole('alert')).toHaveText('Ungültiger Benutzername und/oder Passwort.');
  expect((await account.context()).customer).toBeNull();

  await account.submitLogin(data.email, data.password);
  await expect(page).toHaveURL(/\/account$/);
  expect((await account.context()).customer).toMatchObject({ email: data.email });

  // the header menu signs out too
  const menu = await account.openAccountMenu();
  await menu.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await account.context()).customer).toBeNull();
});

test('account pages send signed-out visitors to /login and back after signing in', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  for (const path of ['/account', '/account/profile', '/account/address', '/account/payment']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await expect(account.main.getByText('Bitte melden Sie sich an, um fortzufahren.')).toBeVisible();
  }
  const data = await account.registerConfirmed();
  const menu = await account.openAccountMenu();
  await menu.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/en-GB/account/address');
  await expect(page).toHaveURL('/en-GB/login?redirect=%2Fen-GB%2Faccount%2Faddress');
  await new AccountPage(page, 'en-GB').submitLogin(data.email, data.password);
  await expect(page).toHaveURL('/en-GB/account/address');
  await expect(account.main.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
});

test('a session the backend no longer knows ends in the signed-out state with a message', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  await account.registerConfirmed();
  await page.goto('/account');
  await expect(account.main.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  // the token is forgotten by the backend (e.g. signed out everywhere): replace it with an unknown one
  await page.context().addCookies([{ name: 'sw-context-token', value: 'unknown-token-of-an-ended-session', url: page.url() }]);
  await page.goto('/account/profile');
  await expect(page).toHaveURL('/login?redirect=%2Faccount%2Fprofile');
  await expect(page.getByText('Sie wurden abgemeldet: Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('password recovery: the same answer for every address, the mailed link sets a new password, the old one stops working', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = await account.registerConfirmed();
  const menu = await account.openAccountMenu();
  await menu.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await account.main.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/account\/recover$/);
  // The address changes before the new page is on screen (React renders it in a transition): until
  // then the login form, with an "E-Mail-Adresse" field of its own, is (seen in CI: typed into it).
  await expect(account.main.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  const sent = 'Falls ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie in Kürze eine E-Mail mit einem Link zum Festlegen eines neuen Passworts.';
  await account.main.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(`nobody.${Date.now()}@example.com`);
  await account.main.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(account.main.getByRole('status')).toHaveText(sent);

  await page.goto('/account/recover');
  await account.main.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(data.email);
  await account.main.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(account.main.getByRole('status')).toHaveText(sent);
  const link = linkIn(await latestMail(page.request, data.email, 'customer_password_recovery'), '/account/recover/password');

  await page.goto(link);
  await expect(account.main.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await account.main.getByLabel(/^Neues Passwort[\s*]*$/).fill(NEW_PASSWORD);
  await account.main.getByLabel(/^Neues Passwort wiederholen/).fill('Heuballen-42y');
  await account.main.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(account.main.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await account.main.getByLabel(/^Neues Passwort wiederholen/).fill(NEW_PASSWORD);
  await account.main.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(account.main.getByRole('status')).toContainText('Ihr neues Passwort wurde gespeichert.');

  // the link is used up
  await page.goto(link.replace('/account/recover/password', '/reset-password'));
  await expect(account.main.getByRole('alert')).toContainText('Dieser Link ist ungültig');

  await page.goto('/login');
  await account.submitLogin(data.email, PASSWORD);
  await expect(account.loginForm().getByRole('alert')).toHaveText('Ungültiger Benutzername und/oder Passwort.');
  await account.submitLogin(data.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  expect((await account.context()).customer).toMatchObject({ email: data.email });
});

test('signing in before the confirmation says so and offers a new confirmation mail', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = customer();
  await account.register(data);
  await page.goto('/login');
  await account.submitLogin(data.email, data.password);
  await expect(account.loginForm().getByRole('alert')).toHaveText('Ihr Konto ist noch nicht bestätigt. Bitte folgen Sie dem Link in unserer E-Mail.');
  const resend = account.main.getByRole('region', { name: 'Neue Bestätigungs-E-Mail anfordern' });
  await expect(resend.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(data.email);
  await resend.getByRole('button', { name: 'Neue E-Mail senden' }).click();
  await expect(resend.getByRole('status')).toBeVisible();
  await expect(async () => expect((await mailsTo(page.request, data.email)).filter((m) => m.template === 'customer_register_doi')).toHaveLength(2)).toPass();
  await page.goto(linkIn(await latestMail(page.request, data.email, 'customer_register_doi'), '/registration/confirm'));
  await expect(account.main.getByText('Sie sind jetzt angemeldet.')).toBeVisible();
});
