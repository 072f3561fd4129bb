import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { ShopperRequest, StoreDeps } from '../hooks';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { fromMinor, toMinor } from '../../adyen';
import { errors, violations, VIOLATION } from '../errors';
import { requiredId } from '../validation';
import { requireCustomer } from '../account/public';
import { loadCartCustomer, loadPaymentMethods, calculateStoredCart, refreshContext, paymentBlockReason, loadCart } from '../cart';
import {
  getOrderPaymentInfo,
  updateTransaction,
  requireOwnOrder,
  type OrderPaymentInfo,
  PAID_TRANSACTION_STATES,
  type TransactionState,
  type OrderRow,
  cancelTransaction,
  insertOpenTransaction,
  touchOrder,
} from '../order/public';
import { createAdyenClient, type AdyenClient } from './client';
import { clientResult, transactionStateFor, type ClientPaymentResult } from './results';
import { adyenSettings } from './settings';
import { applyParkedNotifications } from './webhook';
import { isStorefrontUrl } from '../context/public';
import { isPlainObject, originOf, parseDetailsStateData, parsePaymentStateData, type PaymentStateData } from './stateData';
import {
  activeAdyenTypes,
  findAdyenPayment,
  isAmount,
  loadOrderParty,
  loadTransaction,
  mergeAdyenOrder,
  newestTransaction,
  openAdyenOrder,
  parseJson,
  paymentMethodActivity,
  readAdyenOrder,
  saveAdyenPayment,
  sdkOrder,
  setRefusal,
  type Amount,
  type StoredAdyenOrder,
} from './store';

/* ---------------------------------------------------------------- shared helpers ------------- */

const clients = new WeakMap<ServerConfig, AdyenClient>();

/** The Adyen client of this app's configuration (one per config object). */
export function adyenClient(deps: AppDeps): AdyenClient {
  let client = clients.get(deps.config);
  if (!client) {
    client = createAdyenClient(adyenSettings(deps.config));
    clients.set(deps.config, client);
  }
  return client;
}

const locks = new Map<string, Promise<void>>();

/** Runs payment calls of one order one after the other (two tabs paying at once do not pay twice). */
export async function withOrderLock<T>(orderId: string, fn: () => Promise<T>): Promise<T> {
  const previous = locks.get(orderId) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => mine);
  locks.set(orderId, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (locks.get(orderId) === tail) locks.delete(orderId);
  }
}

const isPaid = (state: string): boolean => PAID_TRANSACTION_STATES.includes(state as TransactionState);

export const alreadyPaid = (order: Pick<OrderRow, 'id' | 'order_number'>) => errors.orderAlreadyPaid(order);

/** The caller's own order and its payment, or the Shopware error for why not. */
function ownOrderPayment(deps: StoreDeps, req: ShopperRequest, orderId: string): { order: OrderRow; payment: OrderPaymentInfo } {
  requireCustomer(deps.db, req.ctx, { allowGuest: true });
  const order = requireOwnOrder(deps.db, req.ctx, orderId);
  const payment = getOrderPaymentInfo(deps.db, order.id);
  if (!payment) {
    throw errors.orderTransactionNotFound(order.id, { orderId: order.id });
  }
  return { order, payment };
}

function requireAdyenPayment(payment: OrderPaymentInfo): void {
  if (payment.handler !== 'adyen') {
    throw errors.notAnAdyenPayment(payment);
  }
}

/** Everything that is still due on an order, in minor units: the open Adyen order's remaining amount or the order total. */
export function amountDue(payment: Pick<OrderPaymentInfo, 'amount' | 'currency' | 'adyenOrder'>): Amount {
  const open = openAdyenOrder(payment.adyenOrder);
  if (open && open.remainingAmount.currency === payment.currency) return open.remainingAmount;
  return { currency: payment.currency, value: toMinor(payment.amount, payment.currency) };
}

const formatAmount = (a: Amount): string => `${a.currency} ${fromMinor(a.value, a.currency).toFixed(Math.round(Math.log10(toMinor(1, a.currency))))}`;

/** A client that names an amount must name the server's; anything else is a tampering attempt. */
function checkClaimedAmount(claimed: unknown, due: Amount, pointer: string): void {
  if (claimed === undefined || claimed === null) return;
  if (isAmount(claimed) && claimed.value === due.value && claimed.currency === due.currency) return;
  throw errors.amountMismatch(formatAmount(due), pointer, due);
}

/** Shopper locale for Adyen ('de-DE'). */
const adyenLocale = (locale: string): string => (/^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : 'de-DE');

/* ---------------------------------------------------------------- result bookkeeping -------- */

interface AttemptInfo {
  paymentMethodType: string;
  amount: Amount;
  adyenOrderPsp: string | null;
}

/**
 * Books an Adyen /payments or /payments/details answer on the transaction: the state per result
 * code, pspReference, result code, action, refusal and the Adyen order of partial payments. A
 * transaction that is paid already is never moved back by a late answer.
 */
export function applyPaymentAnswer(db: Db, transactionId: string, orderId: string, answer: Record<string, unknown>, attempt: AttemptInfo, merchantAccount: string): ClientPaymentResult {
  const resultCode = typeof answer.resultCode === 'string' && answer.resultCode ? answer.resultCode : 'Error';
  const pspReference = typeof answer.pspReference === 'string' && answer.pspReference ? answer.pspReference : null;
  const action = isPlainObject(answer.action) ? answer.action : null;
  const refusalReason = typeof answer.refusalReason === 'string' ? answer.refusalReason : resultCode === 'Error' && !answer.resultCode ? 'No result code in the answer' : null;
  const refusalReasonCode = typeof answer.refusalReasonCode === 'string' ? answer.refusalReasonCode : null;
  return db.transaction((): ClientPaymentResult => {
    const tx = loadTransaction(db, transactionId);
    if (!tx) throw errors.orderTransactionNotFound(orderId);
    const previousOrder = readAdyenOrder(parseJson(tx.adyen_order_json));
    const adyenOrder = answer.order !== undefined ? mergeAdyenOrder(previousOrder, answer.order) : previousOrder;
    const inOrder = !!adyenOrder && (attempt.adyenOrderPsp === adyenOrder.pspReference || answer.order !== undefined);
    const remaining = inOrder && adyenOrder ? adyenOrder.remainingAmount.value : null;
    if (pspReference) {
      const amount = isAmount(answer.amount) ? answer.amount : attempt.amount;
      saveAdyenPayment(db, {
        psp_reference: pspReference,
        order_id: orderId,
        transaction_id: transactionId,
        payment_method_type: attempt.paymentMethodType,
        amount_minor: amount.value,
        currency_iso: amount.currency,
        result_code: resultCode,
        refusal_reason: refusalReason,
        adyen_order_psp: inOrder && adyenOrder ? adyenOrder.pspReference : null,
      });
    }
    if (!isPaid(tx.state)) {
      updateTransaction(db, transactionId, {
        state: transactionStateFor(resultCode, remaining),
        resultCode,
        action,
        ...(pspReference ? { pspReference } : {}),
        ...(adyenOrder !== previousOrder ? { adyenOrder } : {}),
      });
      setRefusal(db, transactionId, refusalReason, refusalReasonCode);
    }
    if (pspReference) applyParkedNotifications(db, pspReference, merchantAccount);
    return clientResult({
      resultCode,
      action,
      order: inOrder && adyenOrder ? sdkOrder(adyenOrder) : undefined,
      remainingMinor: remaining,
      refusalReason,
      refusalReasonCode,
    });
  })();
}

/** The current payment result of an order's transaction (what /adyen/payment-status answers). */
export function storedResult(db: Db, transactionId: string): ClientPaymentResult {
  const tx = loadTransaction(db, transactionId);
  if (!tx) return { isFinal: true, resultCode: 'Error' };
  const adyenOrder = readAdyenOrder(parseJson(tx.adyen_order_json));
  const open = adyenOrder && adyenOrder.status === 'open' ? adyenOrder : null;
  // A webhook may have settled the payment after the last answer: the state wins over the stored code.
  const resultCode = isPaid(tx.state) && tx.result_code !== 'Authorised' ? 'Authorised' : tx.result_code;
  return clientResult({
    resultCode,
    action: isPaid(tx.state) || tx.state === 'failed' ? null : parseJson(tx.action_json),
    order: open ? sdkOrder(open) : undefined,
    remainingMinor: open && !isPaid(tx.state) ? open.remainingAmount.value : null,
    refusalReason: tx.refusal_reason,
    refusalReasonCode: tx.refusal_reason_code,
  });
}

/* ---------------------------------------------------------------- /handle-payment ----------- */

function returnUrlFor(deps: StoreDeps, req: ShopperRequest, orderId: string, finishUrl: string | null): string {
  // The browser's origin is a base only when it is one of the storefront's own.
  const sent = originOf(req.origin);
  const fallbackBase = sent && isStorefrontUrl(deps, req.ctx, new URL(sent)) ? sent : deps.config.publicUrl;
  let url: URL;
  try {
    url = new URL(finishUrl ?? `/checkout/success/${orderId}`, fallbackBase);
  } catch {
    throw violations([{ pointer: '/finishUrl', code: VIOLATION.invalid, detail: 'This value is not a valid URL.' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw violations([{ pointer: '/finishUrl', code: VIOLATION.invalid, detail: 'The finish URL must be an http(s) URL.' }]);
  }
  url.searchParams.set('orderId', orderId);
  const text = url.toString();
  if (text.length > 1024) throw violations([{ pointer: '/finishUrl', code: VIOLATION.tooLong, detail: 'The finish URL is too long.', parameters: { max: 1000 } }]);
  return text;
}

function checkPaymentMethodType(db: Db, payment: OrderPaymentInfo, stateData: PaymentStateData, openOrder: StoredAdyenOrder | null): void {
  const active = activeAdyenTypes(db);
  const type = stateData.paymentMethod.type;
  // The order's own method; a gift card may start a partial payment on any order; with an open Adyen
  // order the rest may be paid with any active Adyen method.
  const allowed = openOrder ? active : [...new Set([payment.adyenType, ...(active.includes('giftcard') ? ['giftcard'] : [])].filter((t): t is string => !!t))];
  if (!allowed.includes(type)) {
    throw violations([
      {
        pointer: '/stateData/paymentMethod/type',
        code: VIOLATION.choice,
        detail: `The payment method type "${type}" cannot pay this order. Allowed: ${allowed.join(', ')}.`,
        parameters: { value: type, choices: allowed },
      },
    ]);
  }
}

/** Adyen's idempotency key for a /payments call: derived from the client's Idempotency-Key when it sent one. */
function paymentIdempotencyKey(req: ShopperRequest, transactionId: string): string | undefined {
  const header = req.idempotencyKey;
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  return createHash('sha256').update(`payments:${transactionId}:${header.trim()}`).digest('hex');
}

/**
 * The 'adyen' payment handler of /handle-payment: pays the order's due amount (always the server's)
 * with the SDK's stateData through Adyen's /payments and books the result on the transaction.
 */
export async function handleAdyenPayment(
  deps: StoreDeps,
  req: ShopperRequest,
  initial: OrderPaymentInfo,
  urls: { finishUrl: string | null; errorUrl: string | null; body: Record<string, unknown> },
): Promise<Record<string, unknown> & { redirectUrl: string | null }> {
  const { db } = deps;
  const stateData = parsePaymentStateData(urls.body.stateData);
  const returnUrl = returnUrlFor(deps, req, initial.orderId, urls.finishUrl);
  return withOrderLock(initial.orderId, async () => {
    const payment = getOrderPaymentInfo(db, initial.orderId) ?? initial;
    if (isPaid(payment.transactionState)) throw alreadyPaid({ id: payment.orderId, order_number: payment.orderNumber });
    const openOrder = openAdyenOrder(payment.adyenOrder);
    if (stateData.order && (!openOrder || openOrder.pspReference !== stateData.order.pspReference || openOrder.orderData !== stateData.order.orderData)) {
      throw errors.invalidAdyenOrder();
    }
    checkPaymentMethodType(db, payment, stateData, openOrder);
    const due = amountDue(payment);
    checkClaimedAmount(urls.body.amount, due, '/amount');
    checkClaimedAmount(stateData.amount, due, '/stateData/amount');
    const client = adyenClient(deps);
    const { merchantAccount } = client.settings;
    const type = stateData.paymentMethod.type;

    let amount = due;
    if (openOrder && type === 'giftcard') {
      // A gift card inside an Adyen order pays what it holds, at most what is due.
      const balance = await client.post('/paymentMethods/balance', { merchantAccount, paymentMethod: stateData.paymentMethod, amount: due });
      if (isAmount(balance.balance) && balance.balance.currency === due.currency && balance.balance.value > 0) {
        amount = { currency: due.currency, value: Math.min(due.value, balance.balance.value) };
      }
    }
    const party = loadOrderParty(db, payment.orderId);
    const origin = stateData.origin ?? originOf(req.origin) ?? new URL(deps.config.publicUrl).origin;
    const request: Record<string, unknown> = {
      ...stateData.extra,
      merchantAccount,
      amount,
      reference: payment.orderNumber,
      merchantOrderReference: payment.orderId,
      paymentMethod: stateData.paymentMethod,
      returnUrl,
      channel: 'Web',
      origin,
      ...(stateData.browserInfo ? { browserInfo: stateData.browserInfo } : {}),
      ...(stateData.riskData ? { riskData: stateData.riskData } : {}),
      ...(party.email ? { shopperEmail: party.email } : {}),
      shopperName: { firstName: party.firstName, lastName: party.lastName },
      ...(party.billing ? { billingAddress: party.billing } : {}),
      ...(party.delivery ? { deliveryAddress: party.delivery } : {}),
      countryCode: party.countryCode ?? req.ctx.country.iso ?? 'DE',
      shopperLocale: adyenLocale(payment.locale),
      ...(payment.customerId ? { shopperReference: payment.customerId } : {}),
      ...(req.ip ? { shopperIP: req.ip } : {}),
      additionalData: { allow3DS2: true },
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
      ...(openOrder ? { order: { pspReference: openOrder.pspReference, orderData: openOrder.orderData } } : {}),
      applicationInfo: { merchantApplication: { name: 'Stallwerk', version: '0.1.0' } },
    };
    const answer = await client.post('/payments', request, { idempotencyKey: paymentIdempotencyKey(req, payment.transactionId) });
    const result = applyPaymentAnswer(
      db,
      payment.transactionId,
      payment.orderId,
      answer,
      {
        paymentMethodType: type,
        amount,
        adyenOrderPsp: openOrder?.pspReference ?? null,
      },
      merchantAccount,
    );
    return { redirectUrl: null, ...result };
  });
}

/* ---------------------------------------------------------------- details / status --------- */

/** POST /adyen/payment-details: the SDK's onAdditionalDetails (3DS2 result, redirect result) → /payments/details. */
export async function submitPaymentDetails(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): Promise<ClientPaymentResult> {
  const orderId = requiredId(body, 'orderId');
  const stateData = parseDetailsStateData(body.stateData);
  const { payment } = ownOrderPayment(deps, req, orderId);
  requireAdyenPayment(payment);
  return withOrderLock(orderId, async () => {
    const current = getOrderPaymentInfo(deps.db, orderId) ?? payment;
    // A reload of the return page after the payment is settled: nothing to send again.
    if (isPaid(current.transactionState)) return storedResult(deps.db, current.transactionId);
    if (!current.pspReference && !current.action) {
      throw errors.noPaymentInProgress(current.orderNumber, orderId);
    }
    const stored = isPlainObject(current.action) ? current.action : null;
    const paymentData = stateData.paymentData ?? (typeof stored?.paymentData === 'string' ? stored.paymentData : undefined);
    const answer = await adyenClient(deps).post('/payments/details', { details: stateData.details, ...(paymentData ? { paymentData } : {}) });
    const psp = typeof answer.pspReference === 'string' ? answer.pspReference : current.pspReference;
    const known = psp ? findAdyenPayment(deps.db, psp) : undefined;
    const pm = isPlainObject(answer.paymentMethod) && typeof answer.paymentMethod.type === 'string' ? answer.paymentMethod.type : null;
    return applyPaymentAnswer(
      deps.db,
      current.transactionId,
      orderId,
      answer,
      {
        paymentMethodType: known?.payment_method_type ?? pm ?? current.adyenType ?? 'unknown',
        amount: amountDue(current),
        adyenOrderPsp: known?.adyen_order_psp ?? null,
      },
      adyenClient(deps).settings.merchantAccount,
    );
  });
}

/** POST /adyen/payment-status */
export function paymentStatus(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): ClientPaymentResult {
  const orderId = requiredId(body, 'orderId');
  const { payment } = ownOrderPayment(deps, req, orderId);
  return storedResult(deps.db, payment.transactionId);
}

/* ---------------------------------------------------------------- set-payment -------------- */

/**
 * POST /adyen/set-payment: pay an unpaid (open, failed, cancelled) order again, possibly with another
 * method. A new open transaction replaces the old one (which is cancelled), as the Adyen plugin does;
 * an open Adyen order (gift card already redeemed) moves along so only the rest is due.
 */
export function setPayment(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): { success: true } {
  const { db } = deps;
  const problems = (['orderId', 'paymentMethodId'] as const)
    .filter((key) => typeof body[key] !== 'string' || !/^[0-9a-f]{32}$/.test(body[key] as string))
    .map((key) => {
      const blank = body[key] === undefined || body[key] === null || body[key] === '';
      return { pointer: `/${key}`, code: blank ? VIOLATION.blank : VIOLATION.invalid, detail: blank ? 'This value should not be blank.' : 'This is not a valid id.' };
    });
  if (problems.length) throw violations(problems);
  const orderId = body.orderId as string;
  const paymentMethodId = body.paymentMethodId as string;
  const { order, payment } = ownOrderPayment(deps, req, orderId);
  if (isPaid(payment.transactionState)) throw alreadyPaid(order);
  if (order.state === 'cancelled' || order.state === 'completed') {
    throw errors.paymentMethodNotChangeable({ orderId, orderState: order.state });
  }
  const exists = paymentMethodActivity(db, paymentMethodId);
  if (!exists || !exists.active) {
    throw errors.unknownPaymentMethod(paymentMethodId);
  }
  const method = loadPaymentMethods(db, req.ctx.locale).find((m) => m.id === paymentMethodId);
  const blocked = method ? paymentBlockReason(method, loadCartCustomer(db, req.ctx.customerId), order.amount_total / (order.currency_factor || 1)) : 'inactive';
  if (!method || blocked) {
    throw errors.paymentMethodNotAvailable(paymentMethodId, blocked);
  }
  db.transaction(() => {
    const tx = newestTransaction(db, orderId);
    if (tx && isPaid(tx.state)) throw alreadyPaid(order);
    if (tx && tx.payment_method_id === paymentMethodId && tx.state === 'open' && !tx.psp_reference) return;
    const now = new Date().toISOString();
    if (tx && tx.state !== 'cancelled') cancelTransaction(db, tx.id, now);
    const carried = tx ? openAdyenOrder(parseJson(tx.adyen_order_json)) : null;
    const created = new Date(Math.max(Date.now(), new Date(tx?.created_at ?? 0).getTime() + 1)).toISOString();
    insertOpenTransaction(db, {
      id: newId(),
      orderId,
      paymentMethodId,
      amount: tx?.amount ?? JSON.stringify({ unitPrice: order.amount_total, totalPrice: order.amount_total, quantity: 1, calculatedTaxes: [], taxRules: [], apiAlias: 'calculated_price' }),
      amountTotal: order.amount_total,
      amountMinor: toMinor(order.amount_total, order.currency_iso),
      currencyIso: order.currency_iso,
      adyenOrderJson: carried ? JSON.stringify(carried) : null,
      createdAt: created,
      updatedAt: now,
    });
    touchOrder(db, orderId, now);
  })();
  return { success: true };
}

/* ---------------------------------------------------------------- payment methods ---------- */

/** GET /adyen/payment-methods: Adyen's /paymentMethods for the cart (or, with ?orderId, an order to pay again). */
export async function paymentMethods(deps: StoreDeps, req: ShopperRequest, query: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { db } = deps;
  const ctx = refreshContext(deps, req.ctx);
  let amount: Amount;
  let countryCode = ctx.country.iso;
  let locale = ctx.locale;
  if (query.orderId !== undefined) {
    const orderId = requiredId(query, 'orderId');
    const { payment } = ownOrderPayment(deps, req, orderId);
    if (isPaid(payment.transactionState)) throw alreadyPaid({ id: payment.orderId, order_number: payment.orderNumber });
    amount = amountDue(payment);
    countryCode = loadOrderParty(db, orderId).countryCode ?? countryCode;
    locale = payment.locale;
  } else {
    const result = calculateStoredCart(deps, ctx, loadCart(db, ctx.token));
    amount = { currency: ctx.currency.iso_code, value: toMinor(result.price.totalPrice, ctx.currency.iso_code) };
  }
  const client = adyenClient(deps);
  const answer = await client.post('/paymentMethods', {
    merchantAccount: client.settings.merchantAccount,
    amount,
    countryCode,
    shopperLocale: adyenLocale(locale),
    channel: 'Web',
    allowedPaymentMethods: activeAdyenTypes(db),
    ...(req.ctx.customerId ? { shopperReference: req.ctx.customerId } : {}),
  });
  return {
    paymentMethods: Array.isArray(answer.paymentMethods) ? answer.paymentMethods : [],
    ...(Array.isArray(answer.storedPaymentMethods) ? { storedPaymentMethods: answer.storedPaymentMethods } : {}),
  };
}

/* ---------------------------------------------------------------- gift cards, Adyen orders - */

/** POST /adyen/payment-methods/balance {paymentMethod, orderId?}: a gift card's balance. */
export async function giftCardBalance(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const pm = body.paymentMethod;
  if (pm === undefined || pm === null || pm === '') {
    throw violations([{ pointer: '/paymentMethod', code: VIOLATION.blank, detail: 'This value should not be blank.' }]);
  }
  if (!isPlainObject(pm) || typeof pm.type !== 'string' || pm.type === '' || JSON.stringify(pm).length > 16 * 1024) {
    throw violations([{ pointer: '/paymentMethod', code: VIOLATION.invalidType, detail: 'The payment method must be an object with a type.' }]);
  }
  const giftCardTypes = ['giftcard', 'givex', 'svs', 'valuelink', 'fiservgiftcard', 'genericgiftcard'];
  if (!giftCardTypes.includes(pm.type)) {
    throw violations([{ pointer: '/paymentMethod/type', code: VIOLATION.choice, detail: 'Only gift cards have a balance.', parameters: { value: pm.type, choices: giftCardTypes } }]);
  }
  let amount: Amount;
  if (body.orderId !== undefined) {
    const { payment } = ownOrderPayment(deps, req, requiredId(body, 'orderId'));
    amount = amountDue(payment);
  } else {
    const ctx = refreshContext(deps, req.ctx);
    const result = calculateStoredCart(deps, ctx, loadCart(deps.db, ctx.token));
    amount = { currency: ctx.currency.iso_code, value: toMinor(result.price.totalPrice, ctx.currency.iso_code) };
  }
  const client = adyenClient(deps);
  const answer = await client.post('/paymentMethods/balance', {
    merchantAccount: client.settings.merchantAccount,
    paymentMethod: pm,
    ...(amount.value > 0 ? { amount } : {}),
  });
  return {
    ...(typeof answer.pspReference === 'string' ? { pspReference: answer.pspReference } : {}),
    resultCode: typeof answer.resultCode === 'string' ? answer.resultCode : 'Failed',
    ...(isAmount(answer.balance) ? { balance: answer.balance } : {}),
    ...(isAmount(answer.transactionLimit) ? { transactionLimit: answer.transactionLimit } : {}),
  };
}

/** POST /adyen/orders {orderId}: an Adyen order over what is due, for partial payments (gift card + rest). */
export async function createAdyenOrder(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const orderId = requiredId(body, 'orderId');
  const { order, payment } = ownOrderPayment(deps, req, orderId);
  requireAdyenPayment(payment);
  if (isPaid(payment.transactionState)) throw alreadyPaid(order);
  if (order.state === 'cancelled') {
    throw errors.orderCancelled(order);
  }
  return withOrderLock(orderId, async () => {
    const current = getOrderPaymentInfo(deps.db, orderId) ?? payment;
    if (isPaid(current.transactionState)) throw alreadyPaid(order);
    const open = openAdyenOrder(current.adyenOrder);
    if (open) return { ...sdkOrder(open), resultCode: 'Success' };
    checkClaimedAmount(body.amount, amountDue(current), '/amount');
    const client = adyenClient(deps);
    const amount = amountDue(current);
    const answer = await client.post('/orders', { merchantAccount: client.settings.merchantAccount, reference: current.orderNumber, amount });
    const stored = mergeAdyenOrder(null, { amount, ...answer });
    if (!stored) throw errors.paymentServiceError('The payment provider did not create an order.');
    updateTransaction(deps.db, current.transactionId, { adyenOrder: stored });
    return { ...sdkOrder(stored), resultCode: typeof answer.resultCode === 'string' ? answer.resultCode : 'Success' };
  });
}

/** POST /adyen/orders/cancel {orderId}: cancels the open Adyen order; Adyen gives redeemed gift card money back. */
export async function cancelAdyenOrder(deps: StoreDeps, req: ShopperRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const orderId = requiredId(body, 'orderId');
  const { order, payment } = ownOrderPayment(deps, req, orderId);
  requireAdyenPayment(payment);
  return withOrderLock(orderId, async () => {
    const current = getOrderPaymentInfo(deps.db, orderId) ?? payment;
    if (isPaid(current.transactionState)) throw alreadyPaid(order);
    const open = openAdyenOrder(current.adyenOrder);
    if (!open) {
      throw errors.adyenOrderNotFound(current.orderNumber, orderId);
    }
    const client = adyenClient(deps);
    const answer = await client.post('/orders/cancel', {
      merchantAccount: client.settings.merchantAccount,
      order: { pspReference: open.pspReference, orderData: open.orderData },
    });
    deps.db.transaction(() => {
      updateTransaction(deps.db, current.transactionId, {
        state: 'open',
        adyenOrder: { ...open, status: 'cancelled' },
        action: null,
        resultCode: null,
      });
      setRefusal(deps.db, current.transactionId, null, null);
    })();
    return {
      ...(typeof answer.pspReference === 'string' ? { pspReference: answer.pspReference } : {}),
      resultCode: typeof answer.resultCode === 'string' ? answer.resultCode : 'Received',
      amount: { currency: open.amount.currency, value: toMinor(current.amount, current.currency) },
    };
  });
}
