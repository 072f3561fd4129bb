import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSim, MERCHANT, type TestSim } from './test-utils';
import { encodeFieldValue } from './fields';
import { parentOriginFromD } from './securedfields-page';

let sim: TestSim;
beforeEach(async () => {
  sim = await createTestSim();
});
afterEach(async () => {
  await sim.app.close();
});

const KEY = 'sim_local_stallwerk';
const get = (url: string, headers: Record<string, string> = {}) => sim.app.inject({ method: 'GET', url, headers });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  sim.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('shopper-side endpoints the SDK calls', () => {
  it('serves securedFields.html for the configured client key, with the parent origin from d=', async () => {
    const d = Buffer.from('http://localhost:3999').toString('base64');
    for (const prefix of ['', '/checkoutshopper']) {
      const res = await get(`${prefix}/securedfields/${KEY}/6.3.0/securedFields.html?type=card&d=${d}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('"parentOrigin":"http://localhost:3999"');
      expect(res.body).toContain("PREFIX = 'adyenjs_0_1_25$'");
      expect(res.body).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
    }
    expect((await get(`/securedfields/test_ABC/6.3.0/securedFields.html?type=card&d=${d}`)).statusCode).toBe(401);
    expect(parentOriginFromD(Buffer.from('http://a.test/path').toString('base64'))).toBeNull();
    expect(parentOriginFromD('%%%')).toBeNull();
  });

  it('answers analytics setup with a checkoutAttemptId and acknowledges events', async () => {
    const setup = await post(`/v3/analytics?clientKey=${KEY}`, { version: '6.45.2', channel: 'Web', platform: 'Web', locale: 'en-US' }, { origin: 'http://localhost:3999' });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    const { checkoutAttemptId } = setup.json();
    expect(checkoutAttemptId).toMatch(/^[\w-]+$/);
    const events = await post(`/v3/analytics/${checkoutAttemptId}?clientKey=${KEY}`, { channel: 'Web', platform: 'Web', info: [], errors: [], logs: [] });
    expect(events.json()).toEqual({});
    expect((await post(`/v3/analytics?clientKey=${KEY}`, { flavor: 'components', checkoutAttemptId })).json()).toEqual({});
  });

  it('serves translations with an en-US fallback ({}), and logos', async () => {
    expect((await get('/sdk/6.45.2/translations/de-DE.json')).json()).toMatchObject({ payButton: 'Zahlen' });
    expect((await get('/sdk/6.45.2/translations/ar.json')).json().payButton).toBeTruthy();
    expect((await get('/sdk/6.45.2/translations/nl-NL.json')).json()).toEqual({});
    expect((await get('/sdk/6.45.2/translations/..%2F..%2Fetc.json')).statusCode).toBe(404);
    const logo = await get('/images/logos/visa.svg');
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    expect((await get('/images/logos/small/ideal.png')).headers['content-type']).toBe('image/png');
    expect((await get('/images/components/bento_lock.svg')).body).toContain('<svg');
    expect((await get('/images/logos/<script>.svg')).statusCode).toBe(404);
  });

  it('serves the device fingerprint iframe posting to the exact shop origin', async () => {
    const res = await get(`/assets/html/${KEY}/dfp.1.0.0.html`, { referer: 'http://localhost:3999/' });
    expect(res.body).toContain('deviceFingerprint');
    expect(res.body).toContain('"http://localhost:3999"');
    expect(res.body).not.toContain("'*'");
  });

  it('answers binLookup from the encrypted BIN', async () => {
    const res = await post(`/v3/bin/binLookup?token=${KEY}`, { type: 'card', supportedBrands: ['visa', 'mc'], encryptedBin: encodeFieldValue('37000000000'), requestId: 'r1' });
    expect(res.json()).toMatchObject({ requestId: 'r1', brands: [{ brand: 'amex', supported: false }] });
    const none = await post(`/v3/bin/binLookup?token=${KEY}`, { encryptedBin: encodeFieldValue('99999999999'), requestId: 'r2' });
    expect(none.json()).toEqual({ requestId: 'r2' });
  });
});

describe('POST /paymentMethods', () => {
  const methods = async (body: Record<string, unknown>) => (await sim.api('/paymentMethods', { merchantAccount: MERCHANT, ...body })).json().paymentMethods as Array<Record<string, unknown>>;

  it('offers scheme, ideal (with issuers), sepadirectdebit and giftcard (givex)', async () => {
    const list = await methods({ amount: { currency: 'EUR', value: 1000 }, countryCode: 'NL', shopperLocale: 'nl-NL' });
    expect(list.map((m) => m.type)).toEqual(['scheme', 'ideal', 'sepadirectdebit', 'giftcard']);
    expect(list[0].brands).toEqual(['visa', 'mc', 'amex', 'maestro']);
    expect((list[1].issuers as unknown[]).length).toBeGreaterThan(0);
    expect(list[3]).toMatchObject({ brand: 'givex' });
  });

  it('respects allowed/blocked methods, currency and country', async () => {
    expect((await methods({ allowedPaymentMethods: ['scheme', 'giftcard'] })).map((m) => m.type)).toEqual(['scheme', 'giftcard']);
    expect((await methods({ blockedPaymentMethods: ['amex', 'ideal'] }))[0].brands).toEqual(['visa', 'mc', 'maestro']);
    expect((await methods({ blockedPaymentMethods: ['ideal'] })).map((m) => m.type)).not.toContain('ideal');
    expect((await methods({ amount: { currency: 'GBP', value: 1000 }, countryCode: 'GB' })).map((m) => m.type)).toEqual(['scheme', 'giftcard']);
    expect(await methods({ allowedPaymentMethods: ['visa'] })).toEqual([{ type: 'scheme', name: 'Cards', brands: ['visa'] }]);
  });
});
