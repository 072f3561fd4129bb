/** Gift card balance, Adyen orders (partial payments) and /paymentMethods. */
import { Errors } from './errors';
import { orderResponse, type SimContext } from './context';
import { giftCardBalance, IDEAL_ISSUERS, readGiftCard } from './methods';
import { sendOrderEvent } from './outcome';
import { checkMerchantAccount, isObject, requireAmount, requireBody, requireReference, type Body } from './validate';
import { isSupportedCurrency } from '../adyen/money';

/** Orders expire after a day, like Adyen's default. */
const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

/** POST /paymentMethods/balance */
export async function checkBalance(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  checkMerchantAccount(ctx, body);
  const pm = body.paymentMethod;
  if (!isObject(pm)) throw Errors.missingPaymentMethod();
  const amount = body.amount === undefined ? undefined : requireAmount(body);
  const currency = amount?.currency ?? 'EUR';
  const pspReference = ctx.store.newPspReference();
  const { card, refusal } = readGiftCard(pm);
  if (!card || refusal) return { pspReference, resultCode: 'Failed' };
  const value = giftCardBalance(ctx, card, currency);
  // Adyen: NotEnoughBalance when the card cannot cover the requested amount (it may still pay part of it).
  const resultCode = value <= 0 || (amount !== undefined && value < amount.value) ? 'NotEnoughBalance' : 'Success';
  return { pspReference, resultCode, balance: { currency, value } };
}

/** POST /orders */
export async function createOrder(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  const merchantAccount = checkMerchantAccount(ctx, body);
  const amount = requireAmount(body);
  const reference = requireReference(body);
  if (amount.value <= 0) throw Errors.invalidAmount();
  const order = ctx.store.saveOrder({
    pspReference: ctx.store.newPspReference(),
    orderData: ctx.store.newOpaque(),
    reference,
    merchantAccount,
    amount,
    remainingAmount: { ...amount },
    expiresAt: new Date(Date.now() + ORDER_TTL_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    status: 'open',
    payments: [],
  });
  return { ...orderResponse(order), resultCode: 'Success' };
}

/** POST /orders/cancel — cancels the open order and gives gift card money back. */
export async function cancelOrder(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  checkMerchantAccount(ctx, body);
  const ref = body.order;
  if (!isObject(ref)) throw Errors.invalidOrderData();
  const order = ctx.store.findOrderByData(ref.orderData);
  if (!order || (ref.pspReference !== undefined && ref.pspReference !== order.pspReference)) throw Errors.invalidOrderData();
  if (order.status === 'open') {
    order.status = 'cancelled';
    for (const pay of order.payments) {
      const p = ctx.store.getPayment(pay.pspReference);
      if (p?.giftCardNumber) ctx.store.addGiftSpent(p.giftCardNumber, pay.amount.currency, -pay.amount.value);
    }
    ctx.store.saveOrder(order);
    sendOrderEvent(ctx, order, 'ORDER_CLOSED', false);
  }
  return { pspReference: ctx.store.newPspReference(), resultCode: 'Received' };
}

/** POST v1/order/status (SDK, shopper side) — what has been paid on an order. */
export async function orderStatus(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  const order = ctx.store.findOrderByData(body.orderData);
  if (!order) throw Errors.invalidOrderData();
  return {
    expiresAt: order.expiresAt,
    paymentMethods: order.payments.map((p) => ({ amount: p.amount, lastFour: p.lastFour ?? '', type: p.brand ?? p.paymentMethodType })),
    reference: order.reference,
    remainingAmount: order.remainingAmount,
  };
}

const ALL_METHODS = [
  { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex', 'maestro'] },
  { type: 'ideal', name: 'iDEAL', issuers: IDEAL_ISSUERS.map((i) => ({ id: i.id, name: i.name })) },
  { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
  { type: 'giftcard', name: 'Givex', brand: 'givex' },
] as const;

/** Display names per language of `shopperLocale` (Adyen localises `name` the same way). */
const LOCALISED_NAMES: Record<string, Record<string, string>> = {
  de: { scheme: 'Kredit- oder Debitkarte', sepadirectdebit: 'SEPA-Lastschrift', giftcard: 'Givex' },
  fr: { scheme: 'Carte bancaire', sepadirectdebit: 'Prélèvement SEPA', giftcard: 'Givex' },
  ar: { scheme: 'بطاقة ائتمان أو خصم' },
};

/**
 * Where each method is offered: SEPA and iDEAL only in EUR; iDEAL for NL and — simulator leniency so
 * the German demo shop has a redirect method — DE (or when no countryCode is sent).
 */
function availableFor(type: string, countryCode: string | undefined, currency: string | undefined): boolean {
  if (type === 'ideal') return (currency === undefined || currency === 'EUR') && (countryCode === undefined || countryCode === 'NL' || countryCode === 'DE');
  if (type === 'sepadirectdebit') return currency === undefined || currency === 'EUR';
  return true;
}

function stringList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw Errors.invalidField(key);
  return value as string[];
}

/** POST /paymentMethods */
export async function paymentMethods(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  checkMerchantAccount(ctx, body);
  const amount = body.amount === undefined ? undefined : requireAmount(body);
  const countryCode = body.countryCode;
  if (countryCode !== undefined && (typeof countryCode !== 'string' || !/^[A-Z]{2}$/.test(countryCode))) throw Errors.invalidField('countryCode');
  const locale = body.shopperLocale;
  if (locale !== undefined && (typeof locale !== 'string' || !/^[a-z]{2}([-_][A-Za-z]{2})?$/.test(locale))) throw Errors.invalidField('shopperLocale');
  const allowed = stringList(body, 'allowedPaymentMethods');
  const blocked = stringList(body, 'blockedPaymentMethods') ?? [];
  const currency = amount && isSupportedCurrency(amount.currency) ? amount.currency : undefined;
  const matches = (type: string, brand?: string) => (list: string[]) => list.includes(type) || (brand !== undefined && list.includes(brand));

  const methods = ALL_METHODS.filter((m) => availableFor(m.type, countryCode as string | undefined, currency))
    .map((m) => {
      const name = LOCALISED_NAMES[typeof locale === 'string' ? locale.slice(0, 2) : '']?.[m.type] ?? m.name;
      if (m.type !== 'scheme') return { ...m, name };
      const brands = m.brands.filter((b) => !blocked.includes(b) && (!allowed || allowed.includes('scheme') || allowed.includes(b)));
      return { ...m, name, brands };
    })
    .filter((m) => {
      const brand = 'brand' in m ? m.brand : undefined;
      if (m.type === 'scheme') return m.brands.length > 0 && !blocked.includes('scheme');
      return !matches(m.type, brand)(blocked) && (!allowed || matches(m.type, brand)(allowed));
    });
  return { paymentMethods: methods };
}
