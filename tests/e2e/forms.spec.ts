import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { decideConsent, expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS, StoreApi, uniqueEmail } from './pages/CheckoutPage';
import { adminApi, registerCustomer, StoreClient } from './pages/Customers';
import { Mailbox } from './pages/Mailbox';
import type { ShopPage } from './pages/ShopPage';

const PRODUCT_PATH = '/Mineral-Leckstein-Natur/SW-MIN-130';
const REVIEW_TEXT = 'Der Leckstein hält bei drei Pferden gut sechs Wochen und bröckelt nicht, klare Empfehlung.';

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

async function signIn(page: Page, customer: { email: string; password: string }, shop: ShopPage): Promise<void> {
  await shop.open('/');
  await new StoreApi(page).addToCart(PRODUCTS.treats);
  await new CheckoutPage(page).login(customer.email, customer.password);
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
  await expect.poll(async () => (await mailsContaining(page, comment)).map((m) => m.to).sort()).toEqual([email, 'service@stallwerk.example'].sort());
  const [toShop] = (await mailsContaining(page, comment)).filter((m) => m.to === 'service@stallwerk.example');
  expect(toShop.text).toContain('Händleranfrage');
  expect(toShop.text).toContain('0581 123456');
});

test('newsletter: sign-up, mail, confirmation page, confirmed recipient, unsubscribe', async ({ shop, page, request }) => {
  const email = uniqueEmail('news');
  await shop.open('/');
  const block = page.getByRole('region', { name: 'Newsletter abonnieren' });
  await block.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('keine-adresse');
  await block.getByRole('button', { name: 'Anmelden' }).click();
  await expect(block.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();
  await block.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await block.getByRole('textbox', { name: /^Vorname/ }).fill('Mia');
  await expect(block.getByText(/Mit der Anmeldung willigen Sie ein/)).toBeVisible();
  await block.getByRole('button', { name: 'Anmelden' }).click();
  await expect(block.getByRole('status')).toContainText('Bitte sehen Sie in Ihr Postfach');

  const mail = await expect.poll(async () => (await new Mailbox(request).messages(email)).length).toBe(1).then(() => new Mailbox(request).latest(email));
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

  // Unsubscribe from the link.
  await page.goto(`/newsletter-subscribe?unsubscribe&email=${encodeURIComponent(email)}`);
  const unsubscribe = page.getByRole('form', { name: 'Newsletter abbestellen' });
  await expect(unsubscribe.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(email);
  await unsubscribe.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie erhalten den Newsletter nicht mehr.' })).toBeVisible();
  // Unsubscribed: the confirmation link no longer confirms anything.
  const confirm = await store.call('POST', '/newsletter/confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  expect(confirm.status).toBe(400);
});

test('a review waits for approval, is shown to its author as pending and to everyone once approved', async ({ shop, page, request, browser, baseURL }) => {
  const customer = await registerCustomer(request, 'bewertung');
  const title = `Hält lange ${Date.now().toString(36)}`;
  await signIn(page, customer, shop);
  await shop.open(PRODUCT_PATH);
  const form = page.getByRole('form', { name: 'Ihre Bewertung' });
  await form.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(form.getByText('Bitte vergeben Sie 1 bis 5 Sterne.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Titel/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await form.getByRole('textbox', { name: /^Ihre Erfahrung/ }).fill('Zu kurz.');
  await form.getByRole('radio', { name: '4 Sterne' }).check();
  await form.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(form.getByText('Mindestens 40 Zeichen erforderlich.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Ihre Erfahrung/ }).fill(REVIEW_TEXT);
  await form.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByText('Vielen Dank! Ihre Bewertung wird nach der Freigabe angezeigt.')).toBeVisible();

  // After a reload the author still sees it, marked as pending.
  await page.reload();
  const own = shop.main.getByRole('article').filter({ hasText: title });
  await expect(own).toBeVisible();
  await expect(own.getByText('Wartet auf Freigabe')).toBeVisible();

  // A visitor does not see it yet, and gets a sign-in link back to the product.
  const visitor = await browser.newContext({ locale: 'de-DE', baseURL });
  const visitorPage = await visitor.newPage();
  await decideConsent(visitorPage, baseURL!);
  await visitorPage.goto(PRODUCT_PATH);
  await expect(visitorPage.locator('#reviews')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Anmelden und bewerten' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PRODUCT_PATH)}`);
  await expect(visitorPage.getByText(title)).toHaveCount(0);

  const pending = await adminApi<{ elements: Array<{ id: string; title: string }> }>(request, 'GET', '/reviews?status=pending');
  const review = pending.elements.find((r) => r.title === title)!;
  await adminApi(request, 'POST', `/reviews/${review.id}/approve`, {});
  await visitorPage.reload();
  await expect(visitorPage.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(visitorPage.getByRole('article').filter({ hasText: title }).getByText('Wartet auf Freigabe')).toHaveCount(0);
  await visitor.close();
});

async function openOffline(context: BrowserContext, shop: ShopPage) {
  // Both pages are loaded online (no service worker in browser tests), then the network goes away.
  const productPage = await context.newPage();
  await productPage.goto(PRODUCT_PATH);
  await expect(productPage.getByRole('form', { name: 'Ihre Bewertung' })).toBeVisible();
  await openContactPage(shop);
  await context.setOffline(true);
  return productPage;
}

test('a contact message and a review written offline are delivered exactly once after reconnecting', async ({ shop, page, context, request }) => {
  const customer = await registerCustomer(request, 'offline');
  await signIn(page, customer, shop);
  const productPage = await openOffline(context, shop);
  const email = uniqueEmail('offline');
  const comment = `Offline geschrieben, bitte nur einmal zustellen (${email}).`;
  const title = `Offline bewertet ${Date.now().toString(36)}`;

  await fillContact(page, { subject: 'Bestellstatus', email, comment });
  await contactForm(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Nachricht wird gesendet, sobald Sie wieder online sind.' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Wartende Sendungen' });
  await expect(waiting.getByText(/Kontaktnachricht: „Offline geschrieben/)).toBeVisible();
  await expect(page.getByText('Wird gesendet, sobald Sie online sind.')).toBeVisible();

  const reviewForm = productPage.getByRole('form', { name: 'Ihre Bewertung' });
  await reviewForm.getByRole('radio', { name: '5 Sterne' }).check();
  await reviewForm.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await reviewForm.getByRole('textbox', { name: /^Ihre Erfahrung/ }).fill(REVIEW_TEXT);
  await reviewForm.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(productPage.getByText('Ihre Bewertung wird gesendet, sobald Sie wieder online sind.')).toBeVisible();
  await expect(productPage.getByRole('list', { name: 'Wartende Sendungen' })).toContainText(title);

  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(productPage.getByRole('list', { name: 'Wartende Sendungen' })).toBeHidden();
  await expect.poll(async () => (await mailsContaining(page, comment)).length).toBe(2);
  const reviews = await adminApi<{ elements: Array<{ title: string }> }>(request, 'GET', '/reviews?status=pending');
  expect(reviews.elements.filter((r) => r.title === title)).toHaveLength(1);
  // Another reconnect (both tabs replay on `online`) sends nothing again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(contactForm(page)).toBeVisible();
  expect(await mailsContaining(page, comment)).toHaveLength(2);
  await productPage.close();
});

test('a message the server refuses after reconnecting comes back with the typed text', async ({ shop, page, context }) => {
  await openContactPage(shop);
  await context.setOffline(true);
  const email = uniqueEmail('abgelehnt');
  const comment = `Diese Nachricht wird vom Server abgelehnt (${email}).`;
  // The backend refuses links in names; the form itself does not check that.
  await fillContact(page, { subject: 'Presse', email, comment, firstName: 'Ida www.stallwerk-fans.example' });
  await contactForm(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Nachricht wird gesendet, sobald Sie wieder online sind.' })).toBeVisible();

  await context.setOffline(false);
  const form = contactForm(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Nicht gesendet: Die Eingabe ist ungültig.' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wartende Sendungen' })).toContainText('Abgelehnt: Die Eingabe ist ungültig.');
  await expect(form.getByRole('textbox', { name: /^Ihre Nachricht/ })).toHaveValue(comment);
  await expect(form.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Ida www.stallwerk-fans.example');
  expect(await mailsContaining(page, comment)).toHaveLength(0);

  // Corrected and sent again: delivered, and the refused entry is gone.
  await form.getByRole('textbox', { name: /^Vorname/ }).fill('Ida');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank! Wir melden uns innerhalb von einem Werktag.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wartende Sendungen' })).toBeHidden();
  await expect.poll(async () => (await mailsContaining(page, comment)).length).toBe(2);
});

for (const { name, path, locale } of [
  { name: 'wishlist', path: '/wishlist', locale: 'de-DE' as const },
  { name: 'newsletter page', path: '/newsletter-subscribe?unsubscribe', locale: 'de-DE' as const },
  { name: 'product page with review form (ar-AE)', path: '/Miscanthus-Pellets/SW-MIS-120', locale: 'ar-AE' as const },
]) {
  test(`axe finds no serious violation on the ${name}`, async ({ shop, page }) => {
    await shop.open(path, locale);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Newsletter abonnieren|اشترك في النشرة الإخبارية/ })).toBeVisible();
    const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  });
}

test('axe finds no serious violation on the contact form with its errors shown', async ({ shop, page }) => {
  await openContactPage(shop);
  await contactForm(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(contactForm(page).getByText('Bitte stimmen Sie den Datenschutzhinweisen zu.')).toBeVisible();
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});
