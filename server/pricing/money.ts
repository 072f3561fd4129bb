/**
 * Money helpers. Prices are floats in the currency's major unit, rounded like PHP's round()
 * (half away from zero) after a 15-digit pre-rounding so binary artefacts (1.005 → 1.00499…)
 * round the way a human expects.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed; // no -0
}

/** Shopware's CashRoundingConfig of a currency (item and total rounding). */
export interface CashRoundingConfig {
  decimals: number;
  /** Smallest cash step, 0.01 for cents, 0.05 for Swiss cash rounding. */
  interval: number;
  /** Whether net prices are cash-rounded as well (Shopware default true). */
  roundForNet: boolean;
}

export const defaultRounding = (decimals = 2): CashRoundingConfig => ({ decimals, interval: 10 ** -decimals, roundForNet: true });

/** CashRounding::mathRound */
export function mathRound(value: number, config: CashRoundingConfig): number {
  return roundHalfUp(value, config.decimals);
}

/** CashRounding::cashRound: round to the decimals, then to the cash interval (only for ≤ 2 decimals). */
export function cashRound(value: number, config: CashRoundingConfig): number {
  const rounded = roundHalfUp(value, config.decimals);
  if (config.decimals > 2) return rounded;
  const multiplier = 100 / roundHalfUp(config.interval * 100, 6);
  return roundHalfUp(roundHalfUp(rounded * multiplier, 0) / multiplier, config.decimals);
}

/** Sum of money values without float drift. */
export function sumMoney(values: number[], decimals = 2): number {
  return roundHalfUp(
    values.reduce((a, b) => a + b, 0),
    decimals,
  );
}

/** Minor units (cents) of an amount: divisor 1 for 0-decimal, 1000 for 3-decimal currencies, else 100. */
export function toMinorUnits(amount: number, decimals = 2): number {
  return Math.round(roundHalfUp(amount, decimals) * 10 ** decimals);
}

export function fromMinorUnits(minor: number, decimals = 2): number {
  return roundHalfUp(minor / 10 ** decimals, decimals);
}
