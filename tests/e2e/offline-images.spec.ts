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

/**
 * What an <img> shows, read from the element itself (not fetched again): the source it asked for,
 * its natural width (corrected for the srcset's density: a 200 px image in a slot picked for the
 * 400 px one reads about half the slot) and the colour near its top left corner (drawing a broken
 * image throws).
 */
const shown = (img: Locator) =>
  img.evaluate(async (el: HTMLImageElement) => {
    await el.decode().catch(() => undefined);
    const canvas = document.createElement('canvas');
    canvas.width = el.clientWidth;
    canvas.height = el.clientHeight;
    const context = canvas.getContext('2d')!;
    let corner: number[] | null = null;
    try {
      context.drawImage(el, 0, 0, canvas.width, canvas.height);
      // Inside the corner (the placeholder's sign is in the middle; an edge pixel is smoothed).
      corner = [...context.getImageData(Math.round(canvas.width * 0.15), Math.round(canvas.height * 0.15), 1, 1).data.slice(0, 3)];
    } catch {
      corner = null;
    }
    return { asked: new URL(el.currentSrc).pathname, complete: el.complete, naturalWidth: el.naturalWidth, slot: el.clientWidth, corner };
  });

/** The placeholder's background (sw/imageFallback.ts). */
const PLACEHOLDER = [0xef, 0xec, 0xe4];

test('offline, a product page opened from the build’s data shows its cover in the size the device holds and a placeholder for images it never saw', async ({ shop, page, context }) => {
  await shop.open(LISTING);
  await shop.waitForServiceWorker();
  // Read once more with the worker in control: it keeps the cards' images and the product's build data.
  await page.reload();
  await expect(shop.main.getByRole('heading', { level: 1, name: 'Miscanthus' })).toBeVisible();
  await expect.poll(() => workerKeeps(page, CARD_IMAGE), { timeout: 30_000 }).toBe(true);
  // Scrolled to, the product's card has its page's build data loaded (links on screen).
  await shop.main.locator(`a[href="${PRODUCT}"]`).first().scrollIntoViewIfNeeded();
  await expect.poll(() => workerKeeps(page, `${PRODUCT}/_payload.json`), { timeout: 30_000 }).toBe(true);

  const reconnect = await cutNetwork(context);
  try {
    await page.goto(PRODUCT);
    await expect(shop.main.getByRole('heading', { level: 1, name: /Miscanthus-Einstreu Premium/ })).toBeVisible();
    // The gallery asks for the 400 px thumbnail; the worker answers with the 200 px one it holds.
    const cover = shop.main.locator('img[fetchpriority="high"]');
    await expect.poll(async () => (await shown(cover)).asked).toMatch(/miscanthus-einstreu-premium_400x400\.webp$/);
    const coverShown = await shown(cover);
    expect(coverShown.complete).toBe(true);
    expect(coverShown.naturalWidth).toBeGreaterThan(0);
    expect(coverShown.naturalWidth).toBeLessThan(coverShown.slot * 0.75);
    expect(coverShown.corner).not.toBeNull();
    expect(coverShown.corner).not.toEqual(PLACEHOLDER);
    // An image the device never loaded: the placeholder, not a broken image.
    const unseen = shop.main.locator(`img[src*="${UNSEEN}"]`).first();
    await expect(unseen).toBeVisible();
    await expect.poll(async () => (await shown(unseen)).corner).toEqual(PLACEHOLDER);
  } finally {
    await reconnect();
  }
  // Online again, the real image replaces the placeholder (which the worker did not keep).
  await page.reload();
  const unseen = shop.main.locator(`img[src*="${UNSEEN}"]`).first();
  await expect(unseen).toBeVisible();
  await expect.poll(async () => (await shown(unseen)).corner).not.toEqual(PLACEHOLDER);
  expect((await shown(unseen)).corner).not.toBeNull();
});
