import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import { errors } from '../errors';
import { optionalText, Violations } from '../validation';
import type { RequestContext } from '../context/public';
import { requireCustomer } from '../account/public';
import { type CartError, processCart, refreshContext, loadCart, withCartLock, type StoredCart } from '../cart';
import { enqueueOrderJobs, runOrderJobs } from './jobs';
import { insertOrder } from './orderWriter';
import { findOrderByIdempotencyKey, recentOrder } from './orderRepository';

/**
 * Placing an order (POST /checkout/order): checks the cart, turns it into order rows in one
 * transaction, queues the invoice and confirmation mail (jobs.ts) and runs them before the answer.
 */

/** The same cart submitted again from the same session within this time returns the first order. */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

export interface PlaceOrderInput {
  customerComment?: unknown;
  affiliateCode?: unknown;
  campaignCode?: unknown;
  /**
   * Terms accepted / withdrawal waiver for downloads. Like Shopware's CartOrderRoute the Store API
   * does not check them (its Twig storefront does, in its own controller): headless clients check
   * both in their UI, as our storefront does. They are accepted and ignored.
   */
  tos?: unknown;
  revocation?: unknown;
  /** `Idempotency-Key` header: a retried request with the same key returns the same order. */
  idempotencyKey?: string | null;
}

export interface PlacedOrder {
  orderId: string;
  /** false when an earlier order was returned (double submission, same idempotency key). */
  created: boolean;
}

/** What identifies a cart's content for the double-submission guard. */
export function cartHash(cart: StoredCart, ctx: RequestContext): string {
  const content = {
    items: cart.items.map((i) => [i.referencedId, i.quantity]).sort(),
    codes: [...cart.codes].map((c) => c.toUpperCase()).sort(),
    currency: ctx.currency.id,
    shipping: ctx.payload.shippingMethodId ?? ctx.shippingMethodId,
    payment: ctx.payload.paymentMethodId ?? ctx.paymentMethodId,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Errors that stop an order: anything the customer has not seen yet, except a discount that was added. */
function blockingErrors(pending: CartError[], stateErrors: CartError[]): CartError[] {
  return [...pending.filter((e) => e.messageKey !== 'promotion-discount-added'), ...stateErrors];
}

/**
 * POST /checkout/order: turns the session's cart into an order (one transaction, under the cart's
 * lock): recalculates it, refuses when something changed that the customer has not seen, copies
 * customer, addresses, line items, delivery and payment, reduces stock, redeems individual codes and
 * empties the cart. The invoice PDF and the confirmation mail follow after the commit.
 */
export async function placeOrder(deps: StoreDeps, reqCtx: RequestContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const problems = new Violations({ onePerField: false });
  const customerComment = optionalText(problems, input.customerComment, '/customerComment', 5000);
  const affiliateCode = optionalText(problems, input.affiliateCode, '/affiliateCode', 255);
  const campaignCode = optionalText(problems, input.campaignCode, '/campaignCode', 255);

  const outcome = withCartLock(db, (): { placed: PlacedOrder } | { invalid: CartError[] } => {
    const customer = requireCustomer(db, reqCtx, { allowGuest: true });
    problems.throwIfAny();

    if (input.idempotencyKey) {
      const existing = findOrderByIdempotencyKey(db, reqCtx.salesChannel.id, input.idempotencyKey);
      if (existing) {
        if (existing.customer_id !== customer.id) {
          throw errors.idempotencyKeyReused();
        }
        return { placed: { orderId: existing.id, created: false } };
      }
    }

    const stored = loadCart(db, reqCtx.token);
    const since = new Date(Date.now() - DOUBLE_SUBMIT_WINDOW_MS).toISOString();
    const ctx0 = refreshContext(deps, reqCtx);
    const hash = cartHash(stored, ctx0);
    // Double submission: the cart was just ordered (now empty) or the same content is ordered again.
    const duplicate = recentOrder(db, reqCtx.token, since, stored.items.length === 0 ? null : hash);
    if (duplicate && duplicate.customer_id === customer.id) return { placed: { orderId: duplicate.id, created: false } };
    if (stored.items.length === 0) throw errors.cartEmpty();

    const state = processCart(deps, reqCtx, { consumeErrors: false });
    const blocking = blockingErrors(state.stored.pendingErrors, state.result.stateErrors);
    if (blocking.length) return { invalid: blocking };
    const result = state.result;
    const ctx = state.ctx;
    if (result.items.length === 0) throw errors.cartEmpty();

    const orderId = insertOrder(deps, ctx, customer, result, { customerComment, affiliateCode, campaignCode, hash, idempotencyKey: input.idempotencyKey ?? null });
    // Invoice and confirmation mail are durable jobs of the same transaction (see jobs.ts).
    enqueueOrderJobs(db, orderId);
    return { placed: { orderId, created: true } };
  });

  if ('invalid' in outcome) {
    throw errors.cartInvalid(outcome.invalid);
  }
  if (outcome.placed.created) await afterOrderPlaced(deps, outcome.placed.orderId);
  return outcome.placed;
}

/** Runs the order's durable jobs (invoice, then the confirmation mail) before the answer. */
async function afterOrderPlaced(deps: AppDeps, orderId: string): Promise<void> {
  await runOrderJobs(deps, orderId);
}
