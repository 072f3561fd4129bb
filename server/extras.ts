import type { AppDeps } from './app';

/**
 * Listeners and hints that come with later features (payment simulator on :8080, demo customer,
 * mailbox). Kept apart from main.ts so each feature adds its own line.
 */
export async function startExtras(_deps: AppDeps): Promise<{ lines: string[]; close: () => Promise<void> }> {
  return { lines: [], close: async () => {} };
}
