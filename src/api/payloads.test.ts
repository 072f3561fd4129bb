import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPayload, onPayloadStale, payloadAnswer, payloadKey, refreshPayload, resetPayloads, setPayloadEligibility, settlePayload } from './payloads';

const LISTING = 'readProductListingGet get /product-listing/{categoryId}';
const params = { pathParams: { categoryId: 'c1' }, query: { limit: 24, p: 1, includes: { product: ['id', 'name'] } } };

afterEach(() => resetPayloads());

describe('payload lookup (issue 15 item 1)', () => {
  it('keys a read by operation, parameters and language, whatever the order of the keys', () => {
    const key = payloadKey(LISTING, params, 'de');
    expect(key).toBe(payloadKey(LISTING, { query: { includes: { product: ['id', 'name'] }, p: 1, limit: 24 }, pathParams: { categoryId: 'c1' } }, 'de'));
    expect(key).not.toBe(payloadKey(LISTING, params, 'en'));
    expect(key).not.toBe(payloadKey(LISTING, { ...params, query: { ...params.query, p: 2 } }, 'de'));
  });

  it('never keys session reads: cart, context, customer and wishlist always go to the Store API', () => {
    for (const op of ['readCart get /checkout/cart', 'readContext get /context', 'readCustomer post /account/customer', 'readCustomerWishlist post /customer/wishlist']) {
      expect(payloadKey(op, {}, 'de')).toBeNull();
    }
  });

  it('answers a stored read for a guest in the payload currency only', () => {
    const key = payloadKey(LISTING, params, 'de');
    addPayload({ build: 'b1', path: '/Einstreu/', currencyId: 'eur', entries: { [key!]: { total: 3 } } });
    expect(payloadAnswer(key, undefined)).toEqual({ data: { total: 3 } });
    expect(payloadAnswer(key, 'eur')).toEqual({ data: { total: 3 } });
    expect(payloadAnswer(key, 'chf')).toBeNull();
    setPayloadEligibility(() => false);
    expect(payloadAnswer(key, undefined)).toBeNull();
  });

  it('a changed answer found online reloads the page once and hands the reload that answer; later reads ask the network', () => {
    const key = payloadKey(LISTING, params, 'de')!;
    addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { price: 10 } } });
    const stale = vi.fn();
    onPayloadStale(stale);
    settlePayload(key, { price: 12 });
    expect(stale).toHaveBeenCalledTimes(1);
    expect(payloadAnswer(key, undefined)).toEqual({ data: { price: 12 }, fresh: true });
    expect(payloadAnswer(key, undefined)).toBeNull();
    // A payload loaded again later does not bring the old price back.
    addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { price: 10 } } });
    expect(payloadAnswer(key, undefined)).toBeNull();
  });

  it('an unchanged answer found online reloads nothing', () => {
    const key = payloadKey(LISTING, params, 'de')!;
    addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { b: 1, a: [1, 2] } } });
    const stale = vi.fn();
    onPayloadStale(stale);
    settlePayload(key, { a: [1, 2], b: 1 });
    expect(stale).not.toHaveBeenCalled();
    expect(payloadAnswer(key, undefined)).toBeNull();
  });
});

describe('background refresh without a document', () => {
  it('sends at once: the build’s prerender has no page start to wait for', () => {
    const key = payloadKey(LISTING, params, 'de')!;
    const send = vi.fn(() => Promise.resolve({ data: {} }));
    refreshPayload(key, send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
