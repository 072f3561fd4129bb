import { describe, expect, it } from 'vitest';
import { carryOver, LOCALE_CHUNK, outdatedCaches, PREFS_CACHE, runtimeCaches } from './cacheNames';

describe('runtime cache names', () => {
  it('carry the build id', () => {
    expect(runtimeCaches('b2').catalog).toBe('stallwerk-catalog-b2');
  });
  it('finds the caches of other builds only', () => {
    const names = ['stallwerk-catalog-b1', 'stallwerk-images-b1', 'stallwerk-catalog-b2', 'workbox-precache-v2-https://x/', 'other'];
    expect(outdatedCaches(names, 'b2')).toEqual(['stallwerk-catalog-b1', 'stallwerk-images-b1']);
  });
  it('carries catalogue, content, images and the cart of older builds into the new ones, not their code', () => {
    const names = [
      'stallwerk-catalog-b1',
      'stallwerk-content-b1',
      'stallwerk-images-b1',
      'stallwerk-session-b1',
      'stallwerk-assets-b1',
      'stallwerk-locales-b1',
      'stallwerk-pages-b1',
      'stallwerk-catalog-b2',
      PREFS_CACHE,
    ];
    expect(carryOver(names, 'b2')).toEqual([
      { from: 'stallwerk-catalog-b1', to: 'stallwerk-catalog-b2' },
      { from: 'stallwerk-content-b1', to: 'stallwerk-content-b2' },
      { from: 'stallwerk-images-b1', to: 'stallwerk-images-b2' },
      { from: 'stallwerk-session-b1', to: 'stallwerk-session-b2' },
    ]);
    expect(outdatedCaches(names, 'b2')).not.toContain(PREFS_CACHE);
    // An older build's prerendered pages name its chunks, which the new build's precache no longer has.
    expect(outdatedCaches(names, 'b2')).toContain('stallwerk-pages-b1');
    expect(runtimeCaches('b2').pages).toBe('stallwerk-pages-b2');
  });
  it('recognises translation chunks and their locale', () => {
    expect(LOCALE_CHUNK.exec('assets/locale-de-DE-checkout-Ab_1-x.js')?.[1]).toBe('de-DE');
    expect(LOCALE_CHUNK.exec('https://shop.test/assets/locale-ar-AE-common-Zz9.js')?.[1]).toBe('ar-AE');
    expect(LOCALE_CHUNK.test('assets/home-Ab12.js')).toBe(false);
  });
});
