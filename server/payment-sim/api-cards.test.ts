import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardMethod, createTestSim, paymentRequest, type TestSim } from './test-utils';

let sim: TestSim;
beforeEach(async () => {
  sim = await createTestSim();
});
afterEach(async () => {
  await sim.app.close();
});

async function pay(method: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await sim.api('/payments', paymentRequest(method, extra));
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('POST /payments — cards', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mc'],
    ['370000000000002', 'amex'],
  ])('authorises %s frictionless', async (number, brand) => {
    const { status, body } = await pay(cardMethod(number, { cvc: brand === 'amex' ? '7373' : '737' }), { reference: 'ref-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: 'ref-1',
      amount: { currency: 'EUR', value: 10000 },
      paymentMethod: { type: 'scheme', brand },
    });
    expect(body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
  });

  it("accepts Adyen's plain-text test values", async () => {
    const { body } = await pay({
      type: 'scheme',
      encryptedCardNumber: 'test_4111111111111111',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    });
    expect(body.resultCode).toBe('Authorised');
  });

  it('gives every answer a unique pspReference', async () => {
    const refs = new Set<unknown>();
    for (let i = 0; i < 20; i += 1) refs.add((await pay(cardMethod('4111111111111111'))).body.pspReference);
    expect(refs.size).toBe(20);
  });

  it.each([
    ['4000020000000000', 'Refused', 'Refused', '2'],
    ['4000040000000008', 'Refused', 'Not enough balance', '12'],
    ['4000050000000007', 'Refused', 'Expired Card', '6'],
    ['4000030000000009', 'Error', 'Acquirer Error', '4'],
  ])('answers %s with %s (%s)', async (number, resultCode, refusalReason, refusalReasonCode) => {
    const { status, body } = await pay(cardMethod(number));
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode, refusalReason, refusalReasonCode });
  });

  it('lets the holder name force an outcome', async () => {
    expect((await pay(cardMethod('4111111111111111', { holderName: 'ERROR' }))).body.resultCode).toBe('Error');
    expect((await pay(cardMethod('4111111111111111', { holderName: 'NOT_ENOUGH_BALANCE' }))).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
  });

  it.each(['4917610000000000', '5454545454545454', '4212345678910006'])('starts native 3DS2 for %s (IdentifyShopper + fingerprint)', async (number) => {
    const { body } = await pay(cardMethod(number));
    expect(body.resultCode).toBe('IdentifyShopper');
    const action = body.action as Record<string, string>;
    expect(action).toMatchObject({ type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'scheme' });
    expect(action.paymentData).toBeTruthy();
    expect(action.authorisationToken).toBeTruthy();
    expect(action.token.length % 4).toBe(0);
    expect(JSON.parse(Buffer.from(action.token, 'base64').toString())).toMatchObject({
      threeDSMethodUrl: 'http://localhost:8080/3ds2/method',
      threeDSMethodNotificationURL: 'http://localhost:8080/3ds2/method-notification',
    });
  });

  it.each([
    ['invalid number', cardMethod('4111111111111112'), '101'],
    ['unknown brand', cardMethod('9999999999999995'), '102'],
    ['expired card', cardMethod('4111111111111111', { month: '01', year: '2020' }), '140'],
    ['month 13', cardMethod('4111111111111111', { month: '13' }), '140'],
    ['2-digit CVC', cardMethod('4111111111111111', { cvc: '73' }), '103'],
    ['3-digit amex CVC', cardMethod('370000000000002', { cvc: '737' }), '103'],
    ['missing CVC', cardMethod('4111111111111111', { cvc: null }), '103'],
    ['undecryptable number', { ...cardMethod('4111111111111111'), encryptedCardNumber: 'eyJhbGciOiJSU0EtT0FFUCJ9.abc' }, '174'],
    ['no card number', { type: 'scheme' }, '14_004'],
  ])('refuses %s with 422', async (_name, method, errorCode) => {
    const { status, body } = await pay(method);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 422, errorCode, errorType: 'validation' });
    expect(typeof body.message).toBe('string');
  });
});
