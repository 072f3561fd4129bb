import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ShopwareError } from '../errors';
import {
  applyIncludes,
  compareValues,
  computeAggregation,
  decodeCompressedCriteria,
  entitySearchResult,
  firstSorted,
  parseBracketQuery,
  parseCriteria,
  rankStrings,
  searchEntities,
  sortEntities,
  type Aggregation,
  type Criteria,
  type Sort,
} from './index';

function errorsOf(fn: () => unknown): Array<{ code: string; source?: { pointer?: string }; status: string }> {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ShopwareError);
    expect((e as ShopwareError).status).toBe(400);
    return (e as ShopwareError).errors;
  }
  throw new Error('expected a ShopwareError');
}

const products = [
  {
    id: 'a1',
    productNumber: 'SW-1',
    name: 'Miscanthus Pellets',
    active: true,
    parentId: undefined,
    stock: 10,
    ratingAverage: 4.5,
    manufacturer: { id: 'm1', name: 'Agro', apiAlias: 'product_manufacturer' },
    properties: [
      { id: 'p1', groupId: 'g1', name: 'Staubarm', apiAlias: 'property_group_option' },
      { id: 'p2', groupId: 'g2', name: '20 kg', apiAlias: 'property_group_option' },
    ],
    calculatedPrice: { unitPrice: 12.5, apiAlias: 'calculated_price' },
    releaseDate: '2024-01-15T00:00:00.000Z',
    apiAlias: 'product',
  },
  {
    id: 'b2',
    productNumber: 'SW-10',
    name: 'Strohpellets',
    active: true,
    parentId: 'a1',
    stock: 0,
    ratingAverage: null,
    manufacturer: { id: 'm2', name: 'Stroh AG', apiAlias: 'product_manufacturer' },
    properties: [{ id: 'p3', groupId: 'g1', name: 'Entstaubt', apiAlias: 'property_group_option' }],
    calculatedPrice: { unitPrice: 8, apiAlias: 'calculated_price' },
    releaseDate: '2024-03-02T00:00:00.000Z',
    apiAlias: 'product',
  },
  {
    id: 'c3',
    productNumber: 'SW-2',
    name: 'Paddockmatte',
    active: false,
    stock: 3,
    ratingAverage: 3,
    manufacturer: { id: 'm1', name: 'Agro', apiAlias: 'product_manufacturer' },
    properties: [],
    calculatedPrice: { unitPrice: 99.99, apiAlias: 'calculated_price' },
    releaseDate: '2023-12-31T00:00:00.000Z',
    apiAlias: 'product',
  },
];

const crit = (input: unknown, opts = {}): Criteria => parseCriteria(input, { entity: 'product', ...opts });
const ids = (r: { elements: Array<{ id: string }> }) => r.elements.map((e) => e.id);

describe('parseCriteria', () => {
  it('gives defaults for an empty payload', () => {
    expect(crit(undefined, { defaultLimit: 10 })).toMatchObject({ page: 1, limit: 10, filter: [], sort: [], totalCountMode: 0 });
    expect(crit({})).toMatchObject({ page: 1, limit: null });
  });

  it('accepts numeric strings for page and limit (GET query values)', () => {
    expect(crit({ page: '3', limit: '20' })).toMatchObject({ page: 3, limit: 20 });
  });

  it('rejects bad page and limit with pointers and Shopware codes', () => {
    const errs = errorsOf(() => crit({ page: 0, limit: 'ten' }));
    expect(errs.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    ]);
    expect(errorsOf(() => crit({ page: 1.5 }))[0].source?.pointer).toBe('/page');
    expect(errorsOf(() => crit({ limit: 0 }))[0].code).toBe('FRAMEWORK__INVALID_LIMIT_QUERY');
    expect(errorsOf(() => crit({ limit: -1 }))[0].code).toBe('FRAMEWORK__INVALID_LIMIT_QUERY');
    expect(errorsOf(() => crit({ limit: 501 }))[0]).toMatchObject({ code: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', source: { pointer: '/limit' } });
    expect(crit({ limit: 500 }).limit).toBe(500);
  });

  it('null limit means default unless the route allows unlimited', () => {
    expect(crit({ limit: null }, { defaultLimit: 10 }).limit).toBe(10);
    expect(crit({ limit: null }, { defaultLimit: 10, allowNullLimit: true }).limit).toBeNull();
  });

  it('reports every broken filter with its pointer', () => {
    const errs = errorsOf(() =>
      crit({
        filter: [
          { type: 'equals', field: 'active', value: true },
          { type: 'bogus', field: 'x', value: 1 },
          { type: 'equals', value: 1 },
          { type: 'equalsAny', field: 'id', value: { a: 1 } },
          { type: 'range', field: 'stock', parameters: { between: 3 } },
          { type: 'multi', operator: 'or', queries: [{ type: 'contains', field: 'name' }] },
          'nope',
        ],
      }),
    );
    expect(errs.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/1/type'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/2/field'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/3/value'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/4/parameters/between'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/5/queries/0/value'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/6'],
    ]);
  });

  it('rejects a filter that is not a list', () => {
    expect(errorsOf(() => crit({ filter: 'active' }))[0].source?.pointer).toBe('/filter');
  });

  it('reports broken sortings and unknown fields', () => {
    const errs = errorsOf(() =>
      crit({ sort: [{ field: 'name', order: 'asc' }, { field: 'nope', order: 'DESC' }, { order: 'ASC' }, { field: 'name', order: 'sideways' }] }, { knownFields: ['name', 'id'] }),
    );
    expect(errs.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort/1/field'],
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort/2/field'],
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort/3/order'],
    ]);
  });

  it('strips the entity prefix and accepts the comma sort shorthand', () => {
    const c = crit({ sort: 'product.name,-stock', filter: [{ type: 'equals', field: 'product.active', value: true }] });
    expect(c.sort).toEqual([
      { field: 'name', order: 'ASC', naturalSorting: false },
      { field: 'stock', order: 'DESC', naturalSorting: false },
    ]);
    expect(c.filter[0]).toEqual({ type: 'equals', field: 'active', value: true });
  });

  it('parses equalsAny from a pipe string and maps and/or/nand/nor', () => {
    const c = crit({
      filter: [
        { type: 'equalsAny', field: 'id', value: 'a1|b2' },
        { type: 'nor', queries: [{ type: 'equals', field: 'id', value: 'x' }] },
        { type: 'not', operator: 'OR', queries: [] },
      ],
    });
    expect(c.filter).toEqual([
      { type: 'equalsAny', field: 'id', value: ['a1', 'b2'] },
      { type: 'not', operator: 'or', queries: [{ type: 'equals', field: 'id', value: 'x' }] },
      { type: 'not', operator: 'or', queries: [] },
    ]);
  });

  it('validates aggregations', () => {
    const errs = errorsOf(() =>
      crit({
        aggregations: [
          { name: 'ok', type: 'max', field: 'stock' },
          { name: '', type: 'max', field: 'stock' },
          { name: 'x', type: 'median', field: 'stock' },
          { name: 'y', type: 'terms' },
          { name: 'z', type: 'entity', field: 'manufacturer.id' },
        ],
      }),
    );
    expect(errs.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/1/name'],
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/2/type'],
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/3/field'],
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/4/definition'],
    ]);
  });

  it('reads total-count-mode as number or name', () => {
    expect(crit({ 'total-count-mode': 'exact' }).totalCountMode).toBe(1);
    expect(crit({ 'total-count-mode': 2 }).totalCountMode).toBe(2);
    expect(crit({ 'total-count-mode': '7' }).totalCountMode).toBe(0);
  });

  it('ids lift the limit; nested association criteria are parsed with pointers', () => {
    const c = crit({ ids: ['A1', 'b2'], limit: 1, associations: { media: { limit: 5, sort: [{ field: 'position' }] } } });
    expect(c.ids).toEqual(['a1', 'b2']);
    expect(c.limit).toBeNull();
    expect(c.associations.media).toMatchObject({ limit: 5, sort: [{ field: 'position', order: 'ASC' }] });
    const errs = errorsOf(() => crit({ associations: { media: { limit: 'x' } } }));
    expect(errs[0].source?.pointer).toBe('/associations/media/limit');
  });

  it('rejects includes that are not a map of lists', () => {
    expect(errorsOf(() => crit({ includes: 'product' }))[0].source?.pointer).toBe('/includes');
    expect(errorsOf(() => crit({ includes: { product: [1] } }))[0].source?.pointer).toBe('/includes/product');
    expect(crit({ includes: { product: ['id', 'name'] } }).includes).toEqual({ product: ['id', 'name'] });
  });

  it('uses the pointer prefix', () => {
    expect(errorsOf(() => parseCriteria({ page: -1 }, { pointerPrefix: '/criteria' }))[0].source?.pointer).toBe('/criteria/page');
  });
});

describe('searchEntities', () => {
  it('filters with equals over booleans, nulls and to-many paths', () => {
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'equals', field: 'active', value: true }] })))).toEqual(['a1', 'b2']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'equals', field: 'active', value: '1' }] })))).toEqual(['a1', 'b2']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'equals', field: 'parentId', value: null }] })))).toEqual(['a1', 'c3']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'equals', field: 'properties.groupId', value: 'g2' }] })))).toEqual(['a1']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'equalsAny', field: 'manufacturer.id', value: 'm2|m9' }] })))).toEqual(['b2']);
  });

  it('supports contains/prefix/suffix case-insensitively and ranges', () => {
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'contains', field: 'name', value: 'PELLET' }] })))).toEqual(['a1', 'b2']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'prefix', field: 'productNumber', value: 'sw-1' }] })))).toEqual(['a1', 'b2']);
    expect(ids(searchEntities(products, crit({ filter: [{ type: 'suffix', field: 'name', value: 'matte' }] })))).toEqual(['c3']);
    const range = crit({ filter: [{ type: 'range', field: 'calculatedPrice.unitPrice', parameters: { gte: 8, lt: 12.5 } }] });
    expect(ids(searchEntities(products, range))).toEqual(['b2']);
    const dates = crit({ filter: [{ type: 'range', field: 'releaseDate', parameters: { gt: '2024-01-01' } }] });
    expect(ids(searchEntities(products, dates))).toEqual(['a1', 'b2']);
  });

  it('supports multi and not', () => {
    const c = crit({
      filter: [
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'id', value: 'a1' },
            { type: 'equals', field: 'id', value: 'c3' },
          ],
        },
        { type: 'not', queries: [{ type: 'equals', field: 'active', value: false }] },
      ],
    });
    expect(ids(searchEntities(products, c))).toEqual(['a1']);
  });

  it('sorts with nulls first ascending, natural sorting and multiple keys', () => {
    expect(ids(searchEntities(products, crit({ sort: [{ field: 'ratingAverage', order: 'ASC' }] })))).toEqual(['b2', 'c3', 'a1']);
    expect(ids(searchEntities(products, crit({ sort: [{ field: 'ratingAverage', order: 'desc' }] })))).toEqual(['a1', 'c3', 'b2']);
    expect(ids(searchEntities(products, crit({ sort: [{ field: 'productNumber', order: 'ASC' }] })))).toEqual(['a1', 'b2', 'c3']);
    expect(ids(searchEntities(products, crit({ sort: [{ field: 'productNumber', order: 'ASC', naturalSorting: true }] })))).toEqual(['a1', 'c3', 'b2']);
    expect(
      ids(
        searchEntities(
          products,
          crit({
            sort: [
              { field: 'manufacturer.name', order: 'ASC' },
              { field: 'stock', order: 'DESC' },
            ],
          }),
        ),
      ),
    ).toEqual(['a1', 'c3', 'b2']);
  });

  it('paginates and counts per total-count-mode', () => {
    const none = searchEntities(products, crit({ limit: 2, page: 2 }));
    expect(ids(none)).toEqual(['c3']);
    expect(none.total).toBe(1);
    const exact = searchEntities(products, crit({ limit: 2, page: 1, 'total-count-mode': 1 }));
    expect(exact.total).toBe(3);
    const next = searchEntities(products, crit({ limit: 1, page: 1, 'total-count-mode': 'next-pages' }));
    expect(next.total).toBe(3);
  });

  it('keeps the order of ids', () => {
    expect(ids(searchEntities(products, crit({ ids: ['c3', 'a1'] })))).toEqual(['c3', 'a1']);
  });

  it('searches a term over term fields, ranks and requires every token', () => {
    const r = searchEntities(products, crit({ term: 'pellets' }), { termFields: ['name', 'productNumber'] });
    expect(ids(r)).toEqual(['a1', 'b2']);
    expect(ids(searchEntities(products, crit({ term: 'stroh pellets' }), { termFields: ['name', 'manufacturer.name'] }))).toEqual(['b2']);
    expect(ids(searchEntities(products, crit({ term: 'sw-2' }), { termFields: ['name', 'productNumber'] }))).toEqual(['c3']);
  });

  it('computes aggregations before post filters', () => {
    const c = crit({
      filter: [{ type: 'equals', field: 'active', value: true }],
      'post-filter': [{ type: 'equals', field: 'manufacturer.id', value: 'm1' }],
      aggregations: [
        { name: 'manufacturer', type: 'entity', field: 'manufacturer.id', definition: 'product_manufacturer' },
        { name: 'price', type: 'stats', field: 'calculatedPrice.unitPrice' },
        { name: 'rating', type: 'max', field: 'ratingAverage' },
        { name: 'count', type: 'count', field: 'id' },
        { name: 'groups', type: 'terms', field: 'properties.groupId', aggregation: { name: 'minPrice', type: 'min', field: 'calculatedPrice.unitPrice' } },
        { name: 'cheap', type: 'filter', filter: [{ type: 'range', field: 'calculatedPrice.unitPrice', parameters: { lt: 10 } }], aggregation: { name: 'cheapCount', type: 'count', field: 'id' } },
        { name: 'months', type: 'histogram', field: 'releaseDate', interval: 'month' },
      ],
    });
    const r = searchEntities(products, c);
    expect(ids(r)).toEqual(['a1']);
    expect(r.aggregations.manufacturer).toEqual({
      entities: [products[0].manufacturer, products[1].manufacturer],
      apiAlias: 'manufacturer_aggregation',
    });
    expect(r.aggregations.price).toEqual({ min: 8, max: 12.5, avg: 10.25, sum: 20.5, apiAlias: 'price_aggregation' });
    expect(r.aggregations.rating).toEqual({ max: 4.5, apiAlias: 'rating_aggregation' });
    expect(r.aggregations.count).toEqual({ count: 2, apiAlias: 'count_aggregation' });
    expect(r.aggregations.groups).toEqual({
      buckets: [
        { key: 'g1', count: 2, minPrice: { min: 8, apiAlias: 'minPrice_aggregation' }, apiAlias: 'aggregation_bucket' },
        { key: 'g2', count: 1, minPrice: { min: 12.5, apiAlias: 'minPrice_aggregation' }, apiAlias: 'aggregation_bucket' },
      ],
      apiAlias: 'groups_aggregation',
    });
    expect(r.aggregations.cheapCount).toEqual({ count: 1, apiAlias: 'cheapCount_aggregation' });
    expect((r.aggregations.months as { buckets: Array<{ key: string }> }).buckets.map((b) => b.key)).toEqual(['2024-01-01 00:00:00', '2024-03-01 00:00:00']);
  });

  it('lets the caller resolve entity aggregations', () => {
    const c = crit({ aggregations: [{ name: 'm', type: 'entity', field: 'manufacturer.id', definition: 'product_manufacturer' }] });
    const r = searchEntities(products, c, { resolveEntities: (def, list) => list.map((id) => ({ id, def })) });
    expect(r.aggregations.m).toEqual({
      entities: [
        { id: 'm1', def: 'product_manufacturer' },
        { id: 'm2', def: 'product_manufacturer' },
      ],
      apiAlias: 'm_aggregation',
    });
  });

  it('groups by a field', () => {
    const r = searchEntities(products, crit({ grouping: ['manufacturer.id'] }));
    expect(ids(r)).toEqual(['a1', 'b2']);
  });
});

describe('applyIncludes', () => {
  it('keeps only included fields per apiAlias, recursively, and always apiAlias', () => {
    const data = { elements: products.slice(0, 1), total: 1, apiAlias: 'dal_entity_search_result' };
    const out = applyIncludes(data, { product: ['id', 'manufacturer', 'calculatedPrice'], product_manufacturer: ['name'] }) as {
      elements: Array<Record<string, unknown>>;
    };
    expect(out.elements[0]).toEqual({
      id: 'a1',
      manufacturer: { name: 'Agro', apiAlias: 'product_manufacturer' },
      calculatedPrice: { unitPrice: 12.5, apiAlias: 'calculated_price' },
      apiAlias: 'product',
    });
    expect((out as unknown as { total: number }).total).toBe(1);
  });

  it('tolerates unvalidated includes (comma strings, junk values)', () => {
    const data = { id: 'x', name: 'N', stock: 1, apiAlias: 'product' };
    expect(applyIncludes(data, { product: 'id,name' } as never)).toEqual({ id: 'x', name: 'N', apiAlias: 'product' });
    expect(applyIncludes(data, { product: 5 } as never)).toEqual(data);
    expect(applyIncludes(data, [] as never)).toEqual(data);
  });

  it('supports dotted includes into plain objects and excludes', () => {
    const data = { id: 'x', translated: { name: 'N', description: 'D' }, customFields: { a: 1 }, apiAlias: 'product' };
    expect(applyIncludes(data, { product: ['id', 'translated.name'] })).toEqual({ id: 'x', translated: { name: 'N' }, apiAlias: 'product' });
    expect(applyIncludes(data, undefined, { product: ['customFields'] })).toEqual({ id: 'x', translated: { name: 'N', description: 'D' }, apiAlias: 'product' });
  });
});

describe('request helpers', () => {
  it('decodes _criteria written by encodeForQuery (gzip + base64url) and plain base64url JSON', () => {
    const criteria = { limit: 3, filter: [{ type: 'equals', field: 'active', value: true }] };
    const gz = gzipSync(Buffer.from(JSON.stringify(criteria)))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeCompressedCriteria(gz)).toEqual(criteria);
    expect(decodeCompressedCriteria(Buffer.from(JSON.stringify(criteria)).toString('base64url'))).toEqual(criteria);
    expect(() => decodeCompressedCriteria('!!!')).toThrow(ShopwareError);
    expect(() => decodeCompressedCriteria(Buffer.from('[1]').toString('base64url'))).toThrow(ShopwareError);
  });

  it('parses PHP-style bracket query strings', () => {
    expect(parseBracketQuery('p=2&filter[0][type]=equals&filter[0][field]=active&filter[0][value]=1&ids[]=a&ids[]=b')).toEqual({
      p: '2',
      filter: [{ type: 'equals', field: 'active', value: '1' }],
      ids: ['a', 'b'],
    });
  });

  it('builds an EntitySearchResult with [] for no aggregations', () => {
    const r = entitySearchResult('product_review', { elements: [1], total: 1, aggregations: {} }, { page: 1, limit: 10 });
    expect(r).toEqual({ entity: 'product_review', total: 1, aggregations: [], page: 1, limit: 10, elements: [1], apiAlias: 'dal_entity_search_result' });
  });
});

describe('computeAggregation', () => {
  const rows = [
    { id: 'a', price: 5, tag: 'x', maker: { id: 'm1', name: 'One' } },
    { id: 'b', price: 15, tag: 'y', maker: { id: 'm1', name: 'One again' } },
    { id: 'c', price: 25, tag: 'y', maker: null },
    { id: 'd', price: null, tag: null },
  ];

  it('sums nothing to 0 but averages nothing to null; stats of nothing have no sum', () => {
    const none: unknown[] = [];
    expect(computeAggregation(none, { name: 's', type: 'sum', field: 'price' }).result).toEqual({ sum: 0, apiAlias: 's_aggregation' });
    expect(computeAggregation(none, { name: 'a', type: 'avg', field: 'price' }).result).toEqual({ avg: null, apiAlias: 'a_aggregation' });
    expect(computeAggregation(none, { name: 'st', type: 'stats', field: 'price' }).result).toEqual({ min: null, max: null, avg: null, sum: null, apiAlias: 'st_aggregation' });
    expect(computeAggregation(rows, { name: 'a', type: 'avg', field: 'price' }).result).toEqual({ avg: 15, apiAlias: 'a_aggregation' });
  });

  it('counts ranges with an exclusive upper bound and names unnamed ranges after their bounds', () => {
    const agg = { name: 'r', type: 'range' as const, field: 'price', ranges: [{ to: 15 }, { from: 15, to: 25 }, { key: 'top', from: 25 }] };
    expect(computeAggregation(rows, agg)).toEqual({ name: 'r', result: { ranges: { '*-15': 1, '15-25': 1, top: 1 }, apiAlias: 'r_aggregation' } });
  });

  it('sorts terms buckets by key unless told otherwise (ties keep first-seen order), puts null under the empty key, and limits', () => {
    const keys = (agg: Aggregation) => (computeAggregation(rows, agg).result as { buckets: Array<{ key: string; count: number }> }).buckets.map((b) => `${b.key}:${b.count}`);
    expect(keys({ name: 't', type: 'terms', field: 'tag' })).toEqual([':1', 'x:1', 'y:2']);
    expect(keys({ name: 't', type: 'terms', field: 'tag', sort: { field: '_count', order: 'DESC', naturalSorting: false }, limit: 2 })).toEqual(['y:2', 'x:1']);
    const byNested: Aggregation = {
      name: 't',
      type: 'terms',
      field: 'tag',
      sort: { field: 'top', order: 'DESC', naturalSorting: false },
      aggregation: { name: 'top', type: 'max', field: 'price' },
    };
    expect(keys(byNested)).toEqual(['y:2', 'x:1', ':1']);
  });

  it('without a resolver takes the first object holding the id, else a bare id', () => {
    expect(computeAggregation(rows, { name: 'e', type: 'entity', field: 'maker.id', definition: 'maker' }).result).toEqual({
      entities: [{ id: 'm1', name: 'One' }],
      apiAlias: 'e_aggregation',
    });
    expect(computeAggregation(rows, { name: 'e', type: 'entity', field: 'id', definition: 'x' }).result).toEqual({
      entities: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      apiAlias: 'e_aggregation',
    });
  });
});

describe('sorting helpers', () => {
  const numbers = ['SW-10', 'sw-2', 'SW-2', 'SW-1', 'b', 'Ä', 'a', 'SW-10.1', 'SW-9'];

  it('rankStrings orders like compareValues, with equal ranks for equal strings', () => {
    for (const natural of [false, true]) {
      const ranks = rankStrings(numbers, natural);
      for (const a of numbers) {
        for (const b of numbers) expect(Math.sign(ranks.get(a)! - ranks.get(b)!)).toBe(Math.sign(compareValues(a, b, natural)));
      }
    }
    const natural = rankStrings(numbers, true);
    expect(natural.get('sw-2')).toBe(natural.get('SW-2'));
    expect(natural.get('SW-2')).toBeLessThan(natural.get('SW-10')!);
    expect(rankStrings(numbers).get('SW-10')).toBeLessThan(rankStrings(numbers).get('SW-2')!);
  });

  it('firstSorted gives the first items of the full sort', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ v: (i * 37) % 23, i }));
    const compare = (a: { v: number; i: number }, b: { v: number; i: number }) => a.v - b.v || a.i - b.i;
    const sorted = [...items].sort(compare);
    for (const take of [0, 1, 5, 24, 199, 200, 300]) expect(firstSorted(items, compare, take)).toEqual(sorted.slice(0, take));
  });

  it('sortEntities with ranks and take answers like a full sort by the strings', () => {
    const entities = Array.from({ length: 120 }, (_, i) => ({ productNumber: numbers[i % numbers.length], score: i % 4 }));
    const scores = new Map(entities.map((e) => [e as unknown, e.score]));
    const sorts: Sort[] = [
      { field: '_score', order: 'DESC', naturalSorting: false },
      { field: 'productNumber', order: 'ASC', naturalSorting: true },
    ];
    const full = sortEntities(entities, sorts, scores);
    const ranks = new Map([['productNumber', rankStrings(numbers, true)]]);
    expect(sortEntities(entities, sorts, scores, ranks)).toEqual(full);
    expect(sortEntities(entities, sorts, scores, ranks, 10)).toEqual(full.slice(0, 10));
    // A value without a rank: the strings are compared.
    const other = [...entities, { productNumber: 'SW-3', score: 3 }];
    expect(sortEntities(other, sorts, scores, ranks, 10)).toEqual(sortEntities(other, sorts, scores).slice(0, 10));
  });
});
