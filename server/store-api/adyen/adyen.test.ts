import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { loadConfig } from '../../config';
import { SIM_DEFAULTS, buildNotificationItem, verifyNotificationHmac, toMinor, fromMinor } from '../../payment-sim';
import { ShopwareError } from '../errors';
import { clientResult, isFinalResult, transactionStateFor } from './results';
import { parseDetailsStateData, parsePaymentStateData, readStateDataObject } from './stateData';
import { mergeAdyenOrder, openAdyenOrder, splitStreet } from './store';
import { amountDue, applyPaymentAnswer } from './service';
import { createAdyenClient } from './client';
import { adyenSettings, contextAdyenData } from './settings';
import { MISMATCH, processNotificationItems, readNotificationItems } from './webhook';
import { SIM_KEYS_FILE, simulatorKeys } from './simKeys';

/** A fresh data directory (the simulator's keys are generated per data directory). */
const dataDir = () => mkdtempSync(join(tmpdir(), 'stallwerk-adyen-unit-'));

/** The Shopware error a function throws (status, first code, first pointer). */
function errorOf(fn: () => unknown): { status: number; code: string; pointer?: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof ShopwareError) return { status: e.status, code: e.errors[0].code, pointer: e.errors[0].source?.pointer };
    throw e;
  }
  throw new Error('expected an error');
}

async function rejectionOf(p: Promise<unknown>): Promise<{ status: number; code: string; detail: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ShopwareError) return { status: e.status, code: e.errors[0].code, detail: e.errors[0].detail };
    throw e;
  }
  throw new Error('expected a rejection');
}

describe('result code → transaction state', () => {
  it.each([
    ['Authorised', null, 'paid'],
    ['Authorised', 0, 'paid'],
    ['Authorised', 2500, 'in_progress'],
    ['PartiallyAuthorised', null, 'in_progress'],
    ['Pending', null, 'in_progress'],
    ['Received', null, 'in_progress'],
    ['Refused', null, 'failed'],
    ['Cancelled', null, 'failed'],
    ['Error', null, 'failed'],
    ['SomethingNew', null, 'failed'],
    ['IdentifyShopper', null, 'open'],
    ['ChallengeShopper', null, 'open'],
    ['RedirectShopper', null, 'open'],
    ['PresentToShopper', null, 'open'],
  ] as const)('%s (remaining %s) → %s', (code, remaining, state) => {
    expect(transactionStateFor(code, remaining)).toBe(state);
  });

  it('is final without an action and with nothing left to pay', () => {
    expect(isFinalResult('Authorised', false)).toBe(true);
    expect(isFinalResult('Refused', false)).toBe(true);
    expect(isFinalResult('Received', false)).toBe(true);
    expect(isFinalResult('RedirectShopper', true)).toBe(false);
    expect(isFinalResult('ChallengeShopper', false)).toBe(false);
    expect(isFinalResult('Authorised', false, 100)).toBe(false);
    expect(isFinalResult(null, false)).toBe(false);
  });

  it('answers the storefront like the Adyen plugin: refusal only for failures', () => {
    expect(clientResult({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' })).toEqual({
      isFinal: true,
      resultCode: 'Refused',
      refusalReason: 'Refused',
      refusalReasonCode: '2',
    });
    expect(clientResult({ resultCode: 'Authorised', refusalReason: 'x' })).toEqual({ isFinal: true, resultCode: 'Authorised' });
    expect(clientResult({ resultCode: 'RedirectShopper', action: { type: 'redirect', url: 'u' } })).toEqual({
      isFinal: false,
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', url: 'u' },
    });
  });
});

describe('minor units (spec §9)', () => {
  it('converts per currency: 100 for EUR, 1 for JPY, 1000 for KWD', () => {
    expect(toMinor(129.9, 'EUR')).toBe(12990);
    expect(toMinor(1.005, 'EUR')).toBe(101);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(12.345, 'KWD')).toBe(12345);
    expect(fromMinor(12990, 'EUR')).toBe(129.9);
  });

  it("what is due: the order total, or the open Adyen order's remaining amount", () => {
    expect(amountDue({ amount: 129.9, currency: 'EUR', adyenOrder: null })).toEqual({ currency: 'EUR', value: 12990 });
    expect(amountDue({ amount: 1500, currency: 'JPY', adyenOrder: null })).toEqual({ currency: 'JPY', value: 1500 });
    const order = { pspReference: 'P', orderData: 'D', amount: { currency: 'EUR', value: 12990 }, remainingAmount: { currency: 'EUR', value: 7990 }, expiresAt: null, status: 'open' };
    expect(amountDue({ amount: 129.9, currency: 'EUR', adyenOrder: order })).toEqual({ currency: 'EUR', value: 7990 });
    expect(amountDue({ amount: 129.9, currency: 'EUR', adyenOrder: { ...order, status: 'cancelled' } })).toEqual({ currency: 'EUR', value: 12990 });
    expect(amountDue({ amount: 129.9, currency: 'EUR', adyenOrder: { ...order, expiresAt: '2000-01-01T00:00:00Z' } })).toEqual({ currency: 'EUR', value: 12990 });
  });
});

describe('Adyen orders', () => {
  it('merges answers and knows when nothing is left', () => {
    const first = mergeAdyenOrder(null, { pspReference: 'P', orderData: 'D', amount: { currency: 'EUR', value: 100 }, remainingAmount: { currency: 'EUR', value: 100 } })!;
    expect(first.status).toBe('open');
    expect(openAdyenOrder(first)).not.toBeNull();
    const paid = mergeAdyenOrder(first, { pspReference: 'P', orderData: 'D2', remainingAmount: { currency: 'EUR', value: 0 } })!;
    expect(paid).toMatchObject({ orderData: 'D2', status: 'completed', amount: { value: 100 } });
    expect(openAdyenOrder(paid)).toBeNull();
    expect(mergeAdyenOrder(first, 'nonsense')).toBe(first);
  });
});

describe('stateData', () => {
  const card = { type: 'scheme', encryptedCardNumber: 'test_4111111111111111' };

  it('accepts an object or a JSON string and keeps only what Adyen may get from the client', () => {
    const parsed = parsePaymentStateData(
      JSON.stringify({
        paymentMethod: card,
        browserInfo: { language: 'de' },
        origin: 'http://localhost:3000/checkout',
        reference: 'HACK',
        merchantAccount: 'Other',
        installments: { value: 3 },
        amount: { value: 1, currency: 'EUR' },
      }),
    );
    expect(parsed).toMatchObject({ paymentMethod: card, browserInfo: { language: 'de' }, origin: 'http://localhost:3000', extra: { installments: { value: 3 } } });
    expect(parsed.amount).toEqual({ value: 1, currency: 'EUR' });
    expect(JSON.stringify(parsed)).not.toContain('HACK');
    expect(parsePaymentStateData({ paymentMethod: card, origin: 'javascript:alert(1)' }).origin).toBeUndefined();
  });

  it('reports each problem with its pointer', () => {
    expect(errorOf(() => readStateDataObject(undefined))).toMatchObject({ status: 400, code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/stateData' });
    expect(errorOf(() => readStateDataObject('{'))).toMatchObject({ code: 'VIOLATION::INVALID_VALUE_ERROR', pointer: '/stateData' });
    expect(errorOf(() => readStateDataObject([]))).toMatchObject({ code: 'VIOLATION::INVALID_TYPE_ERROR' });
    expect(errorOf(() => parsePaymentStateData({}))).toMatchObject({ pointer: '/stateData/paymentMethod' });
    expect(errorOf(() => parsePaymentStateData({ paymentMethod: { type: '<script>' } }))).toMatchObject({ pointer: '/stateData/paymentMethod/type' });
    expect(errorOf(() => parsePaymentStateData({ paymentMethod: card, order: { orderData: 'x' } }))).toMatchObject({ pointer: '/stateData/order' });
    expect(errorOf(() => parseDetailsStateData({ details: { redirectResult: 1 } }))).toMatchObject({ pointer: '/stateData/details/redirectResult' });
    expect(parseDetailsStateData('{"details":{"threeDSResult":"abc"},"paymentData":"pd"}')).toEqual({ details: { threeDSResult: 'abc' }, paymentData: 'pd' });
  });

  it("splits street and house number for Adyen's address", () => {
    expect(splitStreet('Reitweg 5')).toEqual({ street: 'Reitweg', houseNumberOrName: '5' });
    expect(splitStreet('Am Stall 12a')).toEqual({ street: 'Am Stall', houseNumberOrName: '12a' });
    expect(splitStreet('Hauptstraße 3-5')).toEqual({ street: 'Hauptstraße', houseNumberOrName: '3-5' });
    expect(splitStreet('10 Downing Street')).toEqual({ street: 'Downing Street', houseNumberOrName: '10' });
    expect(splitStreet('Gut Waldhof')).toEqual({ street: 'Gut Waldhof', houseNumberOrName: '' });
  });
});

describe('settings', () => {
  it("the simulator's API and HMAC keys are generated per data directory, never the published defaults", () => {
    const a = dataDir();
    const keys = simulatorKeys(a);
    expect(keys.hmacKey).toMatch(/^[0-9A-F]{64}$/);
    expect(keys.hmacKey).not.toBe(SIM_DEFAULTS.hmacKey);
    expect(keys.apiKey).not.toBe(SIM_DEFAULTS.apiKey);
    expect(statSync(join(a, SIM_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(a, SIM_KEYS_FILE), 'utf8'))).toEqual({ apiKey: keys.apiKey, hmacKey: keys.hmacKey });
    const other = simulatorKeys(dataDir());
    expect(other.hmacKey).not.toBe(keys.hmacKey);
    expect(adyenSettings(loadConfig({ DATA_DIR: a })).hmacKey).toBe(keys.hmacKey);
  });

  it('simulator without ADYEN_API_KEY, test and live with it', () => {
    const sim = adyenSettings(loadConfig({ PAYMENT_SIM_PORT: '8080', DATA_DIR: dataDir() }));
    expect(sim).toMatchObject({ mode: 'simulator', checkoutUrl: 'http://localhost:8080/checkout/v71', clientKey: 'sim_local_stallwerk', environment: 'test' });
    expect(contextAdyenData(sim)).toEqual({
      clientKey: 'sim_local_stallwerk',
      environment: 'test',
      environmentUrls: { api: 'http://localhost:8080/', analytics: 'http://localhost:8080/', cdnImages: 'http://localhost:8080/', cdnTranslations: 'http://localhost:8080/' },
    });
    const full = { ADYEN_API_KEY: 'k', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_CLIENT_KEY: 'test_C', ADYEN_HMAC_KEY: 'AB' };
    expect(adyenSettings(loadConfig(full))).toMatchObject({ mode: 'test', checkoutUrl: 'https://checkout-test.adyen.com/v71', missing: [] });
    const live = adyenSettings(loadConfig({ ...full, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-AdyenDemo' }));
    expect(live).toMatchObject({ mode: 'live', environment: 'live', checkoutUrl: 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71', missing: [] });
    expect(contextAdyenData(live)).toEqual({ clientKey: 'test_C', environment: 'live' });
    expect(adyenSettings(loadConfig({ ...full, ADYEN_ENVIRONMENT: 'live' })).missing).toEqual(['ADYEN_LIVE_URL_PREFIX']);
  });
});

describe('HTTP client', () => {
  const settings = adyenSettings(loadConfig({ PAYMENT_SIM_PORT: '8080', DATA_DIR: dataDir() }));
  const answer = (status: number, body: string) => (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

  it('sends the API key and an idempotency key', async () => {
    let seen: Headers | undefined;
    const client = createAdyenClient(settings, {
      fetch: (async (_url: string, init: RequestInit) => {
        seen = new Headers(init.headers);
        return new Response('{"resultCode":"Authorised"}', { status: 200 });
      }) as typeof fetch,
    });
    expect(await client.post('/payments', {}, { idempotencyKey: 'k-1' })).toEqual({ resultCode: 'Authorised' });
    expect(seen?.get('x-api-key')).toBe(settings.apiKey);
    expect(seen?.get('idempotency-key')).toBe('k-1');
    await client.post('/payments', {});
    expect(seen?.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps every failure to a Shopware error', async () => {
    const refused = createAdyenClient(settings, {
      fetch: (async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }) as typeof fetch,
    });
    expect(await rejectionOf(refused.post('/payments', {}))).toMatchObject({ status: 503, code: 'ADYEN__PAYMENT_SERVICE_UNAVAILABLE' });
    const slow = createAdyenClient(settings, {
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch,
    });
    expect(await rejectionOf(slow.post('/payments', {}))).toMatchObject({ status: 503, code: 'ADYEN__PAYMENT_SERVICE_TIMEOUT' });
    const invalid = createAdyenClient(settings, { fetch: answer(422, '{"status":422,"errorCode":"101","message":"Invalid card number","errorType":"validation"}') });
    expect(await rejectionOf(invalid.post('/payments', {}))).toMatchObject({ status: 400, code: 'ADYEN__INVALID_PAYMENT_REQUEST', detail: expect.stringContaining('Invalid card number') });
    expect(await rejectionOf(createAdyenClient(settings, { fetch: answer(401, '{}') }).post('/payments', {}))).toMatchObject({ status: 502, code: 'ADYEN__PAYMENT_SERVICE_CONFIGURATION' });
    expect(await rejectionOf(createAdyenClient(settings, { fetch: answer(500, 'oops') }).post('/payments', {}))).toMatchObject({ status: 502, code: 'ADYEN__PAYMENT_SERVICE_ERROR' });
    expect(await rejectionOf(createAdyenClient(settings, { fetch: answer(200, '<html>') }).post('/payments', {}))).toMatchObject({ status: 502, code: 'ADYEN__PAYMENT_SERVICE_ERROR' });
    const unconfigured = createAdyenClient(adyenSettings(loadConfig({ ADYEN_API_KEY: 'k' })), { fetch: answer(200, '{}') });
    expect(await rejectionOf(unconfigured.post('/payments', {}))).toMatchObject({ status: 503, code: 'ADYEN__NOT_CONFIGURED' });
  });
});

describe('webhooks', () => {
  const key = SIM_DEFAULTS.hmacKey;
  const signed = (over: Partial<Parameters<typeof buildNotificationItem>[0]> = {}) =>
    buildNotificationItem(
      {
        eventCode: 'AUTHORISATION',
        success: true,
        pspReference: 'PSP0000000000001',
        merchantAccountCode: 'StallwerkECOM',
        merchantReference: '10001',
        amount: { currency: 'EUR', value: 12990 },
        ...over,
      },
      key,
    );

  it('HMAC: valid, tampered, missing, wrong key', () => {
    const item = signed();
    expect(verifyNotificationHmac(item, key)).toBe(true);
    expect(verifyNotificationHmac({ ...item, amount: { currency: 'EUR', value: 1 } }, key)).toBe(false);
    expect(verifyNotificationHmac({ ...item, success: 'false' }, key)).toBe(false);
    expect(verifyNotificationHmac({ ...item, additionalData: {} }, key)).toBe(false);
    expect(verifyNotificationHmac(item, 'AB'.repeat(32))).toBe(false);
    expect(verifyNotificationHmac(item, '')).toBe(false);
  });

  it("reads only Adyen's shape", () => {
    expect(readNotificationItems({ live: 'false', notificationItems: [{ NotificationRequestItem: signed() }] })).toHaveLength(1);
    for (const body of [null, {}, { notificationItems: [] }, { notificationItems: [{}] }, { notificationItems: [{ NotificationRequestItem: { pspReference: 'x' } }] }]) {
      expect(errorOf(() => readNotificationItems(body))).toMatchObject({ status: 400, code: 'ADYEN__INVALID_NOTIFICATION' });
    }
  });

  function dbWithPayment(): Db {
    const db = openDatabase(':memory:');
    migrate(db);
    db.pragma('foreign_keys = OFF');
    db.prepare(
      `INSERT INTO "order" (id, order_number, sales_channel_id, language_id, currency_id, currency_factor, currency_iso, order_date_time, price, amount_total,
         amount_net, position_price, tax_status, shipping_costs, shipping_total, billing_address_id, deep_link_code)
       VALUES ('o1', '10001', 'sc', 'l', 'c', 1, 'EUR', '2026-01-01', '{}', 129.9, 109.16, 129.9, 'gross', '{}', 0, 'a', 'dl')`,
    ).run();
    db.prepare(
      `INSERT INTO order_transaction (id, order_id, payment_method_id, amount, amount_total, amount_minor, currency_iso, state, psp_reference, result_code, action_json)
       VALUES ('t1', 'o1', 'pm', '{}', 129.9, 12990, 'EUR', 'open', 'PSP0000000000001', 'RedirectShopper', '{"type":"redirect"}')`,
    ).run();
    db.prepare(
      `INSERT INTO adyen_payment (psp_reference, order_id, transaction_id, payment_method_type, amount_minor, currency_iso, result_code)
       VALUES ('PSP0000000000001', 'o1', 't1', 'ideal', 12990, 'EUR', 'RedirectShopper')`,
    ).run();
    return db;
  }
  const tx = (db: Db) => db.prepare("SELECT state, result_code, action_json FROM order_transaction WHERE id = 't1'").get();

  it('applies an item once: the same pspReference + eventCode + success again changes nothing', () => {
    const db = dbWithPayment();
    expect(processNotificationItems(db, [signed()], 'StallwerkECOM')).toEqual(['paid']);
    expect(tx(db)).toEqual({ state: 'paid', result_code: 'Authorised', action_json: null });
    db.prepare("UPDATE order_transaction SET state = 'open' WHERE id = 't1'").run();
    expect(processNotificationItems(db, [signed()], 'StallwerkECOM')).toEqual(['duplicate']);
    expect(tx(db)).toMatchObject({ state: 'open' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM adyen_notification').get()).toEqual({ n: 1 });
  });

  it('a refusal fails the current attempt but never a paid transaction', () => {
    const db = dbWithPayment();
    expect(processNotificationItems(db, [signed({ success: false, reason: 'Refused' })], 'StallwerkECOM')).toEqual(['failed']);
    expect(tx(db)).toMatchObject({ state: 'failed', result_code: 'Refused' });
    const paid = dbWithPayment();
    processNotificationItems(paid, [signed()], 'StallwerkECOM');
    expect(processNotificationItems(paid, [signed({ success: false })], 'StallwerkECOM')).toEqual(['ignored: transaction already paid']);
    expect(tx(paid)).toMatchObject({ state: 'paid' });
    expect(processNotificationItems(paid, [signed({ pspReference: 'UNKNOWN', merchantAccountCode: 'Other' })], 'StallwerkECOM')).toEqual(['ignored: other merchant account']);
  });

  it('a webhook that overtakes the /payments answer is applied once the payment is recorded', () => {
    const db = dbWithPayment();
    const early = signed({ pspReference: 'PSP0000000000002' });
    expect(processNotificationItems(db, [early], 'StallwerkECOM')).toEqual(['ignored: unknown pspReference']);
    const result = applyPaymentAnswer(
      db,
      't1',
      'o1',
      { pspReference: 'PSP0000000000002', resultCode: 'Received', amount: { currency: 'EUR', value: 12990 } },
      {
        paymentMethodType: 'sepadirectdebit',
        amount: { currency: 'EUR', value: 12990 },
        adyenOrderPsp: null,
      },
      'StallwerkECOM',
    );
    expect(result).toEqual({ isFinal: true, resultCode: 'Received' });
    expect(tx(db)).toEqual({ state: 'paid', result_code: 'Authorised', action_json: null });
    expect(db.prepare("SELECT outcome FROM adyen_notification WHERE psp_reference = 'PSP0000000000002'").get()).toEqual({ outcome: 'paid (after the answer)' });
    expect(processNotificationItems(db, [early], 'StallwerkECOM')).toEqual(['duplicate']);
  });

  it('a signed item changes nothing unless merchant reference, amount and currency match the payment', () => {
    const db = dbWithPayment();
    expect(processNotificationItems(db, [signed({ amount: { currency: 'EUR', value: 1 } })], 'StallwerkECOM')).toEqual([MISMATCH]);
    expect(processNotificationItems(db, [signed({ amount: { currency: 'GBP', value: 12990 }, success: false })], 'StallwerkECOM')).toEqual([MISMATCH]);
    expect(processNotificationItems(db, [signed({ merchantReference: '10002' })], 'StallwerkECOM')).toEqual([MISMATCH]);
    expect(processNotificationItems(db, [signed({ merchantReference: undefined })], 'StallwerkECOM')).toEqual([MISMATCH]);
    expect(tx(db)).toMatchObject({ state: 'open' });
    // The genuine item still counts afterwards.
    expect(processNotificationItems(db, [signed()], 'StallwerkECOM')).toEqual(['paid']);
    expect(
      processNotificationItems(db, [signed({ eventCode: 'REFUND', pspReference: 'REF9', originalReference: 'PSP0000000000001', amount: { currency: 'EUR', value: 99999 } })], 'StallwerkECOM'),
    ).toEqual([MISMATCH]);
    expect(
      processNotificationItems(
        db,
        [signed({ eventCode: 'REFUND', pspReference: 'REF9', originalReference: 'PSP0000000000001', merchantReference: '10002', amount: { currency: 'EUR', value: 100 } })],
        'StallwerkECOM',
      ),
    ).toEqual([MISMATCH]);
    expect(tx(db)).toMatchObject({ state: 'paid' });
  });

  it('refunds and cancellations follow the original payment', () => {
    const db = dbWithPayment();
    processNotificationItems(db, [signed()], 'StallwerkECOM');
    expect(
      processNotificationItems(db, [signed({ eventCode: 'REFUND', pspReference: 'REF1', originalReference: 'PSP0000000000001', amount: { currency: 'EUR', value: 1000 } })], 'StallwerkECOM'),
    ).toEqual(['refunded_partially']);
    expect(processNotificationItems(db, [signed({ eventCode: 'REFUND', pspReference: 'REF2', originalReference: 'PSP0000000000001' })], 'StallwerkECOM')).toEqual(['refunded']);
    expect(tx(db)).toMatchObject({ state: 'refunded' });
  });
});
