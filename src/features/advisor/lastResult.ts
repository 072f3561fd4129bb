import { db } from '../../offline/db';
import type { AdvisorAnswers } from './questions';
import type { Recommendation } from './rules';

const KEY = 'advisor:last';

export interface StoredAdvice {
  answers: AdvisorAnswers;
  recommendation: Recommendation;
  createdAt: number;
}

/** The last recommendation, kept in IndexedDB (results table) to be shown again. */
export async function loadLastAdvice(): Promise<StoredAdvice | null> {
  try {
    const row = await db.results.get(KEY);
    return row ? (row.data as StoredAdvice) : null;
  } catch {
    return null;
  }
}

export async function saveLastAdvice(advice: StoredAdvice): Promise<void> {
  try {
    await db.results.put({ id: KEY, kind: 'advisor', data: advice, createdAt: advice.createdAt });
  } catch {
    // Private mode without IndexedDB: the result is still shown, only not kept.
  }
}
