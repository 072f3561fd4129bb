import type { LoginEvent, StoreDeps } from '../hooks';
import { cartMergedHint } from './cartErrors';
import { transferCart } from './cartService';
import { loadCart, saveCart } from './store';

/**
 * StoreHooks.customerLogin: login replaces the context token: the visitor's cart moves to the new
 * token, and a registered customer's cart from an earlier visit (kept under its old token) is
 * merged into it, with a hint.
 */
export function moveCartOnLogin(deps: StoreDeps, event: LoginEvent): void {
  const { db } = deps;
  const previous = event.guest
    ? undefined
    : (db.prepare('SELECT token FROM cart WHERE customer_id = ? AND token NOT IN (?, ?) ORDER BY updated_at DESC LIMIT 1').get(event.customerId, event.oldToken, event.newToken) as
        | { token: string }
        | undefined);
  const visitorHadItems = loadCart(db, event.oldToken).items.length > 0;
  transferCart(db, event.oldToken, event.newToken);
  if (previous) {
    const earlierHadItems = loadCart(db, previous.token).items.length > 0;
    transferCart(db, previous.token, event.newToken);
    if (visitorHadItems && earlierHadItems) {
      const cart = loadCart(db, event.newToken);
      cart.pendingErrors = [...cart.pendingErrors.filter((e) => e.key !== 'cart-merged-hint'), cartMergedHint()];
      saveCart(db, cart);
    }
  }
  db.prepare('UPDATE cart SET customer_id = ? WHERE token = ?').run(event.customerId, event.newToken);
}
