/**
 * Test cards: which card number (or holder name) gives which answer. Numbers come from Adyen's
 * published test cards where one exists (docs.adyen.com/development-resources/test-cards); the
 * rest are Luhn-valid numbers chosen for the simulator. The table is documented in README.md.
 */

export type CardBrand = 'visa' | 'mc' | 'amex' | 'maestro';

export type CardScenario =
  | { kind: 'authorise' }
  | { kind: 'refuse'; reason: string; code: string }
  | { kind: 'error'; reason: string; code: string }
  /** 3DS2 fingerprint, then a challenge (password `password` authorises). */
  | { kind: 'challenge' }
  /** 3DS2 fingerprint, then frictionless authorisation (no challenge). */
  | { kind: 'fingerprintOnly' };

export interface TestCard {
  number: string;
  brand: CardBrand;
  scenario: CardScenario;
  description: string;
}

/** Refusal reasons with Adyen's refusalReasonCode. */
export const REFUSAL = {
  refused: { reason: 'Refused', code: '2' },
  acquirerError: { reason: 'Acquirer Error', code: '4' },
  blocked: { reason: 'Blocked Card', code: '5' },
  expired: { reason: 'Expired Card', code: '6' },
  notAuthenticated: { reason: '3D Not Authenticated', code: '11' },
  notEnoughBalance: { reason: 'Not enough balance', code: '12' },
  fraud: { reason: 'FRAUD', code: '20' },
  cvcDeclined: { reason: 'CVC Declined', code: '24' },
} as const;

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', scenario: { kind: 'authorise' }, description: 'Authorised, frictionless' },
  { number: '5555555555554444', brand: 'mc', scenario: { kind: 'authorise' }, description: 'Authorised, frictionless' },
  { number: '2222400070000005', brand: 'mc', scenario: { kind: 'authorise' }, description: 'Authorised, frictionless (2-series)' },
  { number: '370000000000002', brand: 'amex', scenario: { kind: 'authorise' }, description: 'Authorised, frictionless (CVC 4 digits)' },
  { number: '6771798021000008', brand: 'maestro', scenario: { kind: 'authorise' }, description: 'Authorised, frictionless (CVC optional)' },
  { number: '4917610000000000', brand: 'visa', scenario: { kind: 'challenge' }, description: '3DS2 fingerprint + challenge' },
  { number: '5454545454545454', brand: 'mc', scenario: { kind: 'challenge' }, description: '3DS2 fingerprint + challenge' },
  { number: '4212345678910006', brand: 'visa', scenario: { kind: 'fingerprintOnly' }, description: '3DS2 fingerprint, then frictionless' },
  { number: '4000020000000000', brand: 'visa', scenario: { kind: 'refuse', ...REFUSAL.refused }, description: 'Refused ("Refused")' },
  { number: '4000030000000009', brand: 'visa', scenario: { kind: 'error', ...REFUSAL.acquirerError }, description: 'Error ("Acquirer Error")' },
  { number: '4000040000000008', brand: 'visa', scenario: { kind: 'refuse', ...REFUSAL.notEnoughBalance }, description: 'Refused ("Not enough balance")' },
  { number: '4000050000000007', brand: 'visa', scenario: { kind: 'refuse', ...REFUSAL.expired }, description: 'Refused ("Expired Card")' },
];

/**
 * Holder names that force an outcome, whatever the number (Adyen's test platform does the same with
 * the card holder name). Matched case-insensitively.
 */
export const HOLDER_NAME_TRIGGERS: Readonly<Record<string, CardScenario>> = {
  ERROR: { kind: 'error', ...REFUSAL.acquirerError },
  DECLINED: { kind: 'refuse', ...REFUSAL.refused },
  REFUSED: { kind: 'refuse', ...REFUSAL.refused },
  NOT_ENOUGH_BALANCE: { kind: 'refuse', ...REFUSAL.notEnoughBalance },
  BLOCK_CARD: { kind: 'refuse', ...REFUSAL.blocked },
  CARD_EXPIRED: { kind: 'refuse', ...REFUSAL.expired },
  CVC_DECLINED: { kind: 'refuse', ...REFUSAL.cvcDeclined },
  FRAUD: { kind: 'refuse', ...REFUSAL.fraud },
  NOT_3D_AUTHENTICATED: { kind: 'refuse', ...REFUSAL.notAuthenticated },
  CHALLENGE: { kind: 'challenge' },
};

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  pattern: RegExp;
  lengths: number[];
  cvcLengths: number[];
  cvcPolicy: 'required' | 'optional';
  cvcText: string;
}

/** Brand detection, same prefixes as the SDK's cardType.ts for the four brands we offer. */
export const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'mc', pattern: /^(5[1-5]|2[2-7])/, lengths: [16], cvcLengths: [3], cvcPolicy: 'required', cvcText: 'CVC' },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], cvcLengths: [3], cvcPolicy: 'required', cvcText: 'CVV' },
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvcLengths: [4], cvcPolicy: 'required', cvcText: 'CID' },
  { brand: 'maestro', pattern: /^(5[06-8]|6)/, lengths: [16, 17, 18, 19], cvcLengths: [3], cvcPolicy: 'optional', cvcText: 'CVC' },
];

export function detectBrand(digits: string): BrandRule | undefined {
  return BRAND_RULES.find((r) => r.pattern.test(digits));
}

/** The behaviour of a card: holder-name trigger first, then the table, otherwise Authorised. */
export function scenarioFor(cardNumber: string, holderName?: string): CardScenario {
  const trigger = holderName ? HOLDER_NAME_TRIGGERS[holderName.trim().toUpperCase()] : undefined;
  if (trigger) return trigger;
  return TEST_CARDS.find((c) => c.number === cardNumber)?.scenario ?? { kind: 'authorise' };
}

/** True when month/year (year 2 or 4 digits) is a real month that has not ended yet. */
export function expiryValid(month: string, year: string, now = new Date()): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12 || y < 2000 || y > now.getUTCFullYear() + 30) return false;
  // Valid through the last day of the expiry month.
  return Date.UTC(y, m, 1) > now.getTime();
}

/** True when the CVC length fits the brand (absent CVC is fine only where the brand makes it optional). */
export function cvcValid(cvc: string | undefined, digits: string): boolean {
  const rule = detectBrand(digits);
  if (cvc === undefined || cvc === '') return rule?.cvcPolicy === 'optional';
  if (!/^\d+$/.test(cvc)) return false;
  return (rule?.cvcLengths ?? [3, 4]).includes(cvc.length);
}

export interface TestGiftCard {
  number: string;
  pin: string;
  /** Balance in major units of whatever currency the shop pays in. */
  balanceMajor: number;
}

/** Givex test gift cards (6036 28…, Adyen's Givex test prefix). */
export const GIFT_CARDS: readonly TestGiftCard[] = [
  { number: '6036280000000000000', pin: '123', balanceMajor: 50 },
  { number: '6036280000000000001', pin: '123', balanceMajor: 5000 },
  { number: '6036280000000000002', pin: '123', balanceMajor: 0 },
];

export function findGiftCard(number: string): TestGiftCard | undefined {
  return GIFT_CARDS.find((g) => g.number === number);
}
