import { describe, expect, it } from 'vitest';
import type { FilterFacets } from '../../../api';
import { hasFacets } from './hasFacets';

const none: FilterFacets = { manufacturers: [], properties: [], shippingFreeAvailable: false };

describe('hasFacets (whether a listing gets a filter column and button)', () => {
  it('is false for a listing without a price range, property group or manufacturer', () => {
    expect(hasFacets(none)).toBe(false);
  });

  it('is false when only rating or free shipping could be filtered', () => {
    expect(hasFacets({ ...none, maxRating: 5, shippingFreeAvailable: true })).toBe(false);
  });

  it('is true for a price range, a property group or a manufacturer', () => {
    expect(hasFacets({ ...none, price: { min: 5, max: 80 } })).toBe(true);
    expect(hasFacets({ ...none, properties: [{ id: 'p', name: 'Einstreuart', displayType: 'text', options: [] }] })).toBe(true);
    expect(hasFacets({ ...none, manufacturers: [{ id: 'm', name: 'Stallwerk' }] })).toBe(true);
  });
});
