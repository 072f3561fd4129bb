import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItemView, CartView } from '../../api';
import { appStore } from '../../app/store';
import { db } from '../../offline/db';
import { cartDraftsAtom } from './atoms';
import { compareLoaded } from './compare';
import { addToDraft, createDraft, deleteDraft, loadDrafts, mergeLines, renameDraft, setDraftQuantity } from './drafts';

const item = (productId: string, quantity: number, unitPrice: number): CartItemView =>
  ({
    id: productId,
    referencedId: productId,
    type: 'product',
    label: productId,
    quantity,
    unitPrice,
    totalPrice: quantity * unitPrice,
    options: [],
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: 100,
  }) as unknown as CartItemView;
const cart = (items: CartItemView[]) => ({ items }) as CartView;

describe('cart drafts in IndexedDB (issue 15 item 4)', () => {
  beforeEach(async () => {
    await db.cartDrafts.clear();
  });

  it('keeps several named drafts, newest first, and sums a product added twice', async () => {
    const north = await createDraft('Stall Nord – Quartal', [{ productId: 'p1', name: 'Strohpellets', quantity: 10, unitPrice: 12.9, priceAt: 1 }]);
    await createDraft('Offenstall', []);
    await addToDraft(north.id, [
      { productId: 'p1', name: 'Strohpellets', quantity: 5 },
      { productId: 'p2', name: 'Matte', quantity: 4 },
    ]);
    const drafts = await loadDrafts();
    expect(drafts.map((d) => d.name)).toEqual(['Stall Nord – Quartal', 'Offenstall']);
    expect(drafts[0].lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual([
      ['p1', 15, 12.9],
      ['p2', 4, undefined],
    ]);
    expect(appStore.get(cartDraftsAtom)).toHaveLength(2);

    await setDraftQuantity(north.id, 'p2', 0);
    await renameDraft(north.id, '  Stall Nord  ');
    const [renamed] = await loadDrafts();
    expect(renamed.name).toBe('Stall Nord');
    expect(renamed.lines.map((l) => l.productId)).toEqual(['p1']);
    await deleteDraft(north.id);
    expect((await loadDrafts()).map((d) => d.name)).toEqual(['Offenstall']);
  });

  it('merges lines without losing the last known price', () => {
    expect(mergeLines([{ productId: 'a', name: 'A', quantity: 1, unitPrice: 2, priceAt: 5 }], [{ productId: 'a', name: 'A', quantity: 2 }])).toEqual([
      { productId: 'a', name: 'A', quantity: 3, unitPrice: 2, priceAt: 5 },
    ]);
  });
});

describe('loading a draft into the cart: what the shop changed, per line', () => {
  const lines = [
    { productId: 'p1', name: 'Strohpellets', quantity: 10, unitPrice: 12.9, priceAt: 1 },
    { productId: 'mat', name: 'Paddockmatte', quantity: 3, unitPrice: 49, priceAt: 1 },
    { productId: 'gone', name: 'Alter Leckstein', quantity: 1 },
    { productId: 'same', name: 'Gabel', quantity: 1, unitPrice: 20, priceAt: 1 },
  ];
  it('names changed prices, adjusted quantities (also on top of what was in the cart) and refused products', () => {
    const before = cart([item('mat', 2, 49)]);
    const after = cart([item('p1', 10, 13.5), item('mat', 6, 49), item('same', 1, 20)]);
    expect(compareLoaded(lines, before, after)).toEqual([
      { productId: 'p1', name: 'Strohpellets', kind: 'priceChanged', from: 12.9, to: 13.5 },
      { productId: 'mat', name: 'Paddockmatte', kind: 'quantityChanged', from: 5, to: 6 },
      { productId: 'gone', name: 'Alter Leckstein', kind: 'unavailable' },
      { productId: 'same', name: 'Gabel', kind: 'added', quantity: 1 },
    ]);
  });
});
