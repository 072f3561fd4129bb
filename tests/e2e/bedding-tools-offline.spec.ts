import { expect, test } from './fixtures';
import { BeddingToolsPage, pdfText } from './pages/BeddingToolsPage';
import { Mailbox } from './pages/Mailbox';
import { cutNetwork } from './network';

// The service worker caches the tools' code and the product prices they read.
test.use({ serviceWorkers: 'allow' });

test('after one visit the calculator reloads offline with prices, makes the PDF and sends the lead once back online', async ({ shop, page, context }) => {
  await shop.open('/', 'en-GB');
  await shop.waitForServiceWorker();
  const tools = new BeddingToolsPage(page, 'en-GB');
  await tools.openCalculator();
  await expect(tools.main.getByRole('button', { name: 'Calculate' })).toBeVisible();
  // The PDF's worker (react-pdf) loads in idle time: its code is kept by the service worker.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) if ((await (await caches.open(name)).keys()).some((request) => /\/assets\/pdf\.worker-[\w-]+\.js$/.test(request.url))) return true;
        return false;
      }),
    )
    .toBe(true);

  // Page and service worker alike: the PDF worker's code must come from the worker's cache.
  const reconnect = await cutNetwork(context);
  await page.reload();
  await expect(tools.main.getByRole('heading', { level: 1, name: 'Bedding calculator' })).toBeVisible();
  await tools.main.getByRole('radio', { name: 'Open stable' }).check();
  await tools.select('Number of horses', '3');
  await tools.select('Area per horse', '20 m²');
  await tools.main.getByRole('radio', { name: 'Half pallet (20 bags)' }).check();
  await tools.main.getByRole('button', { name: 'Calculate' }).click();
  await expect(tools.main.getByTestId('calculator-order')).toHaveText('6 × Half pallet (20 bags)');
  await expect(tools.main.getByTestId('calculator-price')).toHaveText('€869.40');

  const email = `lead-sw-${Date.now()}@example.com`;
  const pdf = await tools.downloadPdf(email);
  await expect(page.getByText(/You are offline: the PDF has been created/)).toBeVisible();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('6 × Half pallet (20 bags)');
  expect(text).toContain('€869.40');

  const mailbox = new Mailbox(page.request);
  const leads = async () => (await mailbox.messages('service@stallwerk.example')).filter((m) => m.text.includes(email)).length;
  expect(await leads()).toBe(0);
  await reconnect();
  // The page's "online" event can come before the worker's own network is back (the DevTools
  // protocol restores them one after the other): the reload's start sends the waiting lead.
  await page.reload();
  await expect.poll(leads).toBe(1);
  await expect(tools.main.getByText('Your last calculation')).toBeVisible();
  expect(await leads()).toBe(1);
});
