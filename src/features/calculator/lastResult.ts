import { db } from '../../offline/db';
import type { CalculatorInput } from './model';

const KEY = 'calculator:last';

export interface StoredCalculation {
  input: CalculatorInput;
  units: number;
  createdAt: number;
}

/** The last calculation, kept in IndexedDB (results table) and offered again on the next visit. */
export async function loadLastCalculation(): Promise<StoredCalculation | null> {
  try {
    const row = await db.results.get(KEY);
    return row ? (row.data as StoredCalculation) : null;
  } catch {
    return null;
  }
}

export async function saveLastCalculation(calc: StoredCalculation): Promise<void> {
  try {
    await db.results.put({ id: KEY, kind: 'calculator', data: calc, createdAt: calc.createdAt });
  } catch {
    // Without IndexedDB (private mode) the result is only shown, not kept.
  }
}
