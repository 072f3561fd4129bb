/**
 * The only module that opens IndexedDB (database "stallwerk"). What is stored where:
 * - drafts:   texts the user typed that must survive a reload or a lost connection, keyed by
 *             name (the cart's delivery note; later checkout and calculator forms).
 * - outbox:   mutations queued while offline (e.g. add to cart), replayed in order with an
 *             idempotency key, created time, attempt count and the server's refusal if any.
 * - wishlist: the guest wishlist (product ids), kept by src/features/wishlist.
 * - results:  calculator and advisor results (later issues).
 * - cartDrafts: named carts prepared for later ("Stall Nord – Quartal"), with the last known
 *             prices and when they were seen.
 * - catalog:  per locale, the catalogue downloaded for offline use: product cards (offline search)
 *             and what the download stored (build, date, pages, images).
 */
import Dexie, { type Table } from 'dexie';
import { OFFLINE_DB_NAME } from './presence';

export interface Draft {
  key: string;
  value: string;
  updatedAt: number;
}

export type OutboxKind = 'cart.add' | 'contact.send' | 'newsletter.subscribe' | 'review.save' | 'wishlist.add' | 'wishlist.remove' | 'calculator.lead';

export interface OutboxEntry<P = unknown> {
  seq?: number;
  idempotencyKey: string;
  kind: OutboxKind;
  payload: P;
  createdAt: number;
  attempts: number;
  /** Set when the server refused the mutation; the entry stays visible until removed. */
  error?: string;
}

export interface WishlistEntry {
  productId: string;
  addedAt: number;
}

export interface StoredResult {
  id: string;
  kind: 'calculator' | 'advisor';
  data: unknown;
  createdAt: number;
}

export interface OfflineCatalog {
  locale: string;
  buildId: string;
  savedAt: number;
  pages: number;
  images: number;
  /** Pages or images that could not be stored (the connection dropped, a product went away). */
  failed: number;
  products: unknown[];
}

export interface CartDraftLine {
  productId: string;
  name: string;
  quantity: number;
  productNumber?: string;
  image?: unknown;
  /** Last known unit price and when it was seen (shown offline as such). */
  unitPrice?: number;
  priceAt?: number;
}

export interface CartDraft {
  id: string;
  name: string;
  lines: CartDraftLine[];
  createdAt: number;
  updatedAt: number;
}

class StallwerkDb extends Dexie {
  catalog!: Table<OfflineCatalog, string>;
  cartDrafts!: Table<CartDraft, string>;
  drafts!: Table<Draft, string>;
  outbox!: Table<OutboxEntry, number>;
  wishlist!: Table<WishlistEntry, string>;
  results!: Table<StoredResult, string>;

  constructor() {
    super(OFFLINE_DB_NAME);
    this.version(1).stores({
      drafts: 'key',
      outbox: '++seq, &idempotencyKey, kind, createdAt',
      wishlist: 'productId, addedAt',
      results: 'id, kind, createdAt',
    });
    this.version(2).stores({ catalog: 'locale' });
    this.version(3).stores({ cartDrafts: 'id, updatedAt' });
  }
}

export const db = new StallwerkDb();
