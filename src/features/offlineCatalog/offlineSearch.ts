import MiniSearch from 'minisearch';
import type { ProductSummary } from '../../api';

/**
 * Search over the catalogue stored for offline use (MiniSearch): names and product numbers,
 * prefix and fuzzy matching, so "stroh" and "strohpelets" find the straw pellets in the barn.
 */
export function createOfflineIndex(products: readonly ProductSummary[]) {
  const index = new MiniSearch<ProductSummary>({
    fields: ['name', 'productNumber'],
    storeFields: [],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 2 }, combineWith: 'AND' },
  });
  // Variants share their parent's name: the parent (or a variant without one) stands for them.
  const shown = products.filter((p) => !p.parentId || !products.some((q) => q.id === p.parentId));
  index.addAll(shown);
  const byId = new Map(shown.map((p) => [p.id, p]));
  const hits = (term: string, combineWith: 'AND' | 'OR') =>
    index
      .search(term, { combineWith })
      .map((hit) => byId.get(String(hit.id)))
      .filter((p): p is ProductSummary => Boolean(p));
  // Every word must match; German compounds ("Paddock Matte" for "Paddockmatte") fall back to any.
  return (term: string): ProductSummary[] => {
    const clean = term.trim();
    if (!clean) return [];
    const all = hits(clean, 'AND');
    return all.length ? all : hits(clean, 'OR');
  };
}
