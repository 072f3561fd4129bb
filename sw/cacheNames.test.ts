import { describe, expect, it } from 'vitest';
import { outdatedCaches, runtimeCaches } from './cacheNames';

describe('runtime cache names', () => {
  it('carry the build id', () => {
    expect(runtimeCaches('b2').catalog).toBe('stallwerk-catalog-b2');
  });
  it('finds the caches of other builds only', () => {
    const names = ['stallwerk-catalog-b1', 'stallwerk-images-b1', 'stallwerk-catalog-b2', 'workbox-precache-v2-https://x/', 'other'];
    expect(outdatedCaches(names, 'b2')).toEqual(['stallwerk-catalog-b1', 'stallwerk-images-b1']);
  });
});
