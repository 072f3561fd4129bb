import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardMethod, createTestSim, MERCHANT, paymentRequest, type TestSim } from './test-utils';

let sim: TestSim;
beforeEach(async () => {
  sim = await createTestSim();
});
afterEach(async () => {
  await sim.app.close();
});

const errorShape = { status: expect.any(Number), errorCode: expect.any(String), message: expect.any(String), errorType: expect.any(String) };

describe("bad input answers in Adyen's error format", () => {
  it('401 without or with a wrong X-API-Key', async () => {
    for (const headers of [{ 'x-api-key': '' }, { 'x-api-key': 'nope' }]) {
      const res = await sim.api('/payments', paymentRequest(cardMethod('4111111111111111')), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' });
    }
  });

  it('403 for another merchant account', async () => {
    const res = await sim.api('/paymentMethods', { merchantAccount: 'SomeoneElse' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: '901', errorType: 'security' });
  });

  it.each([
    ['merchantAccount', { merchantAccount: undefined }, '702'],
    ['amount', { amount: undefined }, '100'],
    ['amount value', { amount: { currency: 'EUR', value: 12.5 } }, '137'],
    ['currency', { amount: { currency: 'ZZZ', value: 100 } }, '138'],
    ['reference', { reference: undefined }, '130'],
    ['paymentMethod', { paymentMethod: undefined }, '14_006'],
    ['paymentMethod type', { paymentMethod: { type: 'klarna' } }, '905'],
  ])('422 for a missing or invalid %s', async (_name, patch, errorCode) => {
    const res = await sim.api('/payments', { ...paymentRequest(cardMethod('4111111111111111')), ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ ...errorShape, status: 422, errorCode, errorType: 'validation' });
  });

  it('422 for a redirect payment without returnUrl', async () => {
    const res = await sim.api('/payments', { ...paymentRequest({ type: 'ideal' }), returnUrl: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: '14_030' });
  });

  it('400 for malformed JSON and an empty body', async () => {
    for (const payload of ['{"merchantAccount":', '', '[]', '"text"']) {
      const res = await sim.api('/payments', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ...errorShape, errorCode: '702' });
    }
  });

  it('415 for other content types, 404 for unknown routes and versions', async () => {
    const multipart = await sim.app.inject({ method: 'POST', url: '/checkout/v71/payments', headers: { 'x-api-key': 'sim_api_key_stallwerk', 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toMatchObject(errorShape);
    for (const url of ['/checkout/v71/nothing', '/checkout/v12/payments', '/nope']) {
      const res = await sim.app.inject({ method: 'POST', url, headers: { 'x-api-key': 'sim_api_key_stallwerk', 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, status: 404 });
    }
  });

  it('422 for unknown details, paymentData and orderData — never a 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['/payments/details', {}],
      ['/payments/details', { details: { redirectResult: 'unknown' } }],
      ['/payments/details', { details: { threeDSResult: 'not base64!' } }],
      ['/payments/details', { details: { threeDSResult: Buffer.from('{"transStatus":"Y"}').toString('base64') } }],
      ['/payments/details', { details: { threeDSResult: Buffer.from('{"threeDSCompInd":"Y"}').toString('base64') }, paymentData: 'x' }],
      ['/payments', { ...paymentRequest(cardMethod('4111111111111111')), order: { orderData: 'nope', pspReference: 'X' } }],
      ['/orders/cancel', { merchantAccount: MERCHANT, order: { orderData: 'nope' } }],
      ['/paymentMethods', { merchantAccount: MERCHANT, allowedPaymentMethods: 'scheme' }],
      ['/paymentMethods/balance', { merchantAccount: MERCHANT, paymentMethod: { type: 'giftcard', brand: 'other' } }],
    ];
    for (const [path, body] of cases) {
      const res = await sim.api(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, status: 422 });
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('puts CORS headers on errors and answers preflights', async () => {
    const err = await sim.app.inject({
      method: 'POST',
      url: '/v1/submitThreeDS2Fingerprint?token=wrong',
      headers: { origin: 'http://localhost:3999', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(err.statusCode).toBe(401);
    expect(err.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    expect(err.headers['access-control-allow-credentials']).toBe('true');
    const pre = await sim.app.inject({
      method: 'OPTIONS',
      url: '/v3/analytics?clientKey=sim_local_stallwerk',
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-custom' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(pre.headers['access-control-allow-headers']).toBe('content-type,x-custom');
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    const missing = await sim.app.inject({ method: 'GET', url: '/nothing/here', headers: { origin: 'http://shop.test' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('http://shop.test');
  });

  it('replays an answer for the same Idempotency-Key', async () => {
    const body = paymentRequest(cardMethod('4111111111111111'));
    const a = await sim.api('/payments', body, { 'idempotency-key': 'k-1' });
    const b = await sim.api('/payments', body, { 'idempotency-key': 'k-1' });
    expect(b.json()).toEqual(a.json());
    const c = await sim.api('/payments', body, { 'idempotency-key': 'k-2' });
    expect(c.json().pspReference).not.toBe(a.json().pspReference);
  });
});
