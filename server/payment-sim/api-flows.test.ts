import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64json, cardMethod, createTestSim, MERCHANT, paymentRequest, type TestSim } from './test-utils';
import { encodeBase64Url } from './threeds';
import { encodeFieldValue } from './fields';

let sim: TestSim;
beforeEach(async () => {
  sim = await createTestSim();
});
afterEach(async () => {
  await sim.app.close();
});

const SHOP = 'http://localhost:3999';
const KEY = 'sim_local_stallwerk';

/** Runs the browser side of a 3DS2 challenge with plain HTTP, returns the authorisationToken. */
async function challenge(number: string, password: string | 'cancel'): Promise<{ authorisationToken: string; notificationHtml: string }> {
  const first = (await sim.api('/payments', paymentRequest(cardMethod(number)))).json();
  const fp = JSON.parse(Buffer.from(first.action.token, 'base64').toString());
  const method = await sim.form(
    '/3ds2/method',
    { threeDSMethodData: encodeBase64Url({ threeDSServerTransID: fp.threeDSServerTransID, threeDSMethodNotificationURL: fp.threeDSMethodNotificationURL }) },
    { origin: SHOP },
  );
  expect(method.body).toContain('/3ds2/method-notification');
  const note = await sim.form('/3ds2/method-notification', { threeDSMethodData: encodeBase64Url({ threeDSServerTransID: fp.threeDSServerTransID }) }, { origin: 'http://localhost:8080' });
  expect(note.body).toContain('fingerPrintResult');
  expect(note.body).toContain(JSON.stringify(SHOP));

  const submit = await sim.app.inject({
    method: 'POST',
    url: `/v1/submitThreeDS2Fingerprint?token=${KEY}`,
    headers: { 'content-type': 'application/json', origin: SHOP },
    payload: JSON.stringify({ fingerprintResult: b64json({ threeDSCompInd: 'Y' }), paymentData: first.action.paymentData }),
  });
  const action = submit.json().action;
  expect(submit.json().type).toBe('action');
  expect(action).toMatchObject({ type: 'threeDS2', subtype: 'challenge', paymentMethodType: 'scheme' });
  const token = JSON.parse(Buffer.from(action.token, 'base64').toString());
  expect(token).toMatchObject({ acsURL: 'http://localhost:8080/3ds2/acs', messageVersion: '2.2.0' });

  const creq = encodeBase64Url({ acsTransID: token.acsTransID, threeDSServerTransID: token.threeDSServerTransID, messageVersion: '2.2.0', messageType: 'CReq', challengeWindowSize: '03' });
  const acs = await sim.form('/3ds2/acs', { creq }, { origin: SHOP });
  expect(acs.statusCode).toBe(200);
  expect(acs.body).toContain('width: 500px');
  expect(acs.body).toMatch(/<label for="password">Password<\/label>/);
  const fields: Record<string, string> = password === 'cancel' ? { acsTransID: token.acsTransID, action: 'cancel' } : { acsTransID: token.acsTransID, password, action: 'submit' };
  const posted = await sim.form('/3ds2/acs/submit', fields, { origin: 'http://localhost:8080' });
  const cres = /name="cres" value="([^"]+)"/.exec(posted.body)?.[1] ?? '';
  const notification = await sim.form('/3ds2/notification', { cres }, { origin: 'http://localhost:8080' });
  return { authorisationToken: action.authorisationToken, notificationHtml: notification.body };
}

describe('3DS2 native flow', () => {
  it.each([
    ['password', 'Y', 'Authorised'],
    ['wrong', 'N', 'Refused'],
    ['cancel', 'U', 'Refused'],
  ])('challenge answered with %s → transStatus %s → %s', async (password, transStatus, resultCode) => {
    const { authorisationToken, notificationHtml } = await challenge('4917610000000000', password);
    expect(notificationHtml).toContain(`\\"transStatus\\":\\"${transStatus}\\"`);
    expect(notificationHtml).toContain(`"${SHOP}"`);
    const details = await sim.api('/payments/details', { details: { threeDSResult: b64json({ transStatus, authorisationToken }) } });
    expect(details.json()).toMatchObject({ resultCode });
    if (resultCode === 'Refused') expect(details.json().refusalReason).toBe('3D Not Authenticated');
  });

  it('trusts the ACS, not the transStatus the browser reports', async () => {
    const { authorisationToken } = await challenge('5454545454545454', 'wrong');
    const details = await sim.api('/payments/details', { details: { threeDSResult: b64json({ transStatus: 'Y', authorisationToken }) } });
    expect(details.json().resultCode).toBe('Refused');
  });

  it('accepts the fingerprint through the merchant /payments/details, then ChallengeShopper', async () => {
    const first = (await sim.api('/payments', paymentRequest(cardMethod('4917610000000000')))).json();
    const res = await sim.api('/payments/details', { details: { threeDSResult: b64json({ threeDSCompInd: 'Y' }) }, paymentData: first.action.paymentData });
    expect(res.json()).toMatchObject({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', subtype: 'challenge' } });
  });

  it('completes a fingerprint-only card without a challenge', async () => {
    const first = (await sim.api('/payments', paymentRequest(cardMethod('4212345678910006')))).json();
    const submit = await sim.app.inject({
      method: 'POST',
      url: `/v1/submitThreeDS2Fingerprint?token=${KEY}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fingerprintResult: b64json({ threeDSCompInd: 'Y' }), paymentData: first.action.paymentData }),
    });
    expect(submit.json()).toMatchObject({ type: 'completed', details: { threeDSResult: expect.any(String) } });
    const details = await sim.api('/payments/details', { details: submit.json().details });
    expect(details.json()).toMatchObject({ resultCode: 'Authorised', pspReference: first.pspReference });
  });
});

describe('iDEAL redirect', () => {
  it.each([
    ['approve', 'Authorised'],
    ['refuse', 'Refused'],
    ['cancel', 'Cancelled'],
  ])('%s on the issuer page → %s', async (decision, resultCode) => {
    const first = (await sim.api('/payments', paymentRequest({ type: 'ideal', issuer: '1121' }, { returnUrl: 'http://localhost:3999/return?x=1' }))).json();
    expect(first).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'ideal' } });
    const url = new URL(first.action.url);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/hpp/redirect');
    const pageRes = await sim.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pageRes.body).toContain('Approve');
    const done = await sim.form('/hpp/redirect/complete', { id: url.searchParams.get('id') ?? '', decision });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(back.searchParams.get('x')).toBe('1');
    const details = await sim.api('/payments/details', { details: { redirectResult: back.searchParams.get('redirectResult') } });
    expect(details.json()).toMatchObject({ resultCode, pspReference: first.pspReference, merchantReference: first.merchantReference });
  });
});

describe('SEPA Direct Debit', () => {
  it('authorises a valid IBAN (both field spellings) and refuses an invalid one', async () => {
    expect((await sim.api('/payments', paymentRequest({ type: 'sepadirectdebit', 'sepa.ownerName': 'A. Schmidt', 'sepa.ibanNumber': 'DE89370400440532013000' }))).json().resultCode).toBe('Authorised');
    expect((await sim.api('/payments', paymentRequest({ type: 'sepadirectdebit', ownerName: 'A. Schmidt', iban: 'NL91ABNA0417164300' }))).json().resultCode).toBe('Authorised');
    const bad = await sim.api('/payments', paymentRequest({ type: 'sepadirectdebit', ownerName: 'A. Schmidt', iban: 'DE89370400440532013001' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errorCode: '161' });
  });
});

describe('gift cards and orders', () => {
  const gift = (number: string, pin = '123') => ({ type: 'giftcard', brand: 'givex', encryptedCardNumber: encodeFieldValue(number), encryptedSecurityCode: encodeFieldValue(pin) });

  it('checks balances', async () => {
    const ok = await sim.api('/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: gift('6036280000000000001'), amount: { currency: 'EUR', value: 10000 } });
    expect(ok.json()).toMatchObject({ resultCode: 'Success', balance: { currency: 'EUR', value: 500000 } });
    const low = await sim.api('/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: gift('6036280000000000000'), amount: { currency: 'EUR', value: 10000 } });
    expect(low.json()).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { currency: 'EUR', value: 5000 } });
    const wrongPin = await sim.api('/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: gift('6036280000000000000', '999') });
    expect(wrongPin.json().resultCode).toBe('Failed');
  });

  it('pays partially with a gift card inside an order and the rest by card', async () => {
    const order = (await sim.api('/orders', { merchantAccount: MERCHANT, reference: 'o-1', amount: { currency: 'EUR', value: 10000 } })).json();
    expect(order).toMatchObject({ resultCode: 'Success', remainingAmount: { value: 10000 }, orderData: expect.any(String), expiresAt: expect.any(String) });
    const ref = { orderData: order.orderData, pspReference: order.pspReference };
    const giftPay = (await sim.api('/payments', paymentRequest(gift('6036280000000000000'), { order: ref }))).json();
    expect(giftPay).toMatchObject({ resultCode: 'Authorised', amount: { value: 5000 }, order: { remainingAmount: { value: 5000 } } });
    const status = await sim.app.inject({
      method: 'POST',
      url: `/v1/order/status?clientKey=${KEY}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderData: order.orderData }),
    });
    expect(status.json()).toMatchObject({ remainingAmount: { value: 5000 }, paymentMethods: [{ type: 'givex', lastFour: '0000' }] });
    const cardPay = (await sim.api('/payments', paymentRequest(cardMethod('4111111111111111'), { order: ref, amount: { currency: 'EUR', value: 5000 } }))).json();
    expect(cardPay).toMatchObject({ resultCode: 'Authorised', order: { remainingAmount: { value: 0 } } });
    const again = await sim.api('/payments', paymentRequest(cardMethod('4111111111111111'), { order: ref, amount: { currency: 'EUR', value: 1 } }));
    expect(again.statusCode).toBe(422);
    // The 50.00 card is now empty.
    const empty = await sim.api('/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: gift('6036280000000000000') });
    expect(empty.json()).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { value: 0 } });
  });

  it('refuses a gift card that cannot cover the amount outside an order, and cancels orders with a refund', async () => {
    expect((await sim.api('/payments', paymentRequest(gift('6036280000000000000')))).json()).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
    const order = (await sim.api('/orders', { merchantAccount: MERCHANT, reference: 'o-2', amount: { currency: 'EUR', value: 10000 } })).json();
    await sim.api('/payments', paymentRequest(gift('6036280000000000000'), { order: { orderData: order.orderData, pspReference: order.pspReference } }));
    const cancel = await sim.api('/orders/cancel', { merchantAccount: MERCHANT, order: { orderData: order.orderData, pspReference: order.pspReference } });
    expect(cancel.json()).toMatchObject({ resultCode: 'Received', pspReference: expect.any(String) });
    const balance = await sim.api('/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: gift('6036280000000000000') });
    expect(balance.json().balance.value).toBe(5000);
  });
});
