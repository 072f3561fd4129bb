/** Per payment method handling of POST /payments: card (+3DS2), iDEAL (redirect), SEPA, gift card. */
import { Errors } from './errors';
import { cvcValid, detectBrand, expiryValid, findGiftCard, HOLDER_NAME_TRIGGERS, luhnValid, REFUSAL, scenarioFor, type TestGiftCard } from './cards';
import { decodeFieldValue } from './fields';
import { isValidIban, normalizeIban } from './iban';
import { toMinor } from '../adyen/money';
import { buildChallengeToken, buildFingerprintToken } from './threeds';
import { paymentResponse, type SimContext } from './context';
import { finalResponse, type Outcome } from './outcome';
import { requireReturnUrl, type Body } from './validate';
import type { OrderRecord, PaymentRecord } from './store';

/** iDEAL issuers offered in /paymentMethods (Adyen's iDEAL test issuer ids). */
export const IDEAL_ISSUERS = [
  { id: '1121', name: 'Test Issuer' },
  { id: '1151', name: 'Test Issuer 2' },
  { id: '1152', name: 'Test Issuer 3' },
  { id: '1160', name: 'Test Issuer Refused' },
  { id: '1162', name: 'Test Issuer Cancelled' },
] as const;

/**
 * Reads a card field: the encrypted key (simulator blob or `test_` value) or, for PCI-style raw
 * requests, the plain key. Undecodable values answer 174, stale ones 172.
 */
export function readField(pm: Body, encryptedKey: string, plainKey: string): string | undefined {
  const encrypted = pm[encryptedKey];
  if (encrypted !== undefined && encrypted !== null && encrypted !== '') {
    const decoded = decodeFieldValue(encrypted);
    if (!decoded.ok) throw decoded.reason === 'expired' ? Errors.encryptionExpired() : Errors.decryptFailed();
    return decoded.value;
  }
  const plain = pm[plainKey];
  if (typeof plain === 'string' && plain !== '') return plain.replace(/\s+/g, '');
  if (typeof plain === 'number' && Number.isSafeInteger(plain)) return String(plain);
  return undefined;
}

function holderNameOf(pm: Body): string | undefined {
  return typeof pm.holderName === 'string' && pm.holderName.length <= 200 ? pm.holderName : undefined;
}

export async function payByCard(ctx: SimContext, p: PaymentRecord, pm: Body): Promise<Record<string, unknown>> {
  if (typeof pm.storedPaymentMethodId === 'string') throw Errors.notSupported();
  const number = readField(pm, 'encryptedCardNumber', 'number');
  if (!number) throw Errors.missingCardDetails();
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw Errors.invalidCardNumber();
  const rule = detectBrand(number);
  if (!rule) throw Errors.cannotDetermineVariant();
  const month = readField(pm, 'encryptedExpiryMonth', 'expiryMonth');
  const year = readField(pm, 'encryptedExpiryYear', 'expiryYear');
  if (!month || !year || !expiryValid(month, year)) throw Errors.invalidExpiry();
  const cvc = readField(pm, 'encryptedSecurityCode', 'cvc');
  if (!cvcValid(cvc, number)) throw Errors.cvcLength();

  p.brand = rule.brand;
  p.lastFour = number.slice(-4);
  p.expiryDate = `${Number(month)}/${year.length === 2 ? `20${year}` : year}`;
  const scenario = scenarioFor(number, holderNameOf(pm));
  p.scenario = scenario;
  switch (scenario.kind) {
    case 'authorise':
      return finalResponse(ctx, p, { resultCode: 'Authorised' });
    case 'refuse':
      return finalResponse(ctx, p, { resultCode: 'Refused', reason: scenario.reason, code: scenario.code });
    case 'error':
      return finalResponse(ctx, p, { resultCode: 'Error', reason: scenario.reason, code: scenario.code });
    default:
      return startThreeDS(ctx, p);
  }
}

/** IdentifyShopper with a native `threeDS2` / `fingerprint` action. */
function startThreeDS(ctx: SimContext, p: PaymentRecord): Record<string, unknown> {
  const s = ctx.store;
  p.threeDS = {
    threeDSServerTransID: s.newId(),
    acsTransID: s.newId(),
    paymentData: s.newOpaque(),
    authorisationToken: s.newOpaque(),
  };
  p.resultCode = 'IdentifyShopper';
  s.savePayment(p);
  s.index('paymentData', p.threeDS.paymentData, p.pspReference);
  s.index('authorisationToken', p.threeDS.authorisationToken, p.pspReference);
  s.index('serverTransID', p.threeDS.threeDSServerTransID, p.pspReference);
  s.index('acsTransID', p.threeDS.acsTransID, p.pspReference);
  return paymentResponse(ctx, p, threeDSAction(ctx, p, 'fingerprint'));
}

/** A native 3DS2 action (`subtype` fingerprint or challenge) for a payment that has 3DS state. */
export function threeDSAction(ctx: SimContext, p: PaymentRecord, subtype: 'fingerprint' | 'challenge'): Record<string, unknown> {
  const t = p.threeDS;
  if (!t) throw Errors.invalidPaymentData();
  const baseUrl = ctx.opts.publicUrl;
  const token =
    subtype === 'fingerprint'
      ? buildFingerprintToken({ baseUrl, threeDSServerTransID: t.threeDSServerTransID })
      : buildChallengeToken({ baseUrl, threeDSServerTransID: t.threeDSServerTransID, acsTransID: t.acsTransID });
  return {
    authorisationToken: t.authorisationToken,
    paymentData: t.paymentData,
    paymentMethodType: 'scheme',
    subtype,
    token,
    type: 'threeDS2',
  };
}

export async function payByRedirect(ctx: SimContext, p: PaymentRecord, pm: Body, body: Body): Promise<Record<string, unknown>> {
  const returnUrl = requireReturnUrl(body);
  const issuer = pm.issuer;
  if (issuer !== undefined && issuer !== null && issuer !== '' && !IDEAL_ISSUERS.some((i) => i.id === issuer)) throw Errors.invalidIssuer();
  p.returnUrl = returnUrl;
  p.redirect = { id: ctx.store.newId(), issuer: typeof issuer === 'string' && issuer !== '' ? issuer : undefined };
  p.resultCode = 'RedirectShopper';
  ctx.store.savePayment(p);
  ctx.store.index('redirectId', p.redirect.id, p.pspReference);
  return paymentResponse(ctx, p, {
    method: 'GET',
    paymentMethodType: p.paymentMethodType,
    type: 'redirect',
    url: `${ctx.opts.publicUrl}/hpp/redirect?id=${encodeURIComponent(p.redirect.id)}`,
  });
}

export async function payBySepa(ctx: SimContext, p: PaymentRecord, pm: Body): Promise<Record<string, unknown>> {
  const owner = pm['sepa.ownerName'] ?? pm.ownerName;
  const iban = pm['sepa.ibanNumber'] ?? pm.iban;
  if (typeof owner !== 'string' || owner.trim() === '' || owner.length > 200) throw Errors.missingHolder();
  if (!isValidIban(iban)) throw Errors.invalidIban();
  p.lastFour = normalizeIban(iban as string).slice(-4);
  const trigger = HOLDER_NAME_TRIGGERS[owner.trim().toUpperCase()];
  let outcome: Outcome = { resultCode: 'Authorised' };
  if (trigger?.kind === 'refuse') outcome = { resultCode: 'Refused', reason: trigger.reason, code: trigger.code };
  if (trigger?.kind === 'error') outcome = { resultCode: 'Error', reason: trigger.reason, code: trigger.code };
  return finalResponse(ctx, p, outcome);
}

/** Remaining balance of a test gift card, in minor units of `currency`. */
export function giftCardBalance(ctx: SimContext, card: TestGiftCard, currency: string): number {
  return Math.max(0, toMinor(card.balanceMajor, currency) - ctx.store.giftSpent(card.number, currency));
}

/** Reads and checks a gift card (brand givex, number, PIN): the card, or the refusal it earns. */
export function readGiftCard(pm: Body): { card?: TestGiftCard; number: string; refusal?: Outcome } {
  if (pm.brand !== 'givex') throw Errors.notSupported();
  const number = readField(pm, 'encryptedCardNumber', 'number');
  if (!number || !/^\d{8,19}$/.test(number)) throw Errors.missingCardDetails();
  const pin = readField(pm, 'encryptedSecurityCode', 'cvc');
  const card = findGiftCard(number);
  if (!card) return { number, refusal: { resultCode: 'Refused', reason: 'Invalid Card Number', code: '8' } };
  if (card.pin !== pin) return { number, card, refusal: { resultCode: 'Refused', reason: 'Invalid Pin', code: '17' } };
  return { number, card };
}

export async function payByGiftCard(ctx: SimContext, p: PaymentRecord, pm: Body, order?: OrderRecord): Promise<Record<string, unknown>> {
  const { card, number, refusal } = readGiftCard(pm);
  p.brand = 'givex';
  p.lastFour = number.slice(-4);
  if (refusal || !card) return finalResponse(ctx, p, refusal ?? { resultCode: 'Refused', ...REFUSAL.refused });
  p.giftCardNumber = card.number;
  const balance = giftCardBalance(ctx, card, p.amount.currency);
  if (balance <= 0) return finalResponse(ctx, p, { resultCode: 'Refused', ...REFUSAL.notEnoughBalance });
  if (p.amount.value > balance) {
    // Inside an order the card pays what it has (partial payment); alone it cannot cover the amount.
    if (!order) return finalResponse(ctx, p, { resultCode: 'Refused', ...REFUSAL.notEnoughBalance });
    p.amount = { currency: p.amount.currency, value: balance };
  }
  return finalResponse(ctx, p, { resultCode: 'Authorised' });
}
