import { describe, expect, it } from 'vitest';
import { getCacheKey } from './postCache';
import { keptRead } from './keptRead';

const ORIGIN = 'https://shop.test';

describe('a read handed over by a page being unloaded', () => {
  it('becomes the request the page would have sent, kept under the key its later read looks for', async () => {
    const url = `${ORIGIN}/store-api/product/0a1b?_criteria=eyJ%2BIj%2F9%3D%3D`;
    const headers: Array<[string, string]> = [
      ['sw-access-key', 'SWSCKEY'],
      ['sw-language-id', 'l1'],
      ['sw-currency-id', 'c1'],
    ];
    const request = keptRead({ type: 'KEEP_READ', url, method: 'GET', headers }, ORIGIN)!;
    expect(request.url).toBe(url);
    expect(getCacheKey(request)).toBe(getCacheKey(new Request(url, { headers })));
    const post = keptRead({ type: 'KEEP_READ', url: `${ORIGIN}/store-api/product-listing/c1`, method: 'POST', headers: [['content-type', 'application/json']], body: '{"p":2}' }, ORIGIN)!;
    expect(post.method).toBe('POST');
    expect(await post.text()).toBe('{"p":2}');
  });

  it('is refused unless it is a catalogue or content read of the shop itself', () => {
    const read = (url: string, method = 'GET') => keptRead({ type: 'KEEP_READ', url, method, headers: [] }, ORIGIN);
    expect(read('https://elsewhere.test/store-api/product/1')).toBeNull();
    expect(read(`${ORIGIN}/store-api/checkout/cart`)).toBeNull();
    expect(read(`${ORIGIN}/store-api/account/customer`, 'POST')).toBeNull();
    expect(read(`${ORIGIN}/store-api/product/1`, 'DELETE')).toBeNull();
    expect(read('not a url')).toBeNull();
    expect(read(`${ORIGIN}/store-api/category/home`)).not.toBeNull();
  });
});
