/**
 * POST /payments/details (merchant) and POST v1/submitThreeDS2Fingerprint (SDK): 3DS2 fingerprint
 * and challenge results and redirect results. The simulator trusts its own ACS record, not the
 * transStatus the browser reports.
 */
import { Errors } from './errors';
import { REFUSAL } from './cards';
import { decodeBase64Url, decodeToken, encodeToken, isPaddedBase64 } from './threeds';
import { paymentResponse, type SimContext } from './context';
import { finalize, type Outcome } from './outcome';
import { threeDSAction } from './methods';
import { isObject, requireBody, type Body } from './validate';
import type { PaymentRecord } from './store';

/** Decodes a 3DS result: padded base64 JSON (what the SDK sends) or base64url JSON. */
function decodeResult(value: unknown): Record<string, unknown> | null {
  if (isPaddedBase64(value)) {
    try {
      return decodeToken(value);
    } catch {
      return null;
    }
  }
  return decodeBase64Url(value);
}

type FingerprintStep = { kind: 'challenge'; action: Record<string, unknown> } | { kind: 'frictionless'; payment: PaymentRecord };

/** Applies a fingerprint result (threeDSCompInd Y/N/U) to a payment waiting in IdentifyShopper. */
function applyFingerprint(ctx: SimContext, p: PaymentRecord, compInd: unknown): FingerprintStep {
  if (!p.threeDS || p.final) throw Errors.invalidPaymentData();
  if (compInd !== 'Y' && compInd !== 'N' && compInd !== 'U') throw Errors.invalidFingerprint();
  if (p.resultCode === 'IdentifyShopper') p.threeDS.methodCompleted = compInd === 'Y';
  if (p.scenario?.kind === 'fingerprintOnly') {
    p.threeDS.transStatus = 'Y';
    ctx.store.savePayment(p);
    return { kind: 'frictionless', payment: p };
  }
  p.resultCode = 'ChallengeShopper';
  ctx.store.savePayment(p);
  return { kind: 'challenge', action: threeDSAction(ctx, p, 'challenge') };
}

/** Outcome after authentication, from the ACS's own record. */
function authenticationOutcome(p: PaymentRecord): Outcome {
  return p.threeDS?.transStatus === 'Y' ? { resultCode: 'Authorised' } : { resultCode: 'Refused', ...REFUSAL.notAuthenticated };
}

/** POST /checkout/v71/payments/details */
export async function submitDetails(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body = requireBody(raw);
  const details = body.details;
  if (!isObject(details)) throw Errors.invalidDetails();

  if (details.redirectResult !== undefined) {
    const p = ctx.store.findPayment('redirectResult', details.redirectResult);
    if (!p || !p.final) throw Errors.invalidDetails();
    return paymentResponse(ctx, p);
  }

  const threeDSResult = details.threeDSResult ?? details['threeds2.challengeResult'] ?? details['threeds2.fingerprint'];
  if (threeDSResult === undefined) throw Errors.invalidDetails();
  const decoded = decodeResult(threeDSResult);
  if (!decoded) throw Errors.invalidThreeDSResult();

  if (decoded.threeDSCompInd !== undefined) {
    // Fingerprint result sent by the merchant instead of the SDK's submitThreeDS2Fingerprint.
    const p = ctx.store.findPayment('paymentData', body.paymentData);
    if (!p) throw Errors.invalidPaymentData();
    if (p.final) return paymentResponse(ctx, p);
    const step = applyFingerprint(ctx, p, decoded.threeDSCompInd);
    if (step.kind === 'challenge') return paymentResponse(ctx, p, step.action);
    return paymentResponse(ctx, finalize(ctx, step.payment, authenticationOutcome(step.payment)));
  }

  if (typeof decoded.transStatus !== 'string') throw Errors.invalidThreeDSResult();
  if (!['Y', 'N', 'U', 'A', 'C', 'R'].includes(decoded.transStatus)) throw Errors.invalidTransStatus();
  const p =
    ctx.store.findPayment('authorisationToken', decoded.authorisationToken) ?? ctx.store.findPayment('paymentData', body.paymentData) ?? ctx.store.findPayment('authorisationToken', body.paymentData);
  if (!p || !p.threeDS) throw Errors.invalidPaymentData();
  if (p.final) return paymentResponse(ctx, p);
  return paymentResponse(ctx, finalize(ctx, p, authenticationOutcome(p)));
}

/** POST v1/submitThreeDS2Fingerprint?token={clientKey} — the SDK's native fingerprint submission. */
export async function submitThreeDS2Fingerprint(ctx: SimContext, raw: unknown): Promise<Record<string, unknown>> {
  const body: Body = requireBody(raw);
  const p = ctx.store.findPayment('paymentData', body.paymentData);
  if (!p) throw Errors.invalidPaymentData();
  const decoded = decodeResult(body.fingerprintResult);
  if (!decoded) throw Errors.invalidFingerprint();
  if (p.final) throw Errors.alreadyProcessed();
  const step = applyFingerprint(ctx, p, decoded.threeDSCompInd);
  if (step.kind === 'challenge') return { type: 'action', action: step.action };
  const threeDSResult = encodeToken({ transStatus: 'Y', authorisationToken: p.threeDS?.authorisationToken });
  return { type: 'completed', details: { threeDSResult } };
}
