import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './pages/CheckoutPage';
import { StoreClient } from './pages/Customers';
import { Mailbox } from './pages/Mailbox';
import type { ShopPage } from './pages/ShopPage';

async function openContactPage(shop: ShopPage): Promise<void> {
  await shop.open('/');
  await shop.page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await expect(contactForm(shop.page)).toBeVisible();
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Schreiben Sie uns' });

async function fillContact(page: Page, values: { subject?: string; email: string; firstName?: string; comment: string; consent?: boolean }): Promise<void> {
  const form = contactForm(page);
  if (values.subject) await form.getByRole('combobox', { name: /Betreff/ }).selectOption({ label: values.subject });
  await form.getByRole('combobox', { name: /Anrede/ }).selectOption({ label: 'Frau' });
  await form.getByRole('textbox', { name: /^Vorname/ }).fill(values.firstName ?? 'Ida');
  await form.getByRole('textbox', { name: /^Nachname/ }).fill('Stall');
  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(values.email);
  await form.getByRole('textbox', { name: /^Telefon/ }).fill('0581 123456');
  await form.getByRole('textbox', { name: /^Ihre Nachricht/ }).fill(values.comment);
  const consent = form.getByRole('checkbox', { name: /Datenschutzhinweise/ });
  if (values.consent !== false) await consent.check();
  else await consent.uncheck();
}

async function mailsContaining(page: Page, text: string): Promise<Array<{ to: string; text: string }>> {
  return (await new Mailbox(page.request).messages()).filter((m) => m.text.includes(text));
}

test('the contact form checks each field and the valid message reaches the shop mailbox', async ({ shop, page }) => {
  await openContactPage(shop);
  const form = contactForm(page);
  const email = uniqueEmail('kontakt');
  const comment = `Haben Sie Strohpellets auch als Big Bag? (${email})`;
  const submit = form.getByRole('button', { name: 'Nachricht senden' });

  await fillContact(page, { email, comment });
  await submit.click();
  await expect(form.getByRole('combobox', { name: /Betreff/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Betreff/ })).toBeFocused();

  await form.getByRole('combobox', { name: /Betreff/ }).selectOption({ label: 'Händleranfrage' });
  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('ida.at.example');
  await submit.click();
  await expect(form.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await form.getByRole('checkbox', { name: /Datenschutzhinweise/ }).uncheck();
  await submit.click();
  await expect(form.getByText('Bitte stimmen Sie den Datenschutzhinweisen zu.')).toBeVisible();
  expect(await mailsContaining(page, comment)).toHaveLength(0);

  await form.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank! Wir melden uns innerhalb von einem Werktag.' })).toBeVisible();
  // The message goes to the shop only; the sender gets a confirmation without its free text (issue 13).
  await expect.poll(async () => (await mailsContaining(page, comment)).map((m) => m.to)).toEqual(['service@stallwerk.example']);
  const [toShop] = await mailsContaining(page, comment);
  const copy = await new Mailbox(page.request).latest(email);
  expect(copy.subject).toContain('Händleranfrage');
  expect(copy.text).not.toContain('0581 123456');
  expect(toShop.text).toContain('Händleranfrage');
  expect(toShop.text).toContain('0581 123456');
});

test('newsletter: sign-up, mail, confirmation page, confirmed recipient, unsubscribe', async ({ shop, page, request }) => {
  const email = uniqueEmail('news');
  await shop.open('/');
  const block = page.getByRole('region', { name: 'Newsletter abonnieren' });
  await block.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('keine-adresse');
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(block.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();
  await block.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await block.getByRole('textbox', { name: /^Vorname/ }).fill('Mia');
  await expect(block.getByText(/Mit der Anmeldung willigen Sie ein/)).toBeVisible();
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(block.getByRole('status')).toContainText('Bitte sehen Sie in Ihr Postfach');

  const mail = await expect
    .poll(async () => (await new Mailbox(request).messages(email)).length)
    .toBe(1)
    .then(() => new Mailbox(request).latest(email));
  expect(mail.text).toContain('Mia');
  const link = new URL(mail.text.match(/https?:\/\/\S*newsletter-subscribe\S*/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(shop.heading('Anmeldung bestätigt')).toBeVisible();
  await expect(page.getByText('Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.')).toBeVisible();
  // Confirmed at the Store API: a further sign-up answers with the confirmed status.
  const store = new StoreClient(request);
  const again = await store.call('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' });
  expect(again.body.status).toBe('optIn');

  // An old or broken link says so.
  await page.goto(`/newsletter-subscribe?em=${link.searchParams.get('em')}&hash=${'0'.repeat(32)}`);
  await expect(page.getByRole('alert')).toContainText('Dieser Bestätigungslink ist abgelaufen oder ungültig.');

  // Without the mailed link nobody can unsubscribe an address (issue 13): the page says how instead.
  await page.goto(`/newsletter-subscribe?unsubscribe&email=${encodeURIComponent(email)}`);
  const unsubscribe = page.getByRole('form', { name: 'Newsletter abbestellen' });
  await expect(unsubscribe.getByRole('note')).toContainText('Abmeldelink aus einer unserer Newsletter-E-Mails');
  await unsubscribe.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(unsubscribe.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');
  expect((await store.call('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' })).body.status).toBe('optIn');

  // The welcome mail's unsubscribe link carries the hash: it works.
  await expect.poll(async () => (await new Mailbox(request).messages(email)).length).toBe(2);
  const welcome = await new Mailbox(request).latest(email);
  const leave = new URL(welcome.text.match(/https?:\/\/\S*newsletter-subscribe\?unsubscribe\S*/)![0]);
  expect(leave.searchParams.get('hash')).toMatch(/^[0-9a-f]{32}$/);
  await page.goto(`${leave.pathname}${leave.search}`);
  await expect(unsubscribe.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(email);
  await expect(unsubscribe.getByRole('note')).toHaveCount(0);
  await unsubscribe.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie erhalten den Newsletter nicht mehr.' })).toBeVisible();
  // Unsubscribed: the confirmation link no longer confirms anything.
  const confirm = await store.call('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  expect(confirm.status).toBe(400);
});

for (const { name, path, locale } of [
  { name: 'wishlist (ar-AE)', path: '/wishlist', locale: 'ar-AE' as const },
  { name: 'newsletter page', path: '/newsletter-subscribe?unsubscribe', locale: 'de-DE' as const },
  { name: 'product page with its review section', path: '/Miscanthus-Pellets/SW-MIS-120', locale: 'de-DE' as const },
]) {
  test(`axe finds no serious violation on the ${name}`, async ({ shop, page }) => {
    await shop.open(path, locale);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Newsletter abonnieren|اشترك في النشرة الإخبارية/ })).toBeVisible();
    const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
  });
}

test('axe finds no serious violation on the contact form with its errors shown', async ({ shop, page }) => {
  await openContactPage(shop);
  await contactForm(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(contactForm(page).getByText('Bitte stimmen Sie den Datenschutzhinweisen zu.')).toBeVisible();
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
});
