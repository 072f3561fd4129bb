import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CheckoutPage, PRODUCTS, StoreApi } from './pages/CheckoutPage';
import { registerCustomer, settled } from './pages/Customers';

const HEART = /^Auf den Merkzettel: /;

/** Product names on the signed-in customer's server wishlist (Store API with the browser's token). */
async function serverWishlist(page: Page): Promise<string[]> {
  const api = new StoreApi(page);
  try {
    const answer = await api.call('POST', '/customer/wishlist', { limit: 100 });
    return (answer.products.elements as Array<{ translated?: { name?: string }; name: string }>).map((p) => p.translated?.name ?? p.name).sort();
  } catch (error) {
    if (String(error).includes('→ 404')) return [];
    throw error;
  }
}

/** Entries of the guest wishlist in IndexedDB (Dexie table `wishlist` of database "stallwerk"). */
function localWishlistCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('stallwerk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('wishlist')) return resolve(0);
          const count = db.transaction('wishlist').objectStore('wishlist').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );
}

const storedIds = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sw-wishlist-items') ?? '[]') as string[]);

test('a guest keeps a wishlist made offline, and on sign-in it moves to the account exactly once', async ({ shop, page, context, request }) => {
  const customer = await registerCustomer(request, 'merkzettel');
  // Pages offline need their code already loaded (browser tests run without the service worker).
  await shop.open('/wishlist');
  await expect(shop.main.getByText('Ihr Merkzettel ist leer')).toBeVisible();
  await shop.open('/Einstreu/');
  const hearts = shop.main.getByRole('button', { name: HEART });
  await expect(hearts.nth(2)).toBeVisible();
  await settled(page);

  await context.setOffline(true);
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const heart = hearts.nth(i);
    names.push((await heart.getAttribute('aria-label'))!.replace(HEART, ''));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(`„${names[2]}“ ist auf Ihrem Merkzettel.`)).toBeVisible();
  const badge = page.getByRole('link', { name: 'Merkzettel (3 Produkte)' });
  await expect(badge).toBeVisible();
  expect(await storedIds(page)).toHaveLength(3);
  expect(await localWishlistCount(page)).toBe(3);

  // Still offline: a client-side navigation to the wishlist knows all three.
  await badge.click();
  await expect(shop.heading('Merkzettel')).toBeVisible();
  await expect(shop.main.getByText('3 Produkte', { exact: true })).toBeVisible();
  await expect(shop.main.getByText(/Die Produkte Ihres Merkzettels werden angezeigt/)).toBeVisible();

  // Online again, a reload shows the three products.
  await context.setOffline(false);
  await page.reload();
  for (const name of names) await expect(shop.main.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Merkzettel (3 Produkte)' })).toBeVisible();

  // Sign in: the server wishlist holds exactly these three, the device's list is empty.
  await new StoreApi(page).addToCart(PRODUCTS.treats);
  await new CheckoutPage(page).login(customer.email, customer.password);
  await expect.poll(() => serverWishlist(page)).toEqual([...names].sort());
  await expect.poll(() => storedIds(page)).toEqual([]);
  expect(await localWishlistCount(page)).toBe(0);
  // A later page load does not merge again (nothing local is left): still exactly three.
  await shop.open('/wishlist');
  await expect(page.getByRole('link', { name: 'Merkzettel (3 Produkte)' })).toBeVisible();
  for (const name of names) await expect(shop.main.getByRole('heading', { name, exact: true })).toBeVisible();
  expect(await serverWishlist(page)).toEqual([...names].sort());
});

test('a customer toggles the heart on a card and on the product page; the wishlist page adds to cart and removes', async ({ shop, page, request }) => {
  const customer = await registerCustomer(request, 'herz');
  await shop.open('/');
  await new StoreApi(page).addToCart(PRODUCTS.treats);
  await new CheckoutPage(page).login(customer.email, customer.password);

  await shop.open('/search?search=Einstreuschaufel');
  // A product that can go straight into the cart (no variants to choose).
  const article = shop.main
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^In den Warenkorb: / }) })
    .first();
  const heart = article.getByRole('button', { name: HEART });
  const name = (await heart.getAttribute('aria-label'))!.replace(HEART, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`„${name}“ ist auf Ihrem Merkzettel.`)).toBeVisible();
  await expect.poll(() => serverWishlist(page)).toEqual([name]);
  await expect(page.getByRole('link', { name: 'Merkzettel (1 Produkt)' })).toBeVisible();

  await shop.main.getByRole('link', { name, exact: true }).first().click();
  await expect(shop.heading(name)).toBeVisible();
  const pageHeart = shop.main.getByRole('button', { name: `Auf den Merkzettel: ${name}` }).first();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`„${name}“ wurde vom Merkzettel entfernt.`)).toBeVisible();
  await expect.poll(() => serverWishlist(page)).toEqual([]);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverWishlist(page)).toEqual([name]);

  await page.getByRole('link', { name: 'Merkzettel (1 Produkt)' }).click();
  await expect(shop.heading('Merkzettel')).toBeVisible();
  const card = shop.main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: `In den Warenkorb: ${name}` }).click();
  await expect(shop.sideCart().getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: `Vom Merkzettel entfernen: ${name}` }).click();
  await expect(shop.main.getByText('Ihr Merkzettel ist leer')).toBeVisible();
  await expect.poll(() => serverWishlist(page)).toEqual([]);
});
