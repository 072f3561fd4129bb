import type { CartView } from '../../api';
import type { CartDraftLine } from './drafts';

/** What happened to one draft line when it went into the server cart. */
export type LoadNote =
  | { productId: string; name: string; kind: 'added'; quantity: number }
  | { productId: string; name: string; kind: 'quantityChanged'; from: number; to: number }
  | { productId: string; name: string; kind: 'priceChanged'; from: number; to: number }
  | { productId: string; name: string; kind: 'unavailable' };

/**
 * Compares the draft with the cart before and after adding it: quantities the server changed
 * (minimum, steps, stock), prices that moved since the draft last saw them, products it refused.
 */
export function compareLoaded(lines: readonly CartDraftLine[], before: CartView | null, after: CartView): LoadNote[] {
  const quantityIn = (cart: CartView | null, productId: string) =>
    cart?.items.filter((i) => i.type === 'product' && (i.referencedId ?? i.id) === productId).reduce((sum, i) => sum + i.quantity, 0) ?? 0;
  return lines.flatMap((line): LoadNote[] => {
    const item = after.items.find((i) => i.type === 'product' && (i.referencedId ?? i.id) === line.productId);
    if (!item) return [{ productId: line.productId, name: line.name, kind: 'unavailable' }];
    const notes: LoadNote[] = [];
    const expected = quantityIn(before, line.productId) + line.quantity;
    const actual = quantityIn(after, line.productId);
    if (actual !== expected) notes.push({ productId: line.productId, name: line.name, kind: 'quantityChanged', from: expected, to: actual });
    if (line.unitPrice !== undefined && Math.abs(item.unitPrice - line.unitPrice) >= 0.005) {
      notes.push({ productId: line.productId, name: line.name, kind: 'priceChanged', from: line.unitPrice, to: item.unitPrice });
    }
    return notes.length ? notes : [{ productId: line.productId, name: line.name, kind: 'added', quantity: line.quantity }];
  });
}
