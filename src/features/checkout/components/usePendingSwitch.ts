import { useState } from 'react';
import type { CheckoutSwitch } from '../../../api';

export interface PendingSwitch {
  /** The choice to show instead of the context's, until the context that answers it arrives. */
  shown: CheckoutSwitch;
  /** A switch was sent. */
  begin: (patch: CheckoutSwitch) => void;
  /** The switch failed: show the context's choice again. */
  fail: () => void;
}

/**
 * A method the shopper picked shows at once and stays shown until the revalidated context
 * replaces the one it was picked on. React Router hands new loader data over in a transition,
 * which React renders after any plain state update; clearing the choice when the request ended
 * let one render show the old method again, with the pay button enabled, so a quick Enter paid
 * with the method the shopper had just left.
 */
export function usePendingSwitch<Context>(context: Context): PendingSwitch {
  const [pending, setPending] = useState<{ patch: CheckoutSwitch; on: Context } | null>(null);
  return {
    shown: pending && pending.on === context ? pending.patch : {},
    begin: (patch) => setPending({ patch, on: context }),
    fail: () => setPending(null),
  };
}
