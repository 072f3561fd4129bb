import { encodeForQuery } from '@shopware/api-client/helpers';
import { describe, expect, it } from 'vitest';
import { gunzipSync, strFromU8 } from 'fflate';
import { encodeCriteria } from './criteriaQuery';

/** What the Store API does with `_criteria` (server/store-api/criteria/request.ts decodes it the same way). */
const decodeCompressedCriteria = (query: string) => JSON.parse(strFromU8(gunzipSync(Buffer.from(query.replace(/-/g, '+').replace(/_/g, '/'), 'base64')))) as unknown;

const listing = {
  page: 2,
  limit: 24,
  order: 'price-asc',
  filter: [{ type: 'equalsAny', field: 'manufacturerId', value: ['0190a1b2c3d4e5f6a7b8c9d0e1f2a3b4'] }],
  includes: { product: ['id', 'translated', 'calculatedPrice', 'cover', 'seoUrls'] },
  'total-count-mode': 1,
};

describe('encodeCriteria', () => {
  it('writes what the Store API decodes: base64url of gzipped JSON, like encodeForQuery', () => {
    const query = encodeCriteria(listing);
    expect(query).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(query.replace(/-/g, '+').replace(/_/g, '/'), 'base64').subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(decodeCompressedCriteria(query)).toEqual(listing);
    expect(decodeCompressedCriteria(encodeForQuery(listing))).toEqual(decodeCompressedCriteria(query));
  });

  it('keeps non-Latin text intact (a search term in Arabic)', () => {
    const search = { term: 'نشارة', filter: [{ type: 'contains', field: 'name', value: 'Stroh – “Premium”' }] };
    expect(decodeCompressedCriteria(encodeCriteria(search))).toEqual(search);
  });

  it('answers the same criteria with the same string, and different criteria with different ones', () => {
    expect(encodeCriteria({ ...listing })).toBe(encodeCriteria(listing));
    expect(encodeCriteria({ ...listing, page: 3 })).not.toBe(encodeCriteria(listing));
  });
});
