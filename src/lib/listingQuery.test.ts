import { describe, expect, it } from 'vitest';
import { activeFilterCount, listingCriteria, listingSearchParams, parseListingQuery, withFilter } from './listingQuery';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const X = '0123456789abcdef0123456789ABCDEF';

describe('listing query in the URL', () => {
  it('round-trips filters, sorting and page', () => {
    const params = new URLSearchParams(`order=price-asc&p=3&manufacturer=${A}|${B}&properties=${X}&min-price=10&max-price=80&rating=4&shipping-free=1`);
    const query = parseListingQuery(params);
    expect(query).toMatchObject({ page: 3, order: 'price-asc', manufacturer: [A, B], properties: [X], minPrice: 10, maxPrice: 80, rating: 4, shippingFree: true });
    expect(listingSearchParams(query).toString()).toBe(`order=price-asc&manufacturer=${A}%7C${B}&properties=${X}&min-price=10&max-price=80&rating=4&shipping-free=1&p=3`);
  });
  it('ignores invalid values', () => {
    const query = parseListingQuery(new URLSearchParams('p=-2&rating=9&min-price=abc'));
    expect(query.page).toBe(1);
    expect(query.rating).toBeUndefined();
    expect(query.minPrice).toBeUndefined();
    expect(listingSearchParams(query).toString()).toBe('');
  });
  it('drops filter ids that are not ids: the Store API would refuse the whole listing (a stale or mangled link)', () => {
    const query = parseListingQuery(new URLSearchParams(`properties=x|${A}|<script>&manufacturer=${B.slice(1)}`));
    expect(query.properties).toEqual([A]);
    expect(query.manufacturer).toEqual([]);
    expect(listingCriteria(query)).toEqual({ p: 1, limit: 10, properties: A });
  });
  it('resets to page 1 when a filter changes', () => {
    const query = parseListingQuery(new URLSearchParams('p=4'));
    expect(withFilter(query, { shippingFree: true }).page).toBe(1);
    expect(withFilter(query, { page: 5 }).page).toBe(5);
  });
  it('counts active filters and builds the Store API criteria', () => {
    const query = parseListingQuery(new URLSearchParams(`manufacturer=${A}|${B}&min-price=5&shipping-free=1&search=stroh`));
    expect(activeFilterCount(query)).toBe(4);
    expect(listingCriteria(query)).toEqual({ p: 1, limit: 10, search: 'stroh', manufacturer: `${A}|${B}`, 'min-price': 5, 'shipping-free': true });
  });
});
