import { describe, expect, it } from 'vitest';
import { isEmptySlot } from './CmsBlock';

describe('isEmptySlot', () => {
  it('drops slots without content', () => {
    expect(isEmptySlot({ id: 'a', slot: 'left', type: 'image', displayMode: 'cover' })).toBe(true);
    expect(isEmptySlot({ id: 'b', slot: 'right', type: 'text', html: '<p> </p>' })).toBe(true);
    expect(isEmptySlot({ id: 'c', slot: 'x', type: 'unknown', originalType: 'mystery' })).toBe(true);
  });
  it('keeps content and the listing slots', () => {
    expect(isEmptySlot({ id: 'b', slot: 'right', type: 'text', html: '<p>Hallo</p>' })).toBe(false);
    expect(isEmptySlot({ id: 'l', slot: 'content', type: 'product-listing' })).toBe(false);
  });
});
