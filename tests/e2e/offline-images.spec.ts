import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { cutNetwork, workerKeeps } from './network';

/**
 * Offline, a page opened from the build's data asks for its images at the sizes its layout needs.
 * The device may hold them in another size only (a listing's card is half as wide as a product's
 * gallery), or not at all: the worker answers with the size it holds, else with a neutral
 * placeholder — not a broken image with its alt text over the card.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

const LISTING = '/Einstreu/Miscanthus/';
const PRODUCT = '/Miscanthus-Einstreu-Premium/SW-MIS-100';
/** The product's cover, as the listing's card shows it on a phone (50vw: the 200 px thumbnail). */
const CARD_IMAGE = '/media/product/thumbnails/miscanthus-einstreu-premium_200x200.webp';
/** A gallery image the listing never shows. */
const UNSEEN = 'closeup-miscanthus';

/** What an <img> shows: the source it asked for, its loaded width, and how the worker answers that source. */
const shown = (img: Locator) =>
  img.evaluate(async (el: HTMLImageElement) => {
    await el.decode().catch(() => undefined);
    const answer = await fetch(el.currentSrc);
    return {
      asked: new URL(el.currentSrc).pathname,
      loaded: el.complete && (el.naturalWidth > 0 || answer.headers.get('content-type') === 'image/svg+xml'),
      naturalWidth: el.naturalWidth,
      type: answer.headers.get('content-type'),
      placeholder: answer.headers.get('x-stallwerk-offline-image') === '1',
    };
  });

test('offline, a product page opened from the build’s data shows its cover in the size the device holds and a placeholder for images it never saw', async ({ shop, page, context }) => {
  await shop.open(LISTING);
  await shop.waitForServiceWorker();
  // Read once more with the worker in control: it keeps the cards' images and the product's build data.
  await page.reload();
  await expect(shop.main.getByRole('heading', { level: 1, name: 'Miscanthus' })).toBeVisible();
  await expect.poll(() => workerKeeps(page, CARD_IMAGE), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => workerKeeps(page, `${PRODUCT}/_payload.json`), { timeout: 30_000 }).toBe(true);

  const reconnect = await cutNetwork(context);
  try {
    await page.goto(PRODUCT);
    await expect(shop.main.getByRole('heading', { level: 1, name: /Miscanthus-Einstreu Premium/ })).toBeVisible();
    // The gallery asks for the 400 px thumbnail; the worker answers with the 200 px one it holds.
    const cover = shop.main.locator('img[fetchpriority="high"]');
    await expect.poll(async () => (await shown(cover)).asked).toMatch(/miscanthus-einstreu-premium_400x400\.webp$/);
    expect(await shown(cover)).toMatchObject({ loaded: true, naturalWidth: 200, type: 'image/webp', placeholder: false });
    // An image the device never loaded: the placeholder, not a broken image.
    const unseen = shop.main.locator(`img[src*="${UNSEEN}"]`).first();
    await expect(unseen).toBeVisible();
    expect(await shown(unseen)).toMatchObject({ loaded: true, type: 'image/svg+xml', placeholder: true });
  } finally {
    await reconnect();
  }
  // Online again, the real image replaces the placeholder on the next visit.
  await page.reload();
  const unseen = shop.main.locator(`img[src*="${UNSEEN}"]`).first();
  await expect.poll(async () => (await shown(unseen)).type).toBe('image/webp');
});
