/** One row of a tier price table: 'up to {quantity}' or, for the last tier, 'from {quantity}'. */
export interface TierRow {
  label: 'upTo' | 'from';
  quantity: number;
  unitPrice: number;
}

/**
 * Shopware's calculatedPrices carry the upper quantity of each tier and the start quantity of
 * the last one; the last tier therefore reads 'from', all others 'up to' (spec §9).
 */
export function tierRows(prices: ReadonlyArray<{ quantity: number; unitPrice: number }>): TierRow[] {
  if (prices.length < 2) return [];
  return prices.map((p, i) => ({
    label: i === prices.length - 1 ? 'from' : 'upTo',
    quantity: p.quantity,
    unitPrice: p.unitPrice,
  }));
}

/** The unit price that applies to a quantity, given tier rows. */
export function unitPriceFor(rows: readonly TierRow[], quantity: number, fallback: number): number {
  for (const row of rows) {
    if (row.label === 'upTo' && quantity <= row.quantity) return row.unitPrice;
    if (row.label === 'from') return row.unitPrice;
  }
  return fallback;
}
