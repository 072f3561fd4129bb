/**
 * Shipping costs of the embedded shop, from `shipping_method.price_rules` (EUR, gross):
 * - `{"kind":"weight","brackets":[{"maxWeight":10,"price":5.9},…],"freeFrom":150,"maxWeight":100}`:
 *   parcel and express. The first bracket whose maxWeight holds the cart weight sets the price (above
 *   the last bracket its price applies); from `freeFrom` € goods value delivery is free; a cart heavier
 *   than `maxWeight` cannot be sent this way (the method is blocked).
 * - `{"kind":"pallet","pricePerPallet":89,"halfPalletPrice":59}`: pallet freight by pallet count.
 * - `{"kind":"flat","price":4.9}`: a fixed price.
 *
 * Pallet counting (documented rule of this shop): everything is counted in "bag places".
 * - bedding counts its bags: a bag is 1, a half pallet 20 and a pallet 65 bags (`bags_per_unit`);
 * - other goods packed as `half_pallet` / `pallet` count 20 / 65 places per unit;
 * - any other goods take one place per started 20 kg of their weight (a bag weighs about 20 kg);
 * A full pallet carries 65 places. What is left after the full pallets travels on a half pallet when
 * it is at most 20 places, otherwise on one more full pallet. So 20 bags are a half pallet (59 €),
 * 21–65 bags one pallet (89 €), 66–85 bags a pallet and a half pallet (148 €), 86–130 two pallets.
 * Shipping-free products and downloads take no room and weigh nothing here.
 */
export type ShippingRules =
  | { kind: 'weight'; brackets: Array<{ maxWeight: number; price: number }>; freeFrom?: number | null; maxWeight?: number | null }
  | { kind: 'pallet'; pricePerPallet: number; halfPalletPrice: number; freeFrom?: number | null }
  | { kind: 'flat'; price: number; freeFrom?: number | null };

export const BAGS_PER_PALLET = 65;
export const BAGS_PER_HALF_PALLET = 20;
export const KG_PER_BAG_PLACE = 20;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Reads price_rules JSON; unknown or broken rules cost nothing rather than failing the cart. */
export function parseShippingRules(raw: string | null | undefined): ShippingRules {
  let v: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(raw ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object') v = parsed as Record<string, unknown>;
  } catch {
    v = {};
  }
  if (v.kind === 'weight' && Array.isArray(v.brackets)) {
    const brackets = (v.brackets as Array<Record<string, unknown>>).map((b) => ({ maxWeight: num(b.maxWeight) ?? Infinity, price: num(b.price) ?? 0 })).sort((a, b) => a.maxWeight - b.maxWeight);
    return { kind: 'weight', brackets, freeFrom: num(v.freeFrom), maxWeight: num(v.maxWeight) };
  }
  if (v.kind === 'pallet') {
    return { kind: 'pallet', pricePerPallet: num(v.pricePerPallet) ?? 0, halfPalletPrice: num(v.halfPalletPrice) ?? num(v.pricePerPallet) ?? 0, freeFrom: num(v.freeFrom) };
  }
  return { kind: 'flat', price: num(v.price) ?? 0, freeFrom: num(v.freeFrom) };
}

/** One shippable position, as the shipping calculation sees it. */
export interface ShippingPosition {
  quantity: number;
  /** kg per unit */
  weight: number;
  packaging: string | null;
  bagsPerUnit: number | null;
  shippingFree: boolean;
  isDownload: boolean;
}

/** Bag places of one position (see the rule above). */
export function bagPlaces(p: ShippingPosition): number {
  if (p.shippingFree || p.isDownload || p.quantity <= 0) return 0;
  if (p.bagsPerUnit && p.bagsPerUnit > 0) return p.bagsPerUnit * p.quantity;
  if (p.packaging === 'pallet') return BAGS_PER_PALLET * p.quantity;
  if (p.packaging === 'half_pallet') return BAGS_PER_HALF_PALLET * p.quantity;
  return Math.ceil((Math.max(0, p.weight) * p.quantity) / KG_PER_BAG_PLACE - 1e-9);
}

export interface PalletCount {
  bagPlaces: number;
  fullPallets: number;
  halfPallets: number;
}

/** Full and half pallets needed for a number of bag places. */
export function countPallets(places: number): PalletCount {
  if (places <= 0) return { bagPlaces: 0, fullPallets: 0, halfPallets: 0 };
  let fullPallets = Math.floor(places / BAGS_PER_PALLET);
  const rest = places - fullPallets * BAGS_PER_PALLET;
  let halfPallets = 0;
  if (rest > BAGS_PER_HALF_PALLET) fullPallets += 1;
  else if (rest > 0) halfPallets = 1;
  return { bagPlaces: places, fullPallets, halfPallets };
}

/** Total shipping weight (kg) of the positions that are actually shipped and charged. */
export function shippingWeight(positions: ShippingPosition[]): number {
  let kg = 0;
  for (const p of positions) if (!p.shippingFree && !p.isDownload) kg += Math.max(0, p.weight) * p.quantity;
  return Math.round(kg * 1000) / 1000;
}

export interface ShippingQuote {
  /** EUR gross, before currency factor and tax state */
  price: number;
  blocked: boolean;
  reason?: string;
  weight: number;
  pallets?: PalletCount;
  free?: 'shipping-free-products' | 'free-from' | 'nothing-to-ship';
}

/**
 * Price (EUR gross) of sending the positions with the rules; `goodsValueEur` is the goods value
 * for `freeFrom` (after discounts, in the shown price mode).
 */
export function quoteShipping(rules: ShippingRules, positions: ShippingPosition[], goodsValueEur: number): ShippingQuote {
  const weight = shippingWeight(positions);
  const charged = positions.filter((p) => !p.shippingFree && !p.isDownload && p.quantity > 0);
  if (rules.kind === 'weight' && rules.maxWeight != null && weight > rules.maxWeight) {
    return { price: 0, blocked: true, reason: `The cart weighs ${weight} kg, more than ${rules.maxWeight} kg`, weight };
  }
  if (charged.length === 0) return { price: 0, blocked: false, weight, free: positions.length ? 'shipping-free-products' : 'nothing-to-ship' };
  if (rules.freeFrom != null && goodsValueEur >= rules.freeFrom) return { price: 0, blocked: false, weight, free: 'free-from' };
  switch (rules.kind) {
    case 'weight': {
      const bracket = rules.brackets.find((b) => weight <= b.maxWeight) ?? rules.brackets[rules.brackets.length - 1];
      return { price: bracket?.price ?? 0, blocked: false, weight };
    }
    case 'pallet': {
      const pallets = countPallets(charged.reduce((n, p) => n + bagPlaces(p), 0));
      return {
        price: Math.round((pallets.fullPallets * rules.pricePerPallet + pallets.halfPallets * rules.halfPalletPrice) * 100) / 100,
        blocked: false,
        weight,
        pallets,
      };
    }
    default:
      return { price: rules.price, blocked: false, weight };
  }
}
