import { encodeForQuery } from '@shopware/api-client/helpers';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeCriteria } from './criteriaQuery';
import { LISTING_INCLUDES } from './includes';

/** What the Store API does with `_criteria` (server/store-api/criteria/request.ts decodes it the same way). */
const decodeCompressedCriteria = (query: string) => JSON.parse(gunzipSync(Buffer.from(query.replace(/-/g, '+').replace(/_/g, '/'), 'base64')).toString('utf8')) as unknown;

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
  });

  it("decodes to what @shopware/api-client's encodeForQuery decodes to, and stays short enough for any server (a listing with every include and filters)", () => {
    expect(decodeCompressedCriteria(encodeForQuery(listing))).toEqual(decodeCompressedCriteria(encodeCriteria(listing)));
    const filters = Array.from({ length: 12 }, (_, i) => ({ type: 'equalsAny', field: 'propertyIds', value: [`0190a1b2c3d4e5f6a7b8c9d0e1f2a3${String(i).padStart(2, '0')}`] }));
    // Request lines up to 8 KB pass nginx's and Apache's defaults.
    expect(encodeCriteria({ ...listing, filter: filters, includes: LISTING_INCLUDES }).length).toBeLessThan(4096);
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
