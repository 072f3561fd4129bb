/** What the merge of a guest wishlist on login needs (injected, so it can be tested alone). */
export interface MergeDeps {
  readLocal(): Promise<string[]>;
  merge(productIds: string[]): Promise<void>;
  clearLocal(): Promise<void>;
}

let inFlight: Promise<string[]> | null = null;

/**
 * Sends the guest's local wishlist to the signed-in customer's server wishlist exactly once and
 * then empties the local list. Concurrent calls (login, `online`, the wishlist page) share one
 * run; a later call finds the local list empty and sends nothing. When the merge fails (offline,
 * server error) the local list stays for the next attempt. Returns the merged ids.
 */
export function mergeLocalWishlist(deps: MergeDeps): Promise<string[]> {
  inFlight ??= (async () => {
    try {
      const ids = await deps.readLocal();
      if (ids.length === 0) return [];
      await deps.merge(ids);
      await deps.clearLocal();
      return ids;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
