import type { ImageView, OrderLineView, ProductSummary } from '../../api';
import { clampQuantity, purchaseRules } from '../../lib/quantity';

/** One product to put into the cart again. */
export interface ReorderItem {
  productId: string;
  quantity: number;
  name: string;
  image?: ImageView;
}

/** Why a line was left out or its quantity changed. */
export type ReorderNote =
  | { kind: 'unavailable'; name: string }
  | { kind: 'minimum'; name: string; from: number; to: number }
  | { kind: 'maximum'; name: string; from: number; to: number }
  | { kind: 'steps'; name: string; from: number; to: number };

export interface ReorderPlan {
  items: ReorderItem[];
  notes: ReorderNote[];
}

/**
 * Which products of an order go into the cart again and how many: only products that can be
 * bought now, the ordered quantity raised to the minimum, rounded down to the purchase steps and
 * capped at the maximum (which includes the stock of closeout products) — the same rules the
 * server applies, so the cart then equals what the plan says. Promotions and custom lines stay out.
 */
export function planReorder(lines: OrderLineView[], products: Map<string, ProductSummary>): ReorderPlan {
  const wanted = new Map<string, { quantity: number; line: OrderLineView }>();
  for (const line of lines) {
    if (line.type !== 'product' || !line.productId) continue;
    const prev = wanted.get(line.productId);
    wanted.set(line.productId, { quantity: (prev?.quantity ?? 0) + line.quantity, line: prev?.line ?? line });
  }
  const items: ReorderItem[] = [];
  const notes: ReorderNote[] = [];
  for (const [productId, { quantity, line }] of wanted) {
    const product = products.get(productId);
    const name = product?.name ?? line.label;
    if (!product || !product.available || product.hasVariants) {
      notes.push({ kind: 'unavailable', name });
      continue;
    }
    const rules = purchaseRules(product.minPurchase, product.purchaseSteps, product.maxPurchase);
    if (rules.max < rules.min) {
      notes.push({ kind: 'unavailable', name });
      continue;
    }
    const to = clampQuantity(quantity, rules);
    if (to !== quantity) {
      const kind = quantity < rules.min ? 'minimum' : quantity > rules.max ? 'maximum' : 'steps';
      notes.push({ kind, name, from: quantity, to });
    }
    items.push({ productId, quantity: to, name, image: product.image ?? line.image });
  }
  return { items, notes };
}
