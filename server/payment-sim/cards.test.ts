import { describe, expect, it } from 'vitest';
import { cvcValid, detectBrand, expiryValid, GIFT_CARDS, luhnValid, scenarioFor, TEST_CARDS } from './cards';
import { isValidIban } from './iban';
import { decodeFieldValue, encodeFieldValue } from './fields';

describe('Luhn and brand detection', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('370000000000002')).toBe(true);
    expect(luhnValid('41111111')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
  });

  it('detects visa, mc (incl. 2-series), amex and maestro', () => {
    expect(detectBrand('4111111111111111')?.brand).toBe('visa');
    expect(detectBrand('5555555555554444')?.brand).toBe('mc');
    expect(detectBrand('2222400070000005')?.brand).toBe('mc');
    expect(detectBrand('370000000000002')?.brand).toBe('amex');
    expect(detectBrand('6771798021000008')?.brand).toBe('maestro');
    expect(detectBrand('9999999999999995')).toBeUndefined();
  });

  it('has only Luhn-valid test cards whose brand matches the table', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectBrand(card.number)?.brand, card.number).toBe(card.brand);
    }
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
    expect(GIFT_CARDS.map((g) => g.balanceMajor)).toEqual([50, 5000, 0]);
  });
});

describe('result per test card', () => {
  it('maps numbers and holder names to outcomes', () => {
    expect(scenarioFor('4111111111111111')).toEqual({ kind: 'authorise' });
    expect(scenarioFor('5555555555554444')).toEqual({ kind: 'authorise' });
    expect(scenarioFor('370000000000002')).toEqual({ kind: 'authorise' });
    expect(scenarioFor('4917610000000000')).toEqual({ kind: 'challenge' });
    expect(scenarioFor('5454545454545454')).toEqual({ kind: 'challenge' });
    expect(scenarioFor('4212345678910006')).toEqual({ kind: 'fingerprintOnly' });
    expect(scenarioFor('4000020000000000')).toMatchObject({ kind: 'refuse', reason: 'Refused' });
    expect(scenarioFor('4000030000000009')).toMatchObject({ kind: 'error' });
    expect(scenarioFor('4000040000000008')).toMatchObject({ kind: 'refuse', reason: 'Not enough balance', code: '12' });
    expect(scenarioFor('4111111111111111', 'error')).toMatchObject({ kind: 'error' });
    expect(scenarioFor('4111111111111111', ' Not_Enough_Balance ')).toMatchObject({ reason: 'Not enough balance' });
    expect(scenarioFor('4111111111111111', 'Jane Doe')).toEqual({ kind: 'authorise' });
  });
});

describe('expiry and CVC', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it('accepts the current month until it ends and refuses past or absurd dates', () => {
    expect(expiryValid('05', '2026', now)).toBe(true);
    expect(expiryValid('5', '26', now)).toBe(true);
    expect(expiryValid('04', '2026', now)).toBe(false);
    expect(expiryValid('03', '2030', now)).toBe(true);
    expect(expiryValid('13', '2030', now)).toBe(false);
    expect(expiryValid('00', '2030', now)).toBe(false);
    expect(expiryValid('03', '2099', now)).toBe(false);
    expect(expiryValid('ab', '2030', now)).toBe(false);
  });

  it('demands 3 digits, 4 for amex, and lets maestro omit the CVC', () => {
    expect(cvcValid('737', '4111111111111111')).toBe(true);
    expect(cvcValid('73', '4111111111111111')).toBe(false);
    expect(cvcValid('7373', '4111111111111111')).toBe(false);
    expect(cvcValid('7373', '370000000000002')).toBe(true);
    expect(cvcValid('737', '370000000000002')).toBe(false);
    expect(cvcValid(undefined, '4111111111111111')).toBe(false);
    expect(cvcValid(undefined, '6771798021000008')).toBe(true);
  });
});

describe('IBAN (mod 97)', () => {
  it('validates check digits and country lengths', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban(42)).toBe(false);
  });
});

describe('encrypted field values', () => {
  it("round-trips the simulator's blobs and accepts Adyen's test_ values", () => {
    const blob = encodeFieldValue('4111111111111111');
    expect(blob.startsWith('adyenjs_0_1_25$')).toBe(true);
    expect(decodeFieldValue(blob)).toMatchObject({ ok: true, value: '4111111111111111' });
    expect(decodeFieldValue('test_737')).toEqual({ ok: true, value: '737' });
    expect(decodeFieldValue('test_2030')).toEqual({ ok: true, value: '2030' });
  });

  it('refuses garbage and stale blobs', () => {
    expect(decodeFieldValue('eyJhbGciOi...')).toEqual({ ok: false, reason: 'format' });
    expect(decodeFieldValue('adyenjs_0_1_25$!!!')).toEqual({ ok: false, reason: 'format' });
    expect(decodeFieldValue(1234)).toEqual({ ok: false, reason: 'format' });
    const old = encodeFieldValue('737', new Date(Date.now() - 2 * 24 * 3600 * 1000));
    expect(decodeFieldValue(old)).toEqual({ ok: false, reason: 'expired' });
  });
});
