import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, parseConsent } from './consentCookie';

describe('parseConsent', () => {
  it('reads a decision of the current version', () => {
    expect(parseConsent(JSON.stringify({ marketing: true, version: CONSENT_VERSION, decidedAt: 'x' }))).toMatchObject({ marketing: true, necessary: true });
  });
  it('asks again for missing, broken or outdated decisions', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('{nope')).toBeNull();
    expect(parseConsent(JSON.stringify({ marketing: true, version: 0 }))).toBeNull();
  });
});
