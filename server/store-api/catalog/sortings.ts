import type { Translations } from '../../lib/i18n';
import type { Sort } from '../criteria';
import { mapProductField } from './fields';
import type { CatalogEnv } from './serialize';

/** A product sorting (product_sorting row or Shopware's defaults when the table is empty). */
export interface ProductSorting {
  id: string;
  key: string;
  priority: number;
  label: Translations | null;
  fields: Array<{ field: string; order: string; priority: number; naturalSorting: boolean | number }>;
}

const tr = (de: string, en: string, fr: string, ar: string): Translations => ({ 'de-DE': de, 'en-GB': en, 'fr-FR': fr, 'ar-AE': ar });

/** Shopware's default sortings (ids as in a fresh Shopware installation are random; these are stable). */
export const DEFAULT_SORTINGS: ProductSorting[] = [
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000001',
    key: 'topseller',
    priority: 5,
    label: tr('Topseller', 'Top results', 'Meilleures ventes', 'الأكثر مبيعًا'),
    fields: [{ field: 'product.sales', order: 'desc', priority: 1, naturalSorting: false }],
  },
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000002',
    key: 'name-asc',
    priority: 4,
    label: tr('Name A-Z', 'Name A-Z', 'Nom A-Z', 'الاسم أ-ي'),
    fields: [{ field: 'product.name', order: 'asc', priority: 1, naturalSorting: false }],
  },
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000003',
    key: 'name-desc',
    priority: 3,
    label: tr('Name Z-A', 'Name Z-A', 'Nom Z-A', 'الاسم ي-أ'),
    fields: [{ field: 'product.name', order: 'desc', priority: 1, naturalSorting: false }],
  },
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000004',
    key: 'price-asc',
    priority: 2,
    label: tr('Preis aufsteigend', 'Price ascending', 'Prix croissant', 'السعر تصاعديًا'),
    fields: [{ field: 'product.cheapestPrice', order: 'asc', priority: 1, naturalSorting: false }],
  },
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000005',
    key: 'price-desc',
    priority: 1,
    label: tr('Preis absteigend', 'Price descending', 'Prix décroissant', 'السعر تنازليًا'),
    fields: [{ field: 'product.cheapestPrice', order: 'desc', priority: 1, naturalSorting: false }],
  },
  {
    id: '0e1c6a2f8c2f4b0f9d9f4a3b1c000006',
    key: 'score',
    priority: 0,
    label: tr('Beste Ergebnisse', 'Best results', 'Meilleurs résultats', 'أفضل النتائج'),
    fields: [{ field: '_score', order: 'desc', priority: 1, naturalSorting: false }],
  },
];

export function loadSortings(env: CatalogEnv): ProductSorting[] {
  const rows = env.snap.sortings;
  if (rows.length === 0) return DEFAULT_SORTINGS;
  return rows.map((r) => {
    let fields: ProductSorting['fields'] = [];
    try {
      const parsed = JSON.parse(r.fields) as unknown;
      if (Array.isArray(parsed)) fields = parsed as ProductSorting['fields'];
    } catch {
      fields = [];
    }
    return { id: r.id, key: r.url_key, priority: r.priority, label: env.snap.tr(r.label), fields };
  });
}

/** The DAL sortings of a product sorting, as criteria sorts over serialized products. */
export function sortingToSorts(sorting: ProductSorting): Sort[] {
  return [...sorting.fields]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .flatMap((f) => {
      const raw = f.field.startsWith('product.') ? f.field.slice('product.'.length) : f.field;
      const field = raw === '_score' ? '_score' : mapProductField(raw);
      if (!field) return [];
      return [{ field, order: String(f.order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC', naturalSorting: !!f.naturalSorting } as Sort];
    });
}

export function serializeSorting(env: CatalogEnv, s: ProductSorting): Record<string, unknown> {
  const label = env.t(s.label) ?? s.key;
  return { id: s.id, key: s.key, priority: s.priority, label, translated: { label }, apiAlias: 'product_sorting' };
}
