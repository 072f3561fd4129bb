import type { LoginEvent, StoreDeps } from '../hooks';
import { cartMergedHint } from './cartErrors';
import { transferCart } from './cartService';
import { latestCustomerCart, loadCart, saveCart, setCartCustomer } from './store';

/**
 * StoreHooks.customerLogin: login replaces the context token: the visitor's cart moves to the new
 * token, and a registered customer's cart from an earlier visit (kept under its old token) is
 * merged into it, with a hint.
 */
export function moveCartOnLogin(deps: StoreDeps, event: LoginEvent): void {
  const { db } = deps;
  const previous = event.guest ? undefined : latestCustomerCart(db, event.customerId, [event.oldToken, event.newToken]);
  const visitorHadItems = loadCart(db, event.oldToken).items.length > 0;
  transferCart(db, event.oldToken, event.newToken);
  if (previous) {
    const earlierHadItems = loadCart(db, previous).items.length > 0;
    transferCart(db, previous, event.newToken);
    if (visitorHadItems && earlierHadItems) {
      const cart = loadCart(db, event.newToken);
      cart.pendingErrors = [...cart.pendingErrors.filter((e) => e.key !== 'cart-merged-hint'), cartMergedHint()];
      saveCart(db, cart);
    }
  }
  setCartCustomer(db, event.newToken, event.customerId);
}
