import type { ProductDetail, ProductSummary } from '../../api';
import type { Locale } from '../../i18n/locales';
import { readStoredList, writeStoredList } from '../../lib/storedList';

/**
 * The products this device opened last, newest first (localStorage 'sw-recently-viewed'). Kept on
 * the device only, never sent anywhere. Each entry keeps, per locale, the card as last seen: the
 * row shows those when there is no connection (in the barn) and the shop's fresh cards otherwise.
 * Variants of one product are one entry (the one opened last), so switching a colour on the page
 * does not push everything else out.
 */
export const RECENT_STORAGE_KEY = 'sw-recently-viewed';
/** As many as a row shows before it gets tedious; older ones drop off. */
export const RECENT_LIMIT = 12;

export interface RecentEntry {
  /** The product family: the parent's id for a variant, else the product's own. */
  key: string;
  /** The product (or variant) that was opened. */
  productId: string;
  viewedAt: number;
  cards: Partial<Record<Locale, ProductSummary>>;
}

const CHANGE_EVENT = 'stallwerk:recently-viewed';

const isEntry = (value: unknown): value is RecentEntry => {
  const e = value as RecentEntry | null;
  return e !== null && typeof e === 'object' && typeof e.key === 'string' && typeof e.productId === 'string' && typeof e.viewedAt === 'number' && typeof e.cards === 'object' && e.cards !== null;
};

export function readRecent(): RecentEntry[] {
  return readStoredList(RECENT_STORAGE_KEY, isEntry).sort((a, b) => b.viewedAt - a.viewedAt);
}

/**
 * Whether anything is kept besides the product family `exclude` (the page's own): a synchronous
 * look that decides whether the row's code loads at all. A first product page has only itself.
 */
export function hasRecent(exclude?: string): boolean {
  try {
    if (typeof localStorage === 'undefined' || !localStorage.getItem(RECENT_STORAGE_KEY)) return false;
    return exclude === undefined || readRecent().some((e) => e.key !== exclude);
  } catch {
    return false;
  }
}

function write(entries: RecentEntry[]): void {
  // Storage full or blocked (private mode): the history is a convenience, browsing goes on.
  if (writeStoredList(RECENT_STORAGE_KEY, entries.slice(0, RECENT_LIMIT))) window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls back when this tab or another one changes the history; returns the unsubscribe. */
export function onRecentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const familyOf = (product: Pick<ProductSummary, 'id' | 'parentId'>): string => product.parentId ?? product.id;

/** A product page's card: only what a product card shows (no description, media or properties). */
export function cardOf(product: ProductDetail | ProductSummary): ProductSummary {
  const { id, parentId, productNumber, name, url, image, price, available, topseller, shippingFree, ratingAverage, deliveryTime, isDigital, hasVariants, minPurchase, purchaseSteps, maxPurchase } =
    product;
  return { id, parentId, productNumber, name, url, image, price, available, topseller, shippingFree, ratingAverage, deliveryTime, isDigital, hasVariants, minPurchase, purchaseSteps, maxPurchase };
}

/** A product page was opened: it goes to the front, its card kept for this locale. */
export function recordView(product: ProductDetail | ProductSummary, locale: Locale, now = Date.now(), pricesWithheld = false): void {
  const key = familyOf(product);
  const entries = readRecent();
  const previous = entries.find((e) => e.key === key);
  // The page shows a guest's data (offline, signed in): its card would keep a guest's price as the
  // customer's. The product moves to the front as they last saw it, or waits for an online view.
  if (pricesWithheld) {
    if (previous) write([{ ...previous, viewedAt: now }, ...entries.filter((e) => e !== previous)]);
    return;
  }
  // A card seen in another language stays only for the same product (a variant has other names).
  const cards = previous?.productId === product.id ? previous.cards : {};
  const entry: RecentEntry = { key, productId: product.id, viewedAt: now, cards: { ...cards, [locale]: cardOf(product) } };
  write([entry, ...entries.filter((e) => e.key !== key)]);
}

/** Fresh cards from the shop replace the kept ones of this locale; products the shop no longer has are dropped. */
export function refreshCards(asked: string[], fresh: ProductSummary[], locale: Locale): void {
  const byId = new Map(fresh.map((p) => [p.id, p]));
  const gone = new Set(asked.filter((id) => !byId.has(id)));
  const entries = readRecent();
  const next = entries
    .filter((e) => !gone.has(e.productId))
    .map((e) => {
      const card = byId.get(e.productId);
      return card ? { ...e, cards: { ...e.cards, [locale]: cardOf(card) } } : e;
    });
  // Unchanged cards are not written again: every write wakes the rows that show the history.
  if (JSON.stringify(next) !== JSON.stringify(entries)) write(next);
}

export function clearRecent(): void {
  write([]);
}
