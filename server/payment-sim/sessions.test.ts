import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64json, cardMethod, createTestSim, MERCHANT, type TestSim } from './test-utils';
import { encodeFieldValue } from './fields';

let sim: TestSim;
beforeEach(async () => {
  sim = await createTestSim();
});
afterEach(async () => {
  await sim.app.close();
});

const KEY = 'sim_local_stallwerk';
const call = (id: string, endpoint: string, body: Record<string, unknown>, key = KEY) =>
  sim.app.inject({
    method: 'POST',
    url: `/v1/sessions/${id}/${endpoint}?clientKey=${key}`,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3999' },
    payload: JSON.stringify(body),
  });

async function newSession(amount = 10000) {
  const res = await sim.api('/sessions', { merchantAccount: MERCHANT, amount: { currency: 'EUR', value: amount }, reference: 'S-1', returnUrl: 'http://localhost:3999/r', countryCode: 'NL' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; sessionData: string };
}

describe('sessions flow (v1/sessions/{id}/…)', () => {
  it('creates a session and sets it up with payment methods', async () => {
    const s = await newSession();
    expect(s).toMatchObject({ id: expect.stringMatching(/^CS[0-9A-F]{16}$/), sessionData: expect.any(String), mode: 'embedded', reference: 'S-1' });
    const setup = await call(s.id, 'setup', { sessionData: s.sessionData });
    expect(setup.json()).toMatchObject({ id: s.id, sessionData: s.sessionData, amount: { value: 10000 }, paymentMethods: { paymentMethods: expect.any(Array) } });
    expect(setup.headers['access-control-allow-origin']).toBe('http://localhost:3999');
  });

  it("pays, including 3DS2 details, with the session's amount and reference", async () => {
    const s = await newSession(2500);
    const paid = (await call(s.id, 'payments', { sessionData: s.sessionData, paymentMethod: cardMethod('4111111111111111') })).json();
    expect(paid).toMatchObject({ resultCode: 'Authorised', sessionData: s.sessionData, sessionResult: expect.any(String) });
    expect(paid.pspReference).toBeUndefined();
    const payment = sim.ctx.store.listPayments()[0];
    expect(payment).toMatchObject({ amount: { value: 2500 }, merchantReference: 'S-1', sessionId: s.id });

    const challenge = (await call(s.id, 'payments', { sessionData: s.sessionData, paymentMethod: cardMethod('4917610000000000') })).json();
    expect(challenge.resultCode).toBe('IdentifyShopper');
    const details = (
      await call(s.id, 'paymentDetails', { sessionData: s.sessionData, details: { threeDSResult: b64json({ transStatus: 'Y', authorisationToken: challenge.action.authorisationToken }) } })
    ).json();
    expect(details).toMatchObject({ resultCode: 'Refused', sessionData: s.sessionData });
  });

  it('checks gift card balances and handles orders', async () => {
    const s = await newSession();
    const pm = { type: 'giftcard', brand: 'givex', encryptedCardNumber: encodeFieldValue('6036280000000000000'), encryptedSecurityCode: encodeFieldValue('123') };
    expect((await call(s.id, 'paymentMethodBalance', { sessionData: s.sessionData, paymentMethod: pm })).json()).toMatchObject({ balance: { value: 5000 } });
    const order = (await call(s.id, 'orders', { sessionData: s.sessionData })).json();
    expect(order).toMatchObject({ sessionData: s.sessionData, orderData: expect.any(String), pspReference: expect.any(String) });
    const ref = { orderData: order.orderData, pspReference: order.pspReference };
    const part = (await call(s.id, 'payments', { sessionData: s.sessionData, paymentMethod: pm, order: ref })).json();
    expect(part).toMatchObject({ resultCode: 'Authorised', order: { remainingAmount: { value: 5000 } } });
    expect((await call(s.id, 'setup', { sessionData: s.sessionData, order: ref })).json().amount.value).toBe(5000);
    expect((await call(s.id, 'orders/cancel', { sessionData: s.sessionData, order: ref })).json()).toEqual({ sessionData: s.sessionData });
  });

  it('refuses unknown sessions, wrong sessionData, wrong client keys and unknown endpoints', async () => {
    const s = await newSession();
    expect((await call('CS0000000000000000', 'setup', { sessionData: s.sessionData })).statusCode).toBe(422);
    expect((await call(s.id, 'setup', { sessionData: 'other' })).json()).toMatchObject({ status: 422, errorCode: '14_018' });
    expect((await call(s.id, 'setup', { sessionData: s.sessionData }, 'test_KEY')).statusCode).toBe(401);
    expect((await call(s.id, 'constructor', { sessionData: s.sessionData })).statusCode).toBe(404);
    expect((await sim.api('/sessions', { merchantAccount: MERCHANT, amount: { currency: 'EUR', value: 1 }, reference: 'x' })).json()).toMatchObject({ errorCode: '14_030' });
  });
});
