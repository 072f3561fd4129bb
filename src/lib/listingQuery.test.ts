import { describe, expect, it } from 'vitest';
import { activeFilterCount, listingCriteria, listingSearchParams, parseListingQuery, withFilter } from './listingQuery';

describe('listing query in the URL', () => {
  it('round-trips filters, sorting and page', () => {
    const params = new URLSearchParams('order=price-asc&p=3&manufacturer=a|b&properties=x&min-price=10&max-price=80&rating=4&shipping-free=1');
    const query = parseListingQuery(params);
    expect(query).toMatchObject({ page: 3, order: 'price-asc', manufacturer: ['a', 'b'], properties: ['x'], minPrice: 10, maxPrice: 80, rating: 4, shippingFree: true });
    expect(listingSearchParams(query).toString()).toBe('order=price-asc&manufacturer=a%7Cb&properties=x&min-price=10&max-price=80&rating=4&shipping-free=1&p=3');
  });
  it('ignores invalid values', () => {
    const query = parseListingQuery(new URLSearchParams('p=-2&rating=9&min-price=abc'));
    expect(query.page).toBe(1);
    expect(query.rating).toBeUndefined();
    expect(query.minPrice).toBeUndefined();
    expect(listingSearchParams(query).toString()).toBe('');
  });
  it('resets to page 1 when a filter changes', () => {
    const query = parseListingQuery(new URLSearchParams('p=4'));
    expect(withFilter(query, { shippingFree: true }).page).toBe(1);
    expect(withFilter(query, { page: 5 }).page).toBe(5);
  });
  it('counts active filters and builds the Store API criteria', () => {
    const query = parseListingQuery(new URLSearchParams('manufacturer=a|b&min-price=5&shipping-free=1&search=stroh'));
    expect(activeFilterCount(query)).toBe(4);
    expect(listingCriteria(query)).toEqual({ p: 1, limit: 10, search: 'stroh', manufacturer: 'a|b', 'min-price': 5, 'shipping-free': true });
  });
});
