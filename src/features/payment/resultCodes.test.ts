import { describe, expect, it } from 'vitest';
import { clientErrorKey, failureMessageKey, isFailedResultCode, nextPaymentStep } from './resultCodes';

describe('payment result codes (spec §4)', () => {
  it.each(['Cancelled', 'Error', 'Refused'])('%s counts as failed', (code) => {
    expect(isFailedResultCode(code)).toBe(true);
    expect(nextPaymentStep({ resultCode: code, refusalReason: 'Refused' })).toEqual({ kind: 'failed', resultCode: code, reason: 'Refused' });
  });

  it.each(['Authorised', 'Pending', 'Received', 'PresentToShopper', 'AuthenticationFinished'])('%s counts as completed', (code) => {
    expect(isFailedResultCode(code)).toBe(false);
    expect(nextPaymentStep({ resultCode: code })).toEqual({ kind: 'completed', resultCode: code });
  });

  it('handles an action before anything else but a failure', () => {
    const action = { type: 'threeDS2', subtype: 'challenge', token: 'x' };
    expect(nextPaymentStep({ resultCode: 'ChallengeShopper', action })).toEqual({ kind: 'action', action });
    expect(nextPaymentStep({ resultCode: 'Authorised', action, order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 10, currency: 'EUR' } } }).kind).toBe('action');
  });

  it('continues the order flow while an amount remains (gift card partial payment)', () => {
    const order = { orderData: 'o', pspReference: 'p', remainingAmount: { value: 5000, currency: 'EUR' } };
    expect(nextPaymentStep({ resultCode: 'Authorised', order })).toEqual({ kind: 'continue', order });
  });

  it('is a success when the order has nothing left to pay', () => {
    const order = { orderData: 'o', pspReference: 'p', remainingAmount: { value: 0, currency: 'EUR' } };
    expect(nextPaymentStep({ resultCode: 'Authorised', order })).toEqual({ kind: 'completed', resultCode: 'Authorised' });
  });

  it('treats an answer without result code and action as an error', () => {
    expect(nextPaymentStep({})).toEqual({ kind: 'failed', resultCode: 'Error' });
  });

  it('maps failures to the spec messages', () => {
    expect(failureMessageKey('Refused')).toBe('errors.refused');
    expect(failureMessageKey('Error')).toBe('errors.error');
    expect(failureMessageKey('Cancelled')).toBe('errors.cancelled');
    expect(failureMessageKey(undefined)).toBe('errors.unknown');
  });

  it('maps SDK error kinds and falls back to unknown', () => {
    expect(clientErrorKey({ name: 'NETWORK_ERROR' })).toBe('clientErrors.network');
    expect(clientErrorKey({ name: 'SDK_ERROR' })).toBe('clientErrors.sdk');
    expect(clientErrorKey(new TypeError('x'))).toBe('clientErrors.unknown');
    expect(clientErrorKey(null)).toBe('clientErrors.unknown');
  });
});
