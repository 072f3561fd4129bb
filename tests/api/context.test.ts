import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { registration, uniqueEmail } from './customerHelpers';
import { startTestShop, type TestShop } from './harness';
import { expectError, expectResponse, expectSchema } from './schema';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const EN = idFor('language:en-GB');

describe('session context (spec §7: context token, GET/PATCH /context)', () => {
  it('creates a context token on first contact and keeps it', async () => {
    const c = shop.client();
    const first = await c.json('GET', '/context');
    expect(first.status).toBe(200);
    expect(typeof first.headers['sw-context-token']).toBe('string');
    expectResponse('/context', 'get', first.body);
    expectSchema('SalesChannelContext', first.body);
    const token = c.token;
    const second = await c.json('GET', '/context');
    expect(second.headers['sw-context-token']).toBe(token);
    expect((second.body as { token: string }).token).toBe(token);
    // a visitor's session is stored in SQLite once it holds something (here: a setting), so a new
    // app instance on the same database knows it
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context WHERE token = ?').get(token)).toEqual({ n: 0 });
    await c.json('PATCH', '/context', { languageId: EN });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context WHERE token = ?').get(token)).toEqual({ n: 1 });
    expect((await c.json('GET', '/context')).headers['sw-context-token']).toBe(token);
  });

  it('starts in de-DE, EUR and Germany with gross prices', async () => {
    const { body } = await shop.client().json<Record<string, any>>('GET', '/context');
    expect(body.languageInfo.localeCode).toBe('de-DE');
    expect(body.currency.isoCode).toBe('EUR');
    expect(body.shippingLocation.country.iso).toBe('DE');
    expect(body.context.taxState).toBe('gross');
  });

  it('switches currency, language, country, shipping and payment method', async () => {
    const c = shop.client();
    const res = await c.json('PATCH', '/context', {
      currencyId: idFor('currency:CHF'),
      languageId: EN,
      countryId: idFor('country:AT'),
      shippingMethodId: idFor('shipping:express'),
      paymentMethodId: idFor('payment:prepayment'),
    });
    expect(res.status).toBe(200);
    expect((res.body as { contextToken: string }).contextToken).toBe(c.token);
    const { body } = await c.json<Record<string, any>>('GET', '/context');
    expect(body.currency.isoCode).toBe('CHF');
    expect(body.languageInfo.localeCode).toBe('en-GB');
    expect(body.shippingLocation.country.iso).toBe('AT');
    expect(body.shippingMethod.technicalName).toBe('express');
    expect(body.paymentMethod.technicalName).toBe('prepayment');
    expect(body.context.languageIdChain[0]).toBe(EN);
  });

  it('delivers to Switzerland without VAT (tax-free country)', async () => {
    const c = shop.client();
    await c.json('PATCH', '/context', { countryId: idFor('country:CH') });
    const { body } = await c.json<Record<string, any>>('GET', '/context');
    expect(body.context.taxState).toBe('tax-free');
  });

  it('refuses malformed and unknown ids with a pointer per field and changes nothing', async () => {
    const c = shop.client();
    const res = await c.json('PATCH', '/context', { currencyId: 'nope', shippingMethodId: '0'.repeat(32) });
    expect(res.status).toBe(400);
    expectError(res.body, 400);
    const pointers = (res.body as { errors: Array<{ source: { pointer: string } }> }).errors.map((e) => e.source.pointer);
    expect(pointers).toEqual(['/currencyId', '/shippingMethodId']);
    const { body } = await c.json<Record<string, any>>('GET', '/context');
    expect(body.currency.isoCode).toBe('EUR');
  });

  it('refuses address switching without a customer', async () => {
    const res = await shop.client().json('PATCH', '/context', { shippingAddressId: idFor('nothing') });
    expectError(res.body, 400, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND');
  });
});

describe('access key (spec §7: sales-channel access key header)', () => {
  it('answers 401 in Shopware error format without a key', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/store-api/context' });
    expect(res.statusCode).toBe(401);
    expectError(res.json(), 401);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it('answers 401 for a wrong key', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/store-api/context', headers: { 'sw-access-key': 'SWSCWRONG' } });
    expect(res.statusCode).toBe(401);
    expectError(res.json(), 401, 'FRAMEWORK__SALES_CHANNEL_NOT_FOUND');
  });

  it('answers 404 in Shopware format for unknown routes', async () => {
    const res = await shop.client().json('POST', '/no-such-route');
    expectError(res.body, 404, 'FRAMEWORK__ROUTE_NOT_FOUND');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await shop.client().call('PATCH', '/context', undefined, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200); // an empty JSON body is {}
    const bad = await shop.app.inject({
      method: 'PATCH',
      url: '/store-api/context',
      payload: '{nope',
      headers: { 'sw-access-key': shop.config.accessKey, 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expectError(bad.json(), 400);
  });
});

describe('reference lists', () => {
  it('lists the four languages', async () => {
    const { status, body } = await shop.client().json<{ elements: Array<{ translationCode: { code: string } }> }>('POST', '/language', {});
    expect(status).toBe(200);
    expectResponse('/language', 'post', body);
    expect(body.elements.map((l) => l.translationCode.code).sort()).toEqual(['ar-AE', 'de-DE', 'en-GB', 'fr-FR']);
  });

  it('lists currencies EUR, CHF, GBP and AED', async () => {
    const { body: list } = await shop.client().json<Array<{ isoCode: string }>>('POST', '/currency', {});
    const body = { elements: list };
    expectResponse('/currency', 'post', list);
    expect(body.elements.map((c) => c.isoCode).sort()).toEqual(['AED', 'CHF', 'EUR', 'GBP']);
  });

  it('lists the delivery countries and filters by id (spec §7: equals filter on id)', async () => {
    const c = shop.client();
    const all = await c.json<{ elements: Array<{ iso: string }> }>('POST', '/country', {});
    expectResponse('/country', 'post', all.body);
    expect(all.body.elements.map((x) => x.iso).sort()).toEqual(['AE', 'AT', 'BE', 'CH', 'DE', 'FR', 'GB', 'LU', 'NL']);
    const one = await c.json<{ elements: Array<{ iso: string }>; total: number }>('POST', '/country', {
      filter: [{ type: 'equals', field: 'id', value: idFor('country:FR') }],
    });
    expect(one.body.elements.map((x) => x.iso)).toEqual(['FR']);
    expect(one.body.total).toBe(1);
  });

  it('translates country names into the context language', async () => {
    const { body } = await shop.client().json<{ elements: Array<{ name: string }> }>(
      'POST',
      '/country',
      {
        filter: [{ type: 'equals', field: 'iso', value: 'DE' }],
      },
      { 'sw-language-id': EN },
    );
    expect(body.elements[0].name).toBe('Germany');
  });

  it('lists the states of Germany and 404s for an unknown country', async () => {
    const c = shop.client();
    const { body } = await c.json<{ elements: unknown[] }>('POST', `/country-state/${idFor('country:DE')}`, {});
    expectResponse('/country-state/{countryId}', 'post', body);
    expect(body.elements).toHaveLength(16);
    const missing = await c.json('POST', `/country-state/${idFor('country:XX')}`, {});
    expectError(missing.body, 404);
  });

  it('lists salutations, shipping and payment methods', async () => {
    const c = shop.client();
    const sal = await c.json<{ elements: Array<{ salutationKey: string }> }>('POST', '/salutation', {});
    expectResponse('/salutation', 'post', sal.body);
    expect(sal.body.elements.map((s) => s.salutationKey)).toEqual(expect.arrayContaining(['mr', 'mrs']));
    const ship = await c.json<{ elements: Array<{ technicalName: string }> }>('POST', '/shipping-method', {});
    expectResponse('/shipping-method', 'post', ship.body);
    expect(ship.body.elements.map((s) => s.technicalName)).toEqual(expect.arrayContaining(['parcel', 'pallet_freight', 'express']));
    const pay = await c.json<{ elements: Array<{ technicalName: string; extensions: { adyenData?: { type: string } } }> }>('POST', '/payment-method', {});
    expectResponse('/payment-method', 'post', pay.body);
    const names = pay.body.elements.map((p) => p.technicalName);
    expect(names).toEqual(expect.arrayContaining(['card', 'sepa', 'redirect', 'prepayment', 'invoice']));
    expect(pay.body.elements.find((p) => p.technicalName === 'card')?.extensions.adyenData?.type).toBe('scheme');
  });

  it('onlyAvailable leaves out the payment methods the cart refuses the customer (invoice for guests)', async () => {
    const c = shop.client();
    const names = async (body: Record<string, unknown>) => (await c.json<{ elements: Array<{ technicalName: string }> }>('POST', '/payment-method', body)).body.elements.map((p) => p.technicalName);
    expect(await names({ onlyAvailable: true })).toContain('invoice');
    const guest = await c.json('POST', '/account/register', registration(uniqueEmail('gast'), { guest: true, password: undefined }));
    expect(guest.status).toBe(200);
    expect(await names({ onlyAvailable: true })).not.toContain('invoice');
    expect(await names({ onlyAvailable: true })).toEqual(expect.arrayContaining(['card', 'prepayment']));
    // Without the flag the full list is answered, as Shopware does.
    expect(await names({})).toContain('invoice');
  });

  it('rejects malformed criteria with a pointer (negative page, limit over 500, wrong types)', async () => {
    const c = shop.client();
    for (const [body, pointer] of [
      [{ page: -1 }, '/page'],
      [{ limit: 501 }, '/limit'],
      [{ filter: 'id' }, '/filter'],
    ] as const) {
      const res = await c.json<{ errors: Array<{ source?: { pointer?: string } }> }>('POST', '/country', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectError(res.body, 400);
      expect(res.body.errors.map((e) => e.source?.pointer)).toContain(pointer);
    }
  });
});
