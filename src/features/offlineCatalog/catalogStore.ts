import type { ListingView, ProductSummary } from '../../api';
import { db, type OfflineCatalog } from '../../offline/db';
import type { DownloadResult } from './downloadCatalog';
import { createOfflineIndex } from './offlineSearch';

export type { OfflineCatalog };

export async function saveOfflineCatalog(locale: string, result: DownloadResult): Promise<OfflineCatalog> {
  const entry: OfflineCatalog = { locale, buildId: __BUILD_ID__, savedAt: Date.now(), pages: result.pages, images: result.images, failed: result.failed, products: result.products };
  await db.catalog.put(entry);
  indexes.delete(locale);
  return entry;
}

export async function readOfflineCatalog(locale: string): Promise<OfflineCatalog | undefined> {
  try {
    return await db.catalog.get(locale);
  } catch {
    return undefined;
  }
}

export interface StorageInfo {
  usage?: number;
  quota?: number;
  persisted?: boolean;
}

/** How much the browser lets the shop keep, and whether it may evict it (`navigator.storage`). */
export async function storageInfo(): Promise<StorageInfo> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage) return {};
  const [estimate, persisted] = await Promise.all([storage.estimate?.().catch(() => undefined), storage.persisted?.().catch(() => undefined)]);
  return { usage: estimate?.usage, quota: estimate?.quota, persisted };
}

/** Asks the browser not to evict the stored shop under storage pressure. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

const indexes = new Map<string, Promise<((term: string) => ProductSummary[]) | null>>();

/** Searches the stored catalogue of a locale; null when none was downloaded. */
export async function searchStoredCatalog(locale: string, term: string): Promise<ProductSummary[] | null> {
  let index = indexes.get(locale);
  if (!index) {
    index = readOfflineCatalog(locale).then((c) => (c ? createOfflineIndex(c.products as ProductSummary[]) : null));
    indexes.set(locale, index);
  }
  const search = await index;
  return search ? search(term) : null;
}

/** A search page from the stored catalogue: one page, no filters (those need the shop). */
export function offlineListing(products: ProductSummary[]): ListingView {
  return {
    products,
    total: products.length,
    page: 1,
    limit: Math.max(products.length, 1),
    sortings: [],
    facets: { manufacturers: [], properties: [], shippingFreeAvailable: false },
  };
}

/** Offline search results as a listing page, with the date of the stored catalogue; null without one. */
export async function searchStoredOffline(locale: string, term: string): Promise<{ listing: ListingView; savedAt: number } | null> {
  const found = await searchStoredCatalog(locale, term);
  if (!found) return null;
  const stored = await readOfflineCatalog(locale);
  return { listing: offlineListing(found), savedAt: stored?.savedAt ?? Date.now() };
}
