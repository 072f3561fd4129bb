import { addProducts, fetchCart, type CartView } from '../../api';
import { newRequestKey } from '../../lib/ids';
import { applyCart } from '../cart';
import { compareLoaded, type LoadNote } from './compare';
import { updateDraftPrices, type CartDraft } from './drafts';

/**
 * Puts a draft into the server cart (one request, one idempotency key) and reports per line what
 * the shop changed: quantities (minimum, steps, stock), prices since the draft last saw them,
 * products no longer sold. The draft keeps the prices just seen.
 */
export async function loadDraftIntoCart(draft: CartDraft): Promise<LoadNote[]> {
  const before: CartView | null = await fetchCart().catch(() => null);
  const after = await addProducts(
    draft.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    newRequestKey(),
  );
  applyCart(after);
  const prices = new Map(after.items.filter((i) => i.type === 'product').map((i) => [i.referencedId ?? i.id, i.unitPrice] as const));
  await updateDraftPrices(draft.id, prices, Date.now());
  return compareLoaded(draft.lines, before, after);
}
