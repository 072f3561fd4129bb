import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { BeddingToolsPage, pdfText, type AdvisorAnswers } from './pages/BeddingToolsPage';
import { Mailbox } from './pages/Mailbox';

const SHOP_MAILBOX = 'service@stallwerk.example';
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function axeClean(page: Page) {
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
}

async function phoneShot(page: Page, testInfo: TestInfo, name: string) {
  const path = `test-results/screens/bedding-${name}-390.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Leads in the shop's mailbox for one visitor's address (the lead mail's reply-to is the visitor). */
async function leadMails(mailbox: Mailbox, email: string) {
  return (await mailbox.messages(SHOP_MAILBOX)).filter((m) => m.text.includes(email));
}

const OUTCOMES = {
  'de-DE': [
    {
      answers: { name: 'Luna', gender: 'Stute', age: '4–10 Jahre', housing: 'Offenstall', ground: 'Sand' },
      outcome: 'Spaltenbodenmatten',
      reason: /Sand und Erde vermischen sich/,
      product: 'Spaltenbodenmatte Offenstall',
      bedding: 'straw-pellets',
    },
    {
      answers: { name: 'Max', gender: 'Wallach', age: '11–18 Jahre', housing: 'Box', ground: 'Beton', health: ['Allergie'] },
      outcome: 'Miscanthus',
      reason: /staubärmste Einstreu/,
      product: 'Miscanthus-Einstreu Premium',
      bedding: 'miscanthus',
    },
    {
      answers: { name: 'Sturm', gender: 'Hengst', age: '4–10 Jahre', housing: 'Gruppenhaltung', ground: 'Pflaster' },
      outcome: 'Strohgranulat',
      reason: /ohne Wässern/,
      product: 'Strohgranulat fein entstaubt',
      bedding: 'straw-granulate',
    },
    {
      answers: { name: 'Bella', gender: 'Stute', age: '4–10 Jahre', housing: 'Box', ground: 'Beton', specialties: ['Fohlen bei Fuß'] },
      outcome: 'Strohpellets',
      reason: /weiches, tiefes Bett/,
      product: 'Strohpellets Premium entstaubt',
      bedding: 'straw-pellets',
    },
  ],
  'en-GB': [
    {
      answers: { name: 'Luna', gender: 'Mare', age: '4–10 years', housing: 'Paddock paradise', ground: 'Soil' },
      outcome: 'Slotted floor mats',
      reason: /Sand and soil mix with loose bedding/,
      product: 'Open Stable Slatted Floor Mat',
      bedding: 'straw-pellets',
    },
    {
      answers: { name: 'Max', gender: 'Gelding', age: '11–18 years', housing: 'Loose box', ground: 'Concrete', specialties: ['Eats bedding'] },
      outcome: 'Miscanthus',
      reason: /Max eats bedding – so no straw product/,
      product: 'Miscanthus Bedding Premium',
      bedding: 'miscanthus',
    },
    {
      answers: { name: 'Storm', gender: 'Stallion', age: '4–10 years', housing: 'Open stable', ground: '(Closed) stable mats' },
      outcome: 'Straw granulate',
      reason: /ready to use without watering/,
      product: 'Straw Granulate Fine Dedusted',
      bedding: 'straw-granulate',
    },
    {
      answers: { name: 'Bella', gender: 'Mare', age: '19 years and older', housing: 'Box with paddock', ground: 'Paving', health: ['Laminitis'] },
      outcome: 'Straw pellets',
      reason: /soft, deep bed/,
      product: 'Straw Pellets Premium Dedusted',
      bedding: 'straw-pellets',
    },
  ],
} satisfies Record<string, Array<{ answers: AdvisorAnswers; outcome: string; reason: RegExp; product: string; bedding: string }>>;

for (const locale of ['de-DE', 'en-GB'] as const) {
  test(`advisor in ${locale}: required fields, each of the four outcomes with reasons, products and the calculator preset`, async ({ shop, page }, testInfo) => {
    void shop; // consent decided: the banner does not cover the steps
    const tools = new BeddingToolsPage(page, locale);
    await tools.openAdvisor();
    await expect(tools.main.getByText(locale === 'de-DE' ? 'Schritt 1 von 7' : 'Step 1 of 7')).toBeVisible();
    await tools.next();
    await expect(tools.main.getByText(locale === 'de-DE' ? 'Dieses Feld ist ein Pflichtfeld.' : 'This field is required.')).toBeVisible();
    await tools.main.getByRole('textbox').first().fill('Test');
    await tools.next();
    // single choice: a second answer replaces the first
    const radios = tools.main.getByRole('radio');
    await tools.next();
    await expect(tools.main.getByText(locale === 'de-DE' ? 'Dieses Feld ist ein Pflichtfeld.' : 'This field is required.')).toBeVisible();
    await radios.nth(0).check();
    await radios.nth(1).check();
    await expect(radios.nth(0)).not.toBeChecked();
    await tools.main.getByRole('button', { name: locale === 'de-DE' ? 'Zurück' : 'Back' }).click();
    await expect(tools.main.getByRole('textbox')).toHaveValue('Test');
    if (locale === 'en-GB') {
      await page.setViewportSize({ width: 390, height: 844 });
      await phoneShot(page, testInfo, `advisor-step-${locale}`);
      await axeClean(page);
    }
    await tools.openAdvisor();

    for (const [i, expected] of OUTCOMES[locale].entries()) {
      if (i > 0) await tools.restart();
      await tools.answer(expected.answers);
      await expect(tools.main.getByTestId('advisor-outcome')).toHaveText(expected.outcome);
      await expect(tools.main.getByRole('listitem').filter({ hasText: expected.reason })).toBeVisible();
      await expect(tools.main.getByRole('link', { name: expected.product })).toBeVisible();
      const calculate = tools.main.getByRole('link', { name: locale === 'de-DE' ? 'Menge berechnen' : 'Calculate quantity', exact: true });
      await expect(calculate).toHaveAttribute('href', new RegExp(`bedding=${expected.bedding}`));
    }
    if (locale === 'en-GB') {
      await phoneShot(page, testInfo, `advisor-result-${locale}`);
      await axeClean(page);
    }
    // "calculate quantity" opens the calculator preset with the recommended bedding
    await tools.main.getByRole('link', { name: locale === 'de-DE' ? 'Menge berechnen' : 'Calculate quantity', exact: true }).click();
    await expect(tools.main.getByRole('heading', { level: 1, name: locale === 'de-DE' ? 'Einstreurechner' : 'Bedding calculator' })).toBeVisible();
    await expect(tools.main.getByRole('radio', { name: locale === 'de-DE' ? 'Strohpellets' : 'Straw pellets' })).toBeChecked();
    // the last result is shown again on the next visit
    await tools.openAdvisor();
    await expect(tools.main.getByText(locale === 'de-DE' ? 'Ihre letzte Empfehlung' : 'Your last recommendation')).toBeVisible();
  });
}

test('the calculator makes its PDF in a worker: the page itself neither loads nor runs react-pdf, whose code held a phone’s main thread for more than half a second (issue 16, TBT)', async ({
  shop,
  page,
}) => {
  void shop;
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const tools = new BeddingToolsPage(page, 'de-DE');
  await tools.openCalculator();
  await tools.main.getByRole('button', { name: 'Berechnen' }).click();
  await expect(tools.main.getByTestId('calculator-order')).toBeVisible();
  const pdf = await tools.downloadPdf(unique('lead-worker'));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(pdf)).toContain('Stallwerk');
  expect(workers.filter((path) => /^\/assets\/pdf\.worker-[\w-]+\.js$/.test(path))).toHaveLength(1);
  const pageScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(pageScripts.filter((path) => /BeddingPdf|react-pdf/.test(path))).toEqual([]);
});

test('calculator: open stable, 3 horses, 20 m², straw pellets, half pallet → cart, PDF and lead; offline the same, the lead sent once online', async ({ shop, page, context }, testInfo) => {
  void shop; // consent decided: the banner does not cover the form
  await page.setViewportSize({ width: 390, height: 844 });
  const tools = new BeddingToolsPage(page, 'de-DE');
  const mailbox = new Mailbox(page.request);
  await tools.openCalculator();
  await tools.main.getByRole('radio', { name: 'Offenstall' }).check();
  await tools.select('Anzahl Pferde', '3');
  await tools.select('Fläche pro Pferd', '20 m²');
  await tools.main.getByRole('radio', { name: 'Strohpellets' }).check();
  await tools.main.getByRole('radio', { name: 'Halbe Palette (20 Sack)' }).check();
  await tools.main.getByRole('button', { name: 'Berechnen' }).click();
  // 60 m² × (12 kg + 13 weeks × 1.2 kg) = 1656 kg = 111 bags of 15 kg → 6 half pallets at 144,90 €
  await expect(tools.main.getByTestId('calculator-quantity')).toHaveText('111 Säcke (1.656 kg) im ersten Quartal, inklusive Ersteinstreu');
  await expect(tools.main.getByTestId('calculator-order')).toHaveText('6 × Halbe Palette (20 Sack)');
  await expect(tools.main.getByTestId('calculator-price')).toHaveText(/^869,40\s€$/);
  await phoneShot(page, testInfo, 'calculator-result-de-DE');
  await axeClean(page);

  await tools.main.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: /Ihr Warenkorb/ })).toBeVisible();
  const cart = await tools.storeCart();
  // (the automatic bedding promotion from 300 € adds a promotion line)
  expect(cart.lineItems.filter((l) => l.type === 'product').map((l) => ({ number: l.payload.productNumber, quantity: l.quantity }))).toEqual([{ number: 'SW-STP-100.2', quantity: 6 }]);
  await page.keyboard.press('Escape');

  // PDF: the e-mail address is checked first (at least 5 characters, valid)
  const emailBox = tools.main.getByRole('textbox', { name: 'E-Mail-Adresse' });
  await emailBox.fill('a@b');
  await tools.main.getByRole('button', { name: 'PDF herunterladen' }).click();
  await expect(tools.main.getByText('Mindestens 5 Zeichen erforderlich.')).toBeVisible();
  await emailBox.fill('anna.stall');
  await tools.main.getByRole('button', { name: 'PDF herunterladen' }).click();
  await expect(tools.main.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();

  const online = unique('lead-online');
  const pdf = await tools.downloadPdf(online);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('Stallwerk');
  expect(text).toContain('111 Säcke');
  expect(text).toContain('6 × Halbe Palette (20 Sack)');
  expect(text).toMatch(/869,40 €/);
  expect(text).toContain('Strohpellets Classic');
  await expect.poll(async () => (await leadMails(mailbox, online)).length).toBe(1);

  // Offline on the loaded page: a new calculation and its PDF; the lead waits in the outbox.
  await context.setOffline(true);
  await tools.select('Anzahl Pferde', '4');
  await expect(tools.main.getByTestId('calculator-order')).toHaveText('8 × Halbe Palette (20 Sack)');
  await expect(tools.main.getByTestId('calculator-price')).toHaveText(/^1\.159,20\s€$/);
  const offline = unique('lead-offline');
  const offlinePdf = await tools.downloadPdf(offline);
  await expect(page.getByText(/Sie sind offline: Das PDF wurde erstellt/)).toBeVisible();
  expect(offlinePdf.subarray(0, 5).toString()).toBe('%PDF-');
  const offlineText = await pdfText(offlinePdf);
  expect(offlineText).toContain('8 × Halbe Palette (20 Sack)');
  expect(offlineText).toMatch(/1\.159,20 €/);
  expect(await leadMails(mailbox, offline)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await leadMails(mailbox, offline)).length).toBe(1);
  // the last calculation is kept; a reload (the outbox replays again on start) sends nothing twice
  await tools.openCalculator();
  await expect(tools.main.getByText('Ihre letzte Berechnung')).toBeVisible();
  await expect(tools.main.getByText(/4 × 20 m², Strohpellets: 8 × Halbe Palette/)).toBeVisible();
  await tools.main.getByRole('button', { name: 'Werte übernehmen' }).click();
  await expect(tools.main.getByTestId('calculator-order')).toHaveText('8 × Halbe Palette (20 Sack)');
  expect(await leadMails(mailbox, offline)).toHaveLength(1);
  expect(await leadMails(mailbox, online)).toHaveLength(1);
});

test('the advisor is linked from the home teaser, the navigation and the bedding category (de-DE, en-GB)', async ({ shop, page }) => {
  await shop.open('/');
  const teaser = shop.main.getByRole('link', { name: 'Zum Einstreuberater' });
  await expect(teaser).toHaveAttribute('href', '/ratgeber/einstreuberater');
  await expect(shop.main.getByRole('link', { name: 'Menge berechnen', exact: true })).toHaveAttribute('href', '/ratgeber/einstreurechner');
  await expect(page.getByRole('navigation', { name: /Hauptnavigation/ }).getByRole('link', { name: 'Einstreuberater' })).toHaveAttribute('href', '/ratgeber/einstreuberater');
  await teaser.click();
  await expect(shop.heading('Einstreuberater')).toBeVisible();

  await shop.open('/Einstreu/');
  await expect(shop.main.getByRole('link', { name: 'Zum Einstreuberater' })).toBeVisible();

  await shop.open('/', 'en-GB');
  await expect(shop.main.getByRole('link', { name: 'Go to the bedding advisor' })).toHaveAttribute('href', '/en-GB/ratgeber/bedding-advisor');
  // the other language's path leads to the locale's own one
  await page.goto('/en-GB/ratgeber/einstreurechner');
  await expect(page).toHaveURL(/\/en-GB\/ratgeber\/bedding-calculator$/);
});

for (const locale of ['fr-FR', 'ar-AE'] as const) {
  test(`${locale} offers neither advisor nor calculator: no links, their paths offer German and English`, async ({ shop, page }) => {
    await shop.open('/', locale);
    await expect(shop.main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('a[href*="einstreuberater"], a[href*="bedding-advisor"], a[href*="einstreurechner"], a[href*="bedding-calculator"]')).toHaveCount(0);
    await page.goto(`/${locale}/ratgeber/einstreuberater`);
    const heading = page.locator('main#main').getByRole('heading', { level: 1 });
    await expect(heading).toContainText(locale === 'fr-FR' ? 'uniquement en allemand et en anglais' : 'بالألمانية والإنجليزية فقط');
    await expect(page.locator('main#main a[href="/ratgeber/einstreuberater"]')).toBeVisible();
    await expect(page.locator('main#main a[href="/en-GB/ratgeber/bedding-advisor"]')).toBeVisible();
    await page.goto(`/${locale}/ratgeber/bedding-calculator`);
    await expect(page.locator('main#main a[href="/ratgeber/einstreurechner"]')).toBeVisible();
    if (locale === 'ar-AE') await axeClean(page);
  });
}
