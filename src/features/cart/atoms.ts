import { atom } from 'jotai';
import type { CartView, ImageView } from '../../api';

/** The server cart; null until the first read. */
export const cartAtom = atom<CartView | null>(null);

/** Whether the side cart panel is open. */
export const sideCartOpenAtom = atom(false);

/** A product the shopper added while offline, waiting in the outbox. */
export interface PendingCartItem {
  seq: number;
  productId: string;
  name: string;
  quantity: number;
  image?: ImageView;
  createdAt: number;
  /** The server's refusal once the outbox was replayed. */
  error?: string;
}

export const pendingCartAtom = atom<PendingCartItem[]>([]);

/** Header badge: server quantities plus the products waiting to be sent. */
export const cartCountAtom = atom((get) => (get(cartAtom)?.count ?? 0) + get(pendingCartAtom).reduce((sum, p) => sum + p.quantity, 0));
