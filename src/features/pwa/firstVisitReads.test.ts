import { describe, expect, it } from 'vitest';
import { documentPastTheWorker, readsPastTheWorker } from './firstVisitReads';

const ORIGIN = 'https://shop.test';
const entry = (name: string, workerStart = 0) => ({ name, workerStart }) as PerformanceResourceTiming;
const HEADERS = { 'sw-access-key': 'KEY', 'sw-language-id': 'de' };

describe('readsPastTheWorker', () => {
  it('lists the first page’s Store API reads (with the client’s headers), payloads, route rules and images', () => {
    const reads = readsPastTheWorker(
      [
        entry(`${ORIGIN}/_payload.json`),
        entry(`${ORIGIN}/store-api/category/home?_criteria=abc`),
        entry(`${ORIGIN}/store-api/navigation/main-navigation/main-navigation?depth=2`),
        entry(`${ORIGIN}/store-api/context`),
        entry(`${ORIGIN}/builds/meta/b1.json`),
        entry(`${ORIGIN}/media/strohpellets-640.webp`),
      ],
      ORIGIN,
      HEADERS,
    );
    expect(reads).toEqual([
      `${ORIGIN}/_payload.json`,
      [`${ORIGIN}/store-api/category/home?_criteria=abc`, { headers: HEADERS }],
      [`${ORIGIN}/store-api/navigation/main-navigation/main-navigation?depth=2`, { headers: HEADERS }],
      [`${ORIGIN}/store-api/context`, { headers: HEADERS }],
      `${ORIGIN}/builds/meta/b1.json`,
      `${ORIGIN}/media/strohpellets-640.webp`,
    ]);
  });

  it('leaves out what the worker saw, writes, other origins, the code (precached) and repeats', () => {
    const reads = readsPastTheWorker(
      [
        entry(`${ORIGIN}/store-api/product-listing/x`, 12.5),
        entry(`${ORIGIN}/store-api/checkout/cart/line-item`),
        entry(`${ORIGIN}/store-api/account/login`),
        entry(`https://cdn.example/media/a.webp`),
        entry(`${ORIGIN}/assets/shell-lib-abc.js`),
        entry('not a url'),
        entry(`${ORIGIN}/_payload.json`),
        entry(`${ORIGIN}/_payload.json`),
      ],
      ORIGIN,
      HEADERS,
    );
    expect(reads).toEqual([`${ORIGIN}/_payload.json`]);
  });
});

describe('documentPastTheWorker', () => {
  // #root as the build wrote it: `data-prerendered` on a prerendered page only.
  const root = (prerendered?: string) => ({ dataset: prerendered === undefined ? {} : { prerendered } }) as HTMLElement;
  const at = (href: string) => {
    const url = new URL(href, ORIGIN);
    return { origin: url.origin, pathname: url.pathname, search: url.search };
  };
  it('keeps a prerendered first page’s document, also when it came with campaign parameters', () => {
    expect(documentPastTheWorker(root('/Einstreu/'), at('/Einstreu/'))).toEqual([`${ORIGIN}/Einstreu/_page.html`]);
    expect(documentPastTheWorker(root('/'), at('/?source=pwa'))).toEqual([`${ORIGIN}/_page.html`]);
  });
  it('keeps nothing for the shell (a page the build did not prerender) or a page with another query', () => {
    expect(documentPastTheWorker(root(), at('/checkout/cart'))).toEqual([]);
    expect(documentPastTheWorker(root('/Einstreu/'), at('/Einstreu/?p=2'))).toEqual([]);
    expect(documentPastTheWorker(null, at('/'))).toEqual([]);
  });
});
