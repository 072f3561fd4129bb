import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { CustomerFactsLoader, RequestContext } from './context/public';
import type { OrderPaymentInfo } from './order/public';
import type { SlotResolver } from './cms/public';

/**
 * The seams between Store API areas. An area that must react to another's events (the cart to a
 * login, the context answer to the Adyen settings) gets its functions wired into one `StoreHooks`
 * object, built once by `buildStoreHooks()` (store-api/index.ts) and handed to every area inside
 * `StoreDeps`. This module holds only the types, so every area may import it without a cycle.
 */

/** A login replaced the session's token. */
export interface LoginEvent {
  /** Token of the session before the login (its context row is gone afterwards). */
  oldToken: string;
  newToken: string;
  customerId: string;
  guest: boolean;
}
export interface LogoutEvent {
  oldToken: string;
  newToken: string;
  customerId: string | null;
}

/** What PATCH /context changed (ids; '' for a state set to null). */
export type ContextChange = Partial<Record<string, string>>;

/** The parts of a Store API request a service may use (services never see the HTTP request). */
export interface ShopperRequest {
  ctx: RequestContext;
  /** The browser's Origin header. */
  origin: string | undefined;
  ip: string | undefined;
  /** The client's Idempotency-Key header. */
  idempotencyKey: string | undefined;
}

export function shopperRequest(req: FastifyRequest): ShopperRequest {
  const origin = req.headers.origin;
  const key = req.headers['idempotency-key'];
  return {
    ctx: req.ctx,
    origin: typeof origin === 'string' ? origin : undefined,
    ip: req.ip || undefined,
    idempotencyKey: typeof key === 'string' ? key : undefined,
  };
}

/**
 * How /handle-payment pays an order, per payment handler (payment_method.handler). Prepayment and
 * invoice finish at once (the transaction stays open until the money arrives); Adyen pays online.
 */
export type PaymentHandler = (
  deps: StoreDeps,
  request: ShopperRequest,
  payment: OrderPaymentInfo,
  urls: { finishUrl: string | null; errorUrl: string | null; body: Record<string, unknown> },
) => Promise<Record<string, unknown> & { redirectUrl: string | null }>;

export interface StoreHooks {
  /** Run after a login, each in its own savepoint of the login's transaction (a failing hook is logged and undone). */
  customerLogin: ReadonlyArray<(deps: StoreDeps, event: LoginEvent) => void>;
  customerLogout: ReadonlyArray<(deps: StoreDeps, event: LogoutEvent) => void>;
  /** Customer facts of the context (net prices for businesses, the country of the shipping address). */
  customerFacts: CustomerFactsLoader | null;
  /** Country of an address the logged-in customer owns (PATCH /context with an address id); null: not theirs. */
  addressOwner: ((deps: StoreDeps, ctx: RequestContext, addressId: string) => { countryId: string; countryStateId: string | null } | null) | null;
  /** Run after PATCH /context saved the session (the cart re-validates its methods). */
  contextSwitch: ReadonlyArray<(deps: StoreDeps, ctx: RequestContext, changed: ContextChange) => void>;
  /** Add to GET /context's answer (the customer, the Adyen client data). */
  contextExtenders: ReadonlyArray<(deps: StoreDeps, ctx: RequestContext, out: Record<string, unknown>) => void>;
  /** Per payment handler name. */
  paymentHandlers: Readonly<Record<string, PaymentHandler>>;
  /** Per CMS slot type: builds the slot's `data`. */
  slotResolvers: Readonly<Record<string, SlotResolver>>;
}

/** What every Store API area gets: the app's dependencies plus the hooks. */
export interface StoreDeps extends AppDeps {
  hooks: StoreHooks;
}
