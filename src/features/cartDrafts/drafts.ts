import { appStore } from '../../app/store';
import { newRequestKey } from '../../lib/ids';
import { db, type CartDraft, type CartDraftLine } from '../../offline/db';
import { cartDraftsAtom } from './atoms';

export type { CartDraft, CartDraftLine };

export { cartDraftsAtom };

export async function loadDrafts(): Promise<CartDraft[]> {
  let drafts: CartDraft[] = [];
  try {
    drafts = await db.cartDrafts.orderBy('updatedAt').reverse().toArray();
  } catch {
    // no IndexedDB (private mode): no drafts
  }
  appStore.set(cartDraftsAtom, drafts);
  return drafts;
}

/** Adds lines to a draft, summing the quantities of a product already in it. */
export function mergeLines(lines: readonly CartDraftLine[], added: readonly CartDraftLine[]): CartDraftLine[] {
  const merged = lines.map((l) => ({ ...l }));
  for (const line of added) {
    const existing = merged.find((l) => l.productId === line.productId);
    if (existing) {
      existing.quantity += line.quantity;
      if (line.unitPrice !== undefined) Object.assign(existing, { unitPrice: line.unitPrice, priceAt: line.priceAt });
    } else merged.push({ ...line });
  }
  return merged.filter((l) => l.quantity > 0);
}

export async function createDraft(name: string, lines: CartDraftLine[]): Promise<CartDraft> {
  const now = Date.now();
  const draft: CartDraft = { id: newRequestKey(), name: name.trim(), lines: mergeLines([], lines), createdAt: now, updatedAt: now };
  await db.cartDrafts.put(draft);
  await loadDrafts();
  return draft;
}

async function change(id: string, update: (draft: CartDraft) => CartDraft): Promise<void> {
  const draft = await db.cartDrafts.get(id);
  if (!draft) return;
  await db.cartDrafts.put({ ...update(draft), updatedAt: Date.now() });
  await loadDrafts();
}

export const addToDraft = (id: string, lines: CartDraftLine[]) => change(id, (d) => ({ ...d, lines: mergeLines(d.lines, lines) }));

export const setDraftQuantity = (id: string, productId: string, quantity: number) =>
  change(id, (d) => ({ ...d, lines: d.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)).filter((l) => l.quantity > 0) }));

export const removeDraftLine = (id: string, productId: string) => change(id, (d) => ({ ...d, lines: d.lines.filter((l) => l.productId !== productId) }));

export const renameDraft = (id: string, name: string) => change(id, (d) => ({ ...d, name: name.trim() || d.name }));

/** Prices as the server answered when the draft went into the cart: the draft remembers them. */
export const updateDraftPrices = (id: string, prices: Map<string, number>, at: number) =>
  change(id, (d) => ({ ...d, lines: d.lines.map((l) => (prices.has(l.productId) ? { ...l, unitPrice: prices.get(l.productId), priceAt: at } : l)) }));

export async function deleteDraft(id: string): Promise<void> {
  await db.cartDrafts.delete(id);
  await loadDrafts();
}
