/**
 * The account area of a signed-in customer: personal data, e-mail and password, the address book
 * with its defaults, the default payment method, the newsletter setting, deleting the account.
 * Each change is checked through the Store API afterwards.
 */
import { expect, test } from './fixtures';
import { AccountPage, NEW_PASSWORD } from './pages/AccountPage';
import { uniqueEmail } from './pages/CheckoutPage';

test('profile: personal data, e-mail change (twice + password) and password change', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = await account.registerConfirmed();
  await page.goto('/account/profile');
  const personal = account.main.getByRole('form', { name: 'Ihre Angaben' });
  await personal.getByRole('textbox', { name: /^Titel/ }).fill('Dr.');
  await personal.getByRole('textbox', { name: /^Vorname/ }).fill('Helena');
  await personal.getByRole('textbox', { name: /^Tag/ }).fill('14');
  await personal.getByRole('button', { name: 'Änderungen speichern' }).click();
  // an incomplete birthdate is refused by the shared rule: nothing saved yet
  await expect(personal.getByText('Bitte das Geburtsdatum vollständig angeben (Tag, Monat, Jahr).')).toBeVisible();
  expect(await account.customer()).toMatchObject({ firstName: 'Lena' });
  await personal.getByRole('textbox', { name: /^Tag/ }).fill('');
  await personal.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Angaben wurden gespeichert.')).toBeVisible();
  await expect.poll(async () => (await account.customer()).firstName).toBe('Helena');
  expect((await account.customer()).title).toBe('Dr.');

  // e-mail: twice and with the current password
  const email = account.main.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  const newEmail = uniqueEmail('helena');
  await email.getByRole('textbox', { name: /^Neue E-Mail-Adresse[\s*]*$/ }).fill(newEmail);
  await email.getByRole('textbox', { name: /^Neue E-Mail-Adresse wiederholen/ }).fill(newEmail);
  await email.getByLabel(/^Aktuelles Passwort[\s*]*$/).fill('Falsches-Passwort-1');
  await email.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(email.getByText('Das Passwort ist falsch.')).toBeVisible();
  await email.getByLabel(/^Aktuelles Passwort[\s*]*$/).fill(data.password);
  await email.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse wurde geändert.')).toBeVisible();
  expect((await account.customer()).email).toBe(newEmail);

  // password: current + new twice
  const password = account.main.getByRole('form', { name: 'Passwort ändern' });
  await password.getByLabel(/^Aktuelles Passwort[\s*]*$/).fill(data.password);
  await password.getByLabel(/^Neues Passwort[\s*]*$/).fill(NEW_PASSWORD);
  await password.getByLabel(/^Neues Passwort wiederholen/).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  const relogin = await page.request.post('/store-api/account/login', {
    headers: { 'sw-access-key': 'SWSCSTALLWERKDEMO0000000001', 'content-type': 'application/json' },
    data: { username: newEmail, password: NEW_PASSWORD },
  });
  expect(relogin.status()).toBe(200);
});

test('address book: add, edit, switch defaults, a default cannot be deleted, delete', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  await account.registerConfirmed();
  await page.goto('/account/address');
  await expect(account.main.getByRole('heading', { level: 1, name: 'Adressen' })).toBeVisible();
  await expect(account.main.getByRole('listitem')).toHaveCount(1);

  await account.main.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Adresse' });
  await dialog.getByRole('textbox', { name: /^Vorname/ }).fill('Paul');
  await dialog.getByRole('textbox', { name: /^Nachname/ }).fill('Pferd');
  await dialog.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill('Koppelweg 3');
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('4937');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Lohne');
  await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(dialog.getByText('Das Format der Postleitzahl ist nicht korrekt.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('49393');
  await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.main.getByRole('listitem')).toHaveCount(2);

  const list = async () => (await account.api.call('POST', '/account/list-address', {})).elements as Array<Record<string, any>>;
  const paul = (await list()).find((a) => a.street === 'Koppelweg 3');
  expect(paul).toMatchObject({ firstName: 'Paul', lastName: 'Pferd', zipcode: '49393', city: 'Lohne' });

  // edit
  const card = account.main.getByRole('listitem', { name: /Koppelweg 3/ });
  await card.getByRole('button', { name: /^Bearbeiten/ }).click();
  const edit = page.getByRole('dialog', { name: 'Adresse bearbeiten' });
  await edit.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill('Koppelweg 5');
  await edit.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await list()).find((a) => a.id === paul!.id)?.street).toBe('Koppelweg 5');

  // defaults
  const paulCard = account.main.getByRole('listitem', { name: /Koppelweg 5/ });
  await paulCard.getByRole('button', { name: /^Als Lieferadresse verwenden/ }).click();
  await expect(paulCard.getByText('Standard-Lieferadresse')).toBeVisible();
  await expect.poll(async () => (await account.customer()).defaultShippingAddressId).toBe(paul!.id);
  await paulCard.getByRole('button', { name: /^Als Rechnungsadresse verwenden/ }).click();
  await expect(paulCard.getByText('Standard-Rechnungsadresse')).toBeVisible();
  await expect.poll(async () => (await account.customer()).defaultBillingAddressId).toBe(paul!.id);

  // the backend refuses to delete a default address: shown as a message
  await paulCard.getByRole('button', { name: /^Löschen/ }).click();
  await expect(account.main.getByRole('alert')).toHaveText(/Eine Standardadresse kann nicht gelöscht werden/);
  expect(await list()).toHaveLength(2);

  // the old address is no default any more and can go
  const lena = account.main.getByRole('listitem', { name: /Lindenweg 12/ });
  await lena.getByRole('button', { name: /^Löschen/ }).click();
  await expect(page.getByText('Die Adresse wurde gelöscht.')).toBeVisible();
  await expect(account.main.getByRole('listitem')).toHaveCount(1);
  expect((await list()).map((a) => a.street)).toEqual(['Koppelweg 5']);
});

test('default payment method and newsletter setting', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = await account.registerConfirmed();
  await page.goto('/account/payment');
  await account.main.getByRole('radio', { name: /^Vorkasse/ }).check();
  await account.main.getByRole('button', { name: 'Zahlungsart speichern' }).click();
  await expect(page.getByText('Ihre Standard-Zahlungsart wurde geändert.')).toBeVisible();
  await expect.poll(async () => (await account.customer()).defaultPaymentMethod?.technicalName).toBe('prepayment');

  await page.goto('/account');
  await expect(account.main.getByRole('region', { name: 'Standard-Zahlungsart' })).toContainText('Vorkasse');
  const newsletter = account.main.getByLabel('Stallwerk-Newsletter erhalten');
  await expect(newsletter).not.toBeChecked();
  // the switch follows the backend's answer
  await newsletter.click();
  await expect(page.getByText('Sie haben den Newsletter abonniert.')).toBeVisible();
  await expect(newsletter).toBeChecked();
  await expect.poll(async () => (await account.api.call('POST', '/account/newsletter-recipient', {})).status).toBe('direct');
  await page.reload();
  await expect(newsletter).toBeChecked();
  await newsletter.click();
  await expect(page.getByText('Sie haben den Newsletter abbestellt.')).toBeVisible();
  await expect(newsletter).not.toBeChecked();
  await expect.poll(async () => (await account.api.call('POST', '/account/newsletter-recipient', {})).status).toBe('optOut');
  void data;
});

test('deleting the account needs a confirmation with the password', async ({ shop, page }) => {
  void shop;
  const account = new AccountPage(page);
  const data = await account.registerConfirmed();
  await page.goto('/account/profile');
  await account.main.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect((await account.customer()).email).toBe(data.email);

  await account.main.getByRole('button', { name: 'Konto löschen' }).click();
  await dialog.getByLabel(/^Passwort[\s*]*$/).fill(data.password);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Ihr Konto wurde gelöscht.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await account.context()).customer).toBeNull();
  const login = await page.request.post('/store-api/account/login', {
    headers: { 'sw-access-key': 'SWSCSTALLWERKDEMO0000000001', 'content-type': 'application/json' },
    data: { username: data.email, password: data.password },
  });
  expect(login.status()).toBe(401);
});

test('on a phone the account menu is one row wider than the screen: the current page’s entry is scrolled into sight, in both directions of writing', async ({ shop, page }) => {
  void shop;
  await page.setViewportSize({ width: 360, height: 740 });
  const account = new AccountPage(page);
  await account.registerConfirmed();
  const menu = page.getByRole('navigation', { name: 'Mein Konto' });
  /** Whether the entry lies wholly inside the menu's visible row. */
  const inSight = (name: string, nav = menu) =>
    nav.getByRole('link', { name, exact: true }).evaluate((link) => {
      const row = link.parentElement!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return row.width < link.parentElement!.scrollWidth && box.left >= row.left - 1 && box.right <= row.right + 1;
    });
  await page.goto('/account/order');
  await expect(account.main.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  await expect.poll(() => inSight('Bestellungen')).toBe(true);
  // The page stays at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Inside the app: the overview starts the row at its beginning; the header's menu then opens the orders.
  await page.goto('/account');
  await expect.poll(() => inSight('Übersicht')).toBe(true);
  expect(await inSight('Bestellungen')).toBe(false);
  await (await account.openAccountMenu()).getByRole('menuitem', { name: 'Bestellungen' }).click();
  await expect(page).toHaveURL(/\/account\/order$/);
  await expect.poll(() => inSight('Bestellungen')).toBe(true);

  await page.goto('/ar-AE/account/order');
  const arabic = page.getByRole('navigation', { name: 'حسابي' });
  await expect(arabic.getByRole('link', { name: 'الطلبات', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => inSight('الطلبات', arabic)).toBe(true);
});
