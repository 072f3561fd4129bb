import { expect } from 'vitest';
import { validateComponent } from './schema';

/**
 * Schema checks for catalogue answers. Two places of the official storeApiSchema.json cannot be
 * met by any real Shopware answer, so they are checked piecewise instead of skipped:
 *
 * 1. `Product.calculatedPrices.items` is `{additionalProperties: false, allOf: [CalculatedPrice]}`:
 *    additionalProperties does not see the properties inside allOf, so every non-empty tier list
 *    fails. Each tier is validated against `CalculatedPrice` and the list is emptied for the
 *    Product check.
 * 2. `EntitySearchResult.aggregations` is typed as an array; Shopware answers an object keyed by
 *    aggregation name (an empty set serializes as `[]`). Entity aggregations are validated per
 *    entity (manufacturer → ProductManufacturer, properties → PropertyGroup) and the map is
 *    replaced by `[]` for the envelope check.
 */

type Json = Record<string, unknown>;

function tiersErrors(product: Json, path: string): { errors: string[]; stripped: Json } {
  const errors: string[] = [];
  const tiers = Array.isArray(product.calculatedPrices) ? (product.calculatedPrices as unknown[]) : [];
  tiers.forEach((t, i) => errors.push(...validateComponent('CalculatedPrice', t).map((e) => `${path}/calculatedPrices/${i}${e}`)));
  const stripped: Json = { ...product, calculatedPrices: [] };
  if (Array.isArray(product.children)) {
    stripped.children = (product.children as Json[]).map((c, i) => {
      const r = tiersErrors(c, `${path}/children/${i}`);
      errors.push(...r.errors);
      return r.stripped;
    });
  }
  return { errors, stripped };
}

/** Errors of a product against `Product` (tiers checked one by one). */
export function productErrors(product: unknown, path = ''): string[] {
  const { errors, stripped } = tiersErrors(product as Json, path);
  return [...errors, ...validateComponent('Product', stripped).map((e) => `${path}${e}`)];
}

function aggregationErrors(aggregations: unknown): string[] {
  if (Array.isArray(aggregations)) return aggregations.length === 0 ? [] : ['aggregations: a non-empty list'];
  if (!aggregations || typeof aggregations !== 'object') return ['aggregations: neither [] nor an object'];
  const errors: string[] = [];
  const aggs = aggregations as Record<string, Json>;
  const entities = (name: string, component: string) => {
    const list = aggs[name]?.entities;
    if (list === undefined) return;
    if (!Array.isArray(list)) errors.push(`aggregations/${name}/entities is not a list`);
    else list.forEach((e, i) => errors.push(...validateComponent(component, e).map((x) => `/aggregations/${name}/entities/${i}${x}`)));
  };
  entities('manufacturer', 'ProductManufacturer');
  entities('properties', 'PropertyGroup');
  for (const [name, value] of Object.entries(aggs)) {
    if (!value || typeof value !== 'object' || value.apiAlias !== `${name}_aggregation`) errors.push(`aggregations/${name}: apiAlias must be ${name}_aggregation`);
  }
  return errors;
}

/** Errors of a listing answer (ProductListingResult) with the errata above. */
export function listingErrors(body: unknown): string[] {
  const b = body as Json;
  const errors: string[] = [...aggregationErrors(b.aggregations)];
  const elements = Array.isArray(b.elements) ? (b.elements as Json[]) : [];
  const stripped = elements.map((p, i) => {
    const r = tiersErrors(p, `/elements/${i}`);
    errors.push(...r.errors);
    return r.stripped;
  });
  errors.push(...validateComponent('ProductListingResult', { ...b, aggregations: [], elements: stripped }));
  return errors;
}

/** Errors of an EntitySearchResult of products (POST /product). */
export function productSearchErrors(body: unknown): string[] {
  const b = body as Json;
  const errors: string[] = [...aggregationErrors(b.aggregations)];
  const elements = Array.isArray(b.elements) ? (b.elements as Json[]) : [];
  elements.forEach((p, i) => errors.push(...productErrors(p, `/elements/${i}`)));
  errors.push(...validateComponent('EntitySearchResult', { ...b, aggregations: [], elements: [] }));
  return errors;
}

export function detailErrors(body: unknown): string[] {
  const b = body as Json;
  return [...productErrors(b.product, '/product'), ...validateComponent('ProductDetailResponse', { ...b, product: { ...(b.product as Json), calculatedPrices: [], children: undefined } })];
}

export function crossSellingErrors(body: unknown): string[] {
  const list = Array.isArray(body) ? (body as Json[]) : [];
  const errors: string[] = [];
  const stripped = list.map((el, i) => ({
    ...el,
    products: ((el.products as Json[]) ?? []).map((p, j) => {
      const r = tiersErrors(p, `/${i}/products/${j}`);
      errors.push(...r.errors);
      return r.stripped;
    }),
  }));
  return [...errors, ...validateComponent('CrossSellingElementCollection', stripped)];
}

export function reviewsErrors(body: unknown): string[] {
  const b = body as Json;
  const elements = Array.isArray(b.elements) ? (b.elements as unknown[]) : [];
  return [
    ...aggregationErrors(b.aggregations),
    ...elements.flatMap((r, i) => validateComponent('ProductReview', r).map((e) => `/elements/${i}${e}`)),
    ...validateComponent('EntitySearchResult', { ...b, aggregations: [], elements: [] }),
  ];
}

export const expectListing = (body: unknown) => expect(listingErrors(body), 'ProductListingResult').toEqual([]);
export const expectProduct = (body: unknown) => expect(productErrors(body), 'Product').toEqual([]);
export const expectDetail = (body: unknown) => expect(detailErrors(body), 'ProductDetailResponse').toEqual([]);
export const expectProductSearch = (body: unknown) => expect(productSearchErrors(body), 'product search').toEqual([]);
export const expectCrossSelling = (body: unknown) => expect(crossSellingErrors(body), 'CrossSellingElementCollection').toEqual([]);
export const expectReviews = (body: unknown) => expect(reviewsErrors(body), 'reviews').toEqual([]);
