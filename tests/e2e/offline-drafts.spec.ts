import { expect, test } from './fixtures';
import { cutNetwork } from './network';

/**
 * Issue 15 item 4: a named cart draft built offline from a product page, kept on the device and
 * put into the server cart once online, with the shop's changes (here: a price that moved since
 * the draft saw it) named per line.
 */
test.use({ serviceWorkers: 'allow' });

test('a draft built offline goes into the cart online and names the changed price', async ({ shop, page, context }) => {
  await shop.open('/');
  await shop.waitForServiceWorker();
  await shop.open('/Mineral-Leckstein-Natur/SW-MIN-130');
  const product = shop.main.getByRole('heading', { level: 1 });
  await expect(product).toBeVisible();

  const reconnect = await cutNetwork(context);
  try {
    await shop.main.getByRole('button', { name: 'Zum Entwurf' }).click();
    await page.getByRole('menuitem', { name: 'Neuer Entwurf …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Entwurf …' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name des Entwurfs' }).fill('Stall Nord – Quartal');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /liegt im Entwurf „Stall Nord – Quartal“/ })
        .first(),
    ).toBeVisible();

    // The drafts page opens offline (never visited before) with the last known price and its date.
    await page.goto('/drafts');
    const draft = shop.main.getByRole('region', { name: 'Stall Nord – Quartal' });
    await expect(draft).toBeVisible();
    await expect(draft.getByText(/Preis vom /)).toBeVisible();
    await expect(draft.getByRole('button', { name: 'In den Warenkorb legen' })).toBeDisabled();
    await expect(draft.getByText('Zum Übernehmen in den Warenkorb wird eine Verbindung gebraucht.')).toBeVisible();
    await draft.getByRole('spinbutton', { name: /^Menge für/ }).fill('3');
  } finally {
    await reconnect();
  }

  // The draft was made weeks ago: its remembered price is older than today's (set in IndexedDB).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('stallwerk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('cartDrafts', 'readwrite');
          const store = tx.objectStore('cartDrafts');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const d of all.result as Array<{ lines: Array<{ unitPrice?: number; priceAt?: number }> }>) {
              d.lines = d.lines.map((l) => ({ ...l, unitPrice: 1, priceAt: Date.parse('2026-10-01T10:00:00Z') }));
              store.put(d);
            }
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  const draft = shop.main.getByRole('region', { name: 'Stall Nord – Quartal' });
  await expect(draft.getByText(/1,00\s€.*Preis vom 01\.10\.2026/)).toBeVisible();
  await draft.getByRole('button', { name: 'In den Warenkorb legen' }).click();
  const report = draft.getByRole('status');
  await expect(report).toContainText('Der Entwurf liegt im Warenkorb.');
  await expect(report).toContainText(/Preis geändert von 1,00\s€ auf \d+,\d\d\s€/);
  await expect(page.getByRole('button', { name: 'Warenkorb, 3 Artikel' })).toBeVisible();
  // The draft now remembers today's price.
  await expect(draft.getByText(/Preis vom 01\.10\.2026/)).toHaveCount(0);
});
