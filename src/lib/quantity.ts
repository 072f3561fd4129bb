/** Purchase limits of a product (Shopware: minPurchase, purchaseSteps, calculatedMaxPurchase). */
export interface PurchaseRules {
  min: number;
  step: number;
  max: number;
}

export function purchaseRules(min?: number | null, step?: number | null, max?: number | null): PurchaseRules {
  const safeMin = min && min > 0 ? Math.floor(min) : 1;
  const safeStep = step && step > 0 ? Math.floor(step) : 1;
  const safeMax = max && max >= safeMin ? Math.floor(max) : Math.max(safeMin, 999);
  return { min: safeMin, step: safeStep, max: safeMax };
}

/** The allowed quantity for an input: min + k·step within [min, max], rounding down to the step like the server. */
export function clampQuantity(value: number, rules: PurchaseRules): number {
  if (!Number.isFinite(value)) return rules.min;
  const steps = Math.floor((value - rules.min) / rules.step);
  const lastAllowed = rules.min + Math.floor((rules.max - rules.min) / rules.step) * rules.step;
  return Math.min(Math.max(rules.min + steps * rules.step, rules.min), lastAllowed);
}

/** Every allowed quantity, for selects (bounded to keep the list usable). */
export function allowedQuantities(rules: PurchaseRules, limit = 100): number[] {
  const out: number[] = [];
  for (let q = rules.min; q <= rules.max && out.length < limit; q += rules.step) out.push(q);
  return out;
}
