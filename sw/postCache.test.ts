import { describe, expect, it } from 'vitest';
import { BUILD_READ, CATALOG_READ, CONTENT_READ, getCacheKey, MEDIA, postCacheKey, readKind, SESSION_READ } from './postCache';

const post = (body: string, lang = 'l1') => new Request('https://shop.test/store-api/search', { method: 'POST', body, headers: { 'sw-language-id': lang } });

describe('service worker cache keys', () => {
  it('keys POST reads by body and language', async () => {
    const a = await postCacheKey(post('{"search":"stroh"}'));
    expect(a).toMatch(/^https:\/\/shop\.test\/store-api\/search\?__post=[0-9a-f]{32}$/);
    expect(await postCacheKey(post('{"search":"stroh"}'))).toBe(a);
    expect(await postCacheKey(post('{"search":"matte"}'))).not.toBe(a);
    expect(await postCacheKey(post('{"search":"stroh"}', 'l2'))).not.toBe(a);
  });
  it('keys GET reads by URL, language and currency', () => {
    const req = new Request('https://shop.test/store-api/product-listing/x?_criteria=abc', { headers: { 'sw-language-id': 'l1', 'sw-currency-id': 'c1' } });
    expect(getCacheKey(req)).toBe('https://shop.test/store-api/product-listing/x?_criteria=abc&__lang=l1&__cur=c1');
  });
  it('keys the session (context, cart) by its URL alone: asked at start without language and currency, it is the one kept with them', () => {
    const atStart = new Request('https://shop.test/store-api/context', { headers: { 'sw-context-token': 't1' } });
    const later = new Request('https://shop.test/store-api/context', { headers: { 'sw-context-token': 't1', 'sw-language-id': 'l1', 'sw-currency-id': 'c1' } });
    expect(getCacheKey(atStart)).toBe('https://shop.test/store-api/context');
    expect(getCacheKey(later)).toBe(getCacheKey(atStart));
    const cart = new Request('https://shop.test/store-api/checkout/cart?_criteria=abc', { headers: { 'sw-currency-id': 'c2' } });
    expect(getCacheKey(cart)).toBe('https://shop.test/store-api/checkout/cart?_criteria=abc');
  });

  it('keys the menu the same whether the start-up request had the currency header yet or not', async () => {
    const nav = (headers: Record<string, string>) =>
      new Request('https://shop.test/store-api/navigation/main-navigation/main-navigation', { method: 'POST', body: '{"depth":2}', headers: { 'sw-language-id': 'l1', ...headers } });
    expect(await postCacheKey(nav({ 'sw-currency-id': 'eur' }))).toBe(await postCacheKey(nav({})));
    expect(await postCacheKey(nav({ 'sw-currency-id': 'eur', 'sw-language-id': 'l2' }))).not.toBe(await postCacheKey(nav({})));
    // Prices depend on the currency: listings keep it in the key.
    const listing = (cur: string) => new Request('https://shop.test/store-api/product-listing/x', { method: 'POST', body: '{}', headers: { 'sw-currency-id': cur } });
    expect(await postCacheKey(listing('eur'))).not.toBe(await postCacheKey(listing('chf')));
  });
  it('knows which reads are catalogue and session data', () => {
    expect(CATALOG_READ.test('/store-api/product-listing/abc')).toBe(true);
    expect(CATALOG_READ.test('/store-api/seo-url?_criteria=x')).toBe(true);
    expect(CATALOG_READ.test('/store-api/checkout/cart')).toBe(false);
    expect(CONTENT_READ.test('/store-api/category/abc')).toBe(true);
    expect(CONTENT_READ.test('/store-api/navigation/main-navigation/main-navigation?depth=3')).toBe(true);
    expect(CATALOG_READ.test('/store-api/category/abc')).toBe(false);
    expect(CATALOG_READ.test('/store-api/account/login')).toBe(false);
    expect(SESSION_READ.test('/store-api/checkout/cart')).toBe(true);
    expect(SESSION_READ.test('/store-api/checkout/cart/line-item')).toBe(false);
    expect(readKind('GET', '/store-api/category/abc')).toBe('content');
    expect(readKind('POST', '/store-api/product-listing/abc')).toBe('catalog');
    expect(readKind('DELETE', '/store-api/product/abc')).toBeNull();
    expect(readKind('GET', '/store-api/checkout/cart')).toBeNull();
    expect(BUILD_READ.test('/Einstreu/_payload.json')).toBe(true);
    expect(BUILD_READ.test('/builds/meta/b1.json')).toBe(true);
    expect(BUILD_READ.test('/builds/latest.json')).toBe(false);
    expect(MEDIA.test('/media/a-640.webp')).toBe(true);
    expect(MEDIA.test('/assets/media.js')).toBe(false);
  });
});
