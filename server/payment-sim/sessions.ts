/**
 * The sessions flow: the merchant creates a Checkout session (POST /sessions) and the SDK then pays
 * directly against the simulator with `v1/sessions/{id}/…?clientKey=` (setup, payments, paymentDetails,
 * paymentMethodBalance, orders, orders/cancel), each carrying `sessionData` (spec §7).
 */
import { randomBytes } from 'node:crypto';
import { Errors } from './errors';
import { createPayment } from './payments';
import { submitDetails } from './details';
import { cancelOrder, checkBalance, createOrder, paymentMethods } from './orders';
import { checkMerchantAccount, isObject, optionalString, requireAmount, requireBody, requireReference, requireReturnUrl, type Body } from './validate';
import type { SimContext } from './context';
import type { SessionRecord } from './store';

const SESSION_TTL_MS = 60 * 60 * 1000;

function stringList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw Errors.invalidField(key);
  return value as string[];
}

/** POST /checkout/v71/sessions (merchant). */
export async function createSession(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  const merchantAccount = checkMerchantAccount(ctx, body);
  const amount = requireAmount(body);
  const reference = requireReference(body);
  const returnUrl = requireReturnUrl(body);
  const session = ctx.store.saveSession({
    id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
    sessionData: ctx.store.newOpaque(),
    merchantAccount,
    amount,
    reference,
    returnUrl,
    countryCode: optionalString(body, 'countryCode', 2),
    shopperLocale: optionalString(body, 'shopperLocale', 10),
    allowedPaymentMethods: stringList(body, 'allowedPaymentMethods'),
    blockedPaymentMethods: stringList(body, 'blockedPaymentMethods'),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    payments: [],
  });
  return {
    amount: session.amount,
    ...(session.countryCode ? { countryCode: session.countryCode } : {}),
    expiresAt: session.expiresAt,
    id: session.id,
    merchantAccount,
    mode: 'embedded',
    reference,
    returnUrl,
    sessionData: session.sessionData,
    ...(session.shopperLocale ? { shopperLocale: session.shopperLocale } : {}),
  };
}

/** The session a shopper-side call refers to, checked against its `sessionData`. */
function openSession(ctx: SimContext, id: string, body: Body): SessionRecord {
  const session = ctx.store.getSession(id);
  if (!session || body.sessionData !== session.sessionData) throw Errors.invalidSession();
  if (Date.parse(session.expiresAt) < Date.now()) throw Errors.sessionExpired();
  return session;
}

function withoutSessionData(body: Body): Body {
  const { sessionData: _ignored, ...rest } = body;
  return rest;
}

function sessionAnswer(session: SessionRecord, res: Record<string, unknown>): Record<string, unknown> {
  const sessionResult = Buffer.from(JSON.stringify({ id: session.id, resultCode: res.resultCode })).toString('base64');
  return {
    sessionData: session.sessionData,
    sessionResult,
    resultCode: res.resultCode,
    ...(res.action ? { action: res.action } : {}),
    ...(res.order ? { order: res.order } : {}),
  };
}

type SessionHandler = (ctx: SimContext, session: SessionRecord, body: Body) => Promise<Record<string, unknown>>;

export const SESSION_ENDPOINTS: Record<string, SessionHandler> = {
  async setup(ctx, s, body) {
    const ref = isObject(body.order) ? body.order : undefined;
    const order = ref ? ctx.store.findOrderByData(ref.orderData) : undefined;
    const methods = await paymentMethods(ctx, {
      merchantAccount: s.merchantAccount,
      amount: s.amount,
      countryCode: s.countryCode,
      shopperLocale: s.shopperLocale,
      allowedPaymentMethods: s.allowedPaymentMethods,
      blockedPaymentMethods: s.blockedPaymentMethods,
    });
    return {
      amount: order ? order.remainingAmount : s.amount,
      configuration: { enableStoreDetails: false },
      ...(s.countryCode ? { countryCode: s.countryCode } : {}),
      expiresAt: s.expiresAt,
      id: s.id,
      paymentMethods: methods,
      returnUrl: s.returnUrl,
      sessionData: s.sessionData,
      shopperLocale: s.shopperLocale ?? 'en-US',
    };
  },

  async payments(ctx, s, body) {
    const data = withoutSessionData(body);
    const ref = isObject(data.order) ? data.order : undefined;
    const order = ref ? ctx.store.findOrderByData(ref.orderData) : undefined;
    const res = await createPayment(
      ctx,
      {
        ...data,
        merchantAccount: s.merchantAccount,
        amount: order ? order.remainingAmount : s.amount,
        reference: s.reference,
        returnUrl: s.returnUrl,
      },
      { sessionId: s.id },
    );
    s.payments.push(String(res.pspReference));
    ctx.store.saveSession(s);
    return sessionAnswer(s, res);
  },

  async paymentDetails(ctx, s, body) {
    return sessionAnswer(s, await submitDetails(ctx, withoutSessionData(body)));
  },

  async paymentMethodBalance(ctx, s, body) {
    const res = await checkBalance(ctx, { ...withoutSessionData(body), merchantAccount: s.merchantAccount, amount: s.amount });
    return { sessionData: s.sessionData, ...(res.resultCode !== 'Failed' ? { balance: res.balance } : {}) };
  },

  async orders(ctx, s) {
    const res = await createOrder(ctx, { merchantAccount: s.merchantAccount, amount: s.amount, reference: s.reference });
    return { sessionData: s.sessionData, ...res };
  },

  async 'orders/cancel'(ctx, s, body) {
    await cancelOrder(ctx, { merchantAccount: s.merchantAccount, order: body.order });
    return { sessionData: s.sessionData };
  },
};

/** Runs one of the SDK's `v1/sessions/{id}/{endpoint}` calls. */
export async function handleSessionCall(ctx: SimContext, id: string, endpoint: string, raw: unknown): Promise<Record<string, unknown>> {
  const handler = Object.prototype.hasOwnProperty.call(SESSION_ENDPOINTS, endpoint) ? SESSION_ENDPOINTS[endpoint] : undefined;
  if (!handler) throw Errors.notFound();
  const body = requireBody(raw);
  return handler(ctx, openSession(ctx, id, body), body);
}
