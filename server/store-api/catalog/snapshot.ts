import type { Db } from '../../db/connection';
import { parseTranslations, type Translations } from '../../lib/i18n';
import type { MediaRow } from '../context/public';

/**
 * The whole catalogue (a few hundred rows) read into memory with prepared statements, with
 * Shopware's variant inheritance applied: NULL columns of a variant come from its parent, and
 * to-many relations (properties, media, categories, tier prices, downloads, cross sellings) are
 * inherited when the variant has none of its own. Locale- and currency-independent; cached per
 * database until a catalogue table changes (TEMP triggers count this connection's writes,
 * PRAGMA data_version those of other connections).
 */

export interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: number;
  name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string | null;
  pack_unit: string | null;
  pack_unit_plural: string | null;
  custom_fields: string | null;
  manufacturer_id: string | null;
  tax_id: string | null;
  delivery_time_id: string | null;
  unit_id: string | null;
  cover_media_id: string | null;
  cms_page_id: string | null;
  price_gross: number | null;
  price_net: number | null;
  list_price_gross: number | null;
  list_price_net: number | null;
  purchase_unit: number | null;
  reference_unit: number | null;
  stock: number;
  is_closeout: number | null;
  min_purchase: number | null;
  purchase_steps: number | null;
  max_purchase: number | null;
  restock_time: number | null;
  shipping_free: number | null;
  mark_as_topseller: number | null;
  is_download: number | null;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  packaging: string | null;
  bags_per_unit: number | null;
  release_date: string | null;
  rating_average: number | null;
  sales: number;
  display_group: string | null;
  created_at: string;
}

export interface TierRow {
  id: string;
  product_id: string;
  quantity_start: number;
  quantity_end: number | null;
  price_gross: number;
  price_net: number;
}
export interface ProductMediaRow {
  id: string;
  product_id: string;
  media_id: string;
  position: number;
}
export interface ConfiguratorRow {
  id: string;
  product_id: string;
  option_id: string;
  position: number;
}
export interface DownloadRow {
  id: string;
  product_id: string;
  media_id: string;
  position: number;
}
export interface CrossSellingRow {
  id: string;
  product_id: string;
  name: string;
  type: string;
  position: number;
  active: number;
  limit_count: number;
}
export interface CrossSellingAssignedRow {
  cross_selling_id: string;
  product_id: string;
  position: number;
}
export interface ManufacturerRow {
  id: string;
  name: string;
  description: string | null;
  link: string | null;
  media_id: string | null;
}
export interface TaxRow {
  id: string;
  tax_rate: number;
  name: string;
  position: number;
}
export interface DeliveryTimeRow {
  id: string;
  min: number;
  max: number;
  unit: string;
  name: string;
}
export interface UnitRow {
  id: string;
  short_code: string;
  name: string;
}
export interface PropertyGroupRow {
  id: string;
  name: string;
  description: string | null;
  display_type: string;
  sorting_type: string;
  filterable: number;
  visible_on_product_detail_page: number;
  position: number;
}
export interface OptionRow {
  id: string;
  group_id: string;
  name: string;
  position: number;
  color_hex_code: string | null;
}
export interface SortingRow {
  id: string;
  url_key: string;
  priority: number;
  label: string;
  fields: string;
}

/** A product with inheritance applied and its relations (ids), independent of the request. */
export interface ResolvedProduct {
  row: ProductRow;
  /** Parsed translated fields (inherited). */
  tr: {
    name: Translations | null;
    description: Translations | null;
    metaTitle: Translations | null;
    metaDescription: Translations | null;
    keywords: Translations | null;
    packUnit: Translations | null;
    packUnitPlural: Translations | null;
  };
  customFields: Record<string, unknown>;
  isVariant: boolean;
  parent: ResolvedProduct | null;
  /** Active and inactive variants (for parents). */
  children: ResolvedProduct[];
  propertyIds: string[];
  optionIds: string[];
  categoryIds: string[];
  media: ProductMediaRow[];
  tiers: TierRow[];
  downloads: DownloadRow[];
  crossSellings: CrossSellingRow[];
  /** Configurator settings of the parent (for variants and parents alike). */
  configurator: ConfiguratorRow[];
}

export interface CatalogueSnapshot {
  products: Map<string, ResolvedProduct>;
  /** Parents and products without variants, in product_number order. */
  mainProducts: ResolvedProduct[];
  media: Map<string, MediaRow>;
  manufacturers: Map<string, ManufacturerRow>;
  taxes: Map<string, TaxRow>;
  deliveryTimes: Map<string, DeliveryTimeRow>;
  units: Map<string, UnitRow>;
  groups: Map<string, PropertyGroupRow>;
  options: Map<string, OptionRow>;
  crossSellingAssigned: Map<string, CrossSellingAssignedRow[]>;
  sortings: SortingRow[];
  /** Parses a translated column (memoized per snapshot). */
  tr: (raw: string | null) => Translations | null;
  loadedAt: number;
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

const byId = <T extends { id: string }>(rows: T[]): Map<string, T> => new Map(rows.map((r) => [r.id, r]));

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const INHERITABLE = [
  'name',
  'description',
  'meta_title',
  'meta_description',
  'keywords',
  'pack_unit',
  'pack_unit_plural',
  'custom_fields',
  'manufacturer_id',
  'tax_id',
  'delivery_time_id',
  'unit_id',
  'cover_media_id',
  'cms_page_id',
  'price_gross',
  'price_net',
  'list_price_gross',
  'list_price_net',
  'purchase_unit',
  'reference_unit',
  'is_closeout',
  'min_purchase',
  'purchase_steps',
  'max_purchase',
  'restock_time',
  'shipping_free',
  'mark_as_topseller',
  'is_download',
  'weight',
  'width',
  'height',
  'length',
  'packaging',
  'bags_per_unit',
  'release_date',
  'display_group',
] as const satisfies ReadonlyArray<keyof ProductRow>;

interface Statements {
  products: () => ProductRow[];
  tiers: () => TierRow[];
  productMedia: () => ProductMediaRow[];
  categories: () => Array<{ product_id: string; category_id: string }>;
  properties: () => Array<{ product_id: string; option_id: string }>;
  options: () => Array<{ product_id: string; option_id: string }>;
  configurator: () => ConfiguratorRow[];
  downloads: () => DownloadRow[];
  crossSellings: () => CrossSellingRow[];
  crossSellingAssigned: () => CrossSellingAssignedRow[];
  media: () => MediaRow[];
  manufacturers: () => ManufacturerRow[];
  taxes: () => TaxRow[];
  deliveryTimes: () => DeliveryTimeRow[];
  units: () => UnitRow[];
  groups: () => PropertyGroupRow[];
  optionRows: () => OptionRow[];
  sortings: () => SortingRow[];
  version: () => string;
}

function prepare(db: Db): Statements {
  const all = <T>(sql: string) => {
    const stmt = db.prepare(sql);
    return () => stmt.all() as T[];
  };
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  watchCatalogueTables(db);
  const ownVersion = db.prepare('SELECT v FROM temp.stallwerk_catalogue_version').pluck();
  return {
    products: all<ProductRow>('SELECT * FROM product ORDER BY product_number'),
    tiers: all<TierRow>('SELECT * FROM product_price ORDER BY product_id, quantity_start'),
    productMedia: all<ProductMediaRow>('SELECT * FROM product_media ORDER BY product_id, position, id'),
    categories: all('SELECT product_id, category_id FROM product_category'),
    properties: all('SELECT product_id, option_id FROM product_property'),
    options: all('SELECT product_id, option_id FROM product_option'),
    configurator: all<ConfiguratorRow>('SELECT * FROM product_configurator_setting ORDER BY product_id, position, id'),
    downloads: all<DownloadRow>('SELECT * FROM product_download ORDER BY product_id, position, id'),
    crossSellings: all<CrossSellingRow>('SELECT * FROM product_cross_selling ORDER BY product_id, position, id'),
    crossSellingAssigned: all<CrossSellingAssignedRow>('SELECT * FROM product_cross_selling_assigned ORDER BY cross_selling_id, position'),
    media: all<MediaRow>(
      `SELECT * FROM media WHERE id IN (SELECT media_id FROM product_media UNION SELECT cover_media_id FROM product
       UNION SELECT media_id FROM product_download UNION SELECT media_id FROM manufacturer)`,
    ),
    manufacturers: all<ManufacturerRow>('SELECT * FROM manufacturer'),
    taxes: all<TaxRow>('SELECT * FROM tax'),
    deliveryTimes: all<DeliveryTimeRow>('SELECT * FROM delivery_time'),
    units: all<UnitRow>('SELECT * FROM unit'),
    groups: all<PropertyGroupRow>('SELECT * FROM property_group ORDER BY position, id'),
    optionRows: all<OptionRow>('SELECT * FROM property_group_option ORDER BY group_id, position, id'),
    sortings: all<SortingRow>('SELECT * FROM product_sorting ORDER BY priority DESC, url_key'),
    version: () => `${dataVersion.get() as number}:${ownVersion.get() as number}`,
  };
}

/** Tables whose content the snapshot or the serialized product JSON depends on. */
const WATCHED_TABLES = [
  'product',
  'product_price',
  'product_media',
  'product_category',
  'product_property',
  'product_option',
  'product_configurator_setting',
  'product_download',
  'product_cross_selling',
  'product_cross_selling_assigned',
  'media',
  'manufacturer',
  'tax',
  'delivery_time',
  'unit',
  'property_group',
  'property_group_option',
  'product_sorting',
  'category',
  'seo_url',
  'language',
  'currency',
  'sales_channel',
  // Not in the snapshot, but in the category pages kept with it (navigation/routes.ts).
  'cms_page',
];

/**
 * Writes through this connection bump a counter via TEMP triggers (connection-local, nothing is
 * stored in the database); writes of other connections show in PRAGMA data_version.
 */
function watchCatalogueTables(db: Db): void {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS stallwerk_catalogue_version (v INTEGER NOT NULL);
    INSERT INTO temp.stallwerk_catalogue_version (v) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM temp.stallwerk_catalogue_version);`);
  const existing = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).map((n) => n.toLowerCase()));
  for (const table of WATCHED_TABLES) {
    if (!existing.has(table)) continue;
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS stallwerk_cv_${table}_${op.toLowerCase()} AFTER ${op} ON main."${table}"
        BEGIN UPDATE temp.stallwerk_catalogue_version SET v = v + 1; END;`);
    }
  }
}

const statements = new WeakMap<Db, Statements>();
const cache = new WeakMap<Db, { version: string; snapshot: CatalogueSnapshot }>();

/** The catalogue snapshot of a database, reloaded whenever anything was written since the last load. */
export function loadCatalogue(db: Db): CatalogueSnapshot {
  let st = statements.get(db);
  if (!st) {
    st = prepare(db);
    statements.set(db, st);
  }
  const version = st.version();
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.snapshot;
  const snapshot = buildSnapshot(st);
  cache.set(db, { version, snapshot });
  return snapshot;
}

/** Drops the cached snapshot (tests, admin writes through another code path). */
export function invalidateCatalogue(db: Db): void {
  cache.delete(db);
}

function buildSnapshot(st: Statements): CatalogueSnapshot {
  const rows = st.products();
  const rowById = byId(rows);
  const tiers = groupBy(st.tiers(), (r) => r.product_id);
  const productMedia = groupBy(st.productMedia(), (r) => r.product_id);
  const categories = groupBy(st.categories(), (r) => r.product_id);
  const properties = groupBy(st.properties(), (r) => r.product_id);
  const options = groupBy(st.options(), (r) => r.product_id);
  const configurator = groupBy(st.configurator(), (r) => r.product_id);
  const downloads = groupBy(st.downloads(), (r) => r.product_id);
  const crossSellings = groupBy(st.crossSellings(), (r) => r.product_id);
  const optionRows = st.optionRows();
  const optionById = byId(optionRows);

  const trCache = new Map<string, Translations | null>();
  const tr = (raw: string | null): Translations | null => {
    if (raw == null) return null;
    let v = trCache.get(raw);
    if (v === undefined) {
      v = parseTranslations(raw);
      trCache.set(raw, v);
    }
    return v;
  };

  const products = new Map<string, ResolvedProduct>();
  const resolve = (row: ProductRow, parent: ProductRow | undefined): ResolvedProduct => {
    const merged: ProductRow = { ...row };
    if (parent) {
      const target = merged as unknown as Record<string, unknown>;
      const source = parent as unknown as Record<string, unknown>;
      for (const col of INHERITABLE) if (target[col] === null || target[col] === undefined) target[col] = source[col];
    }
    const own = <T>(map: Map<string, T[]>): T[] | undefined => map.get(row.id);
    const inherited = <T>(map: Map<string, T[]>): T[] => own(map) ?? (parent ? map.get(parent.id) : undefined) ?? [];
    const ownCustom = parseObject(row.custom_fields);
    const customFields = parent && row.custom_fields !== null ? { ...parseObject(parent.custom_fields), ...ownCustom } : parseObject(merged.custom_fields);
    return {
      row: merged,
      tr: {
        name: tr(merged.name),
        description: tr(merged.description),
        metaTitle: tr(merged.meta_title),
        metaDescription: tr(merged.meta_description),
        keywords: tr(merged.keywords),
        packUnit: tr(merged.pack_unit),
        packUnitPlural: tr(merged.pack_unit_plural),
      },
      customFields,
      isVariant: !!parent,
      parent: null,
      children: [],
      propertyIds: inherited(properties)
        .map((p) => p.option_id)
        .filter((id) => optionById.has(id)),
      optionIds: (own(options) ?? []).map((o) => o.option_id).filter((id) => optionById.has(id)),
      categoryIds: inherited(categories).map((c) => c.category_id),
      media: inherited(productMedia),
      tiers: inherited(tiers),
      downloads: inherited(downloads),
      crossSellings: inherited(crossSellings),
      configurator: configurator.get(parent?.id ?? row.id) ?? [],
    };
  };

  for (const row of rows) {
    const parent = row.parent_id ? rowById.get(row.parent_id) : undefined;
    products.set(row.id, resolve(row, parent));
  }
  const mainProducts: ResolvedProduct[] = [];
  for (const p of products.values()) {
    if (p.row.parent_id) {
      const parent = products.get(p.row.parent_id);
      if (parent) {
        p.parent = parent;
        parent.children.push(p);
      }
    } else {
      mainProducts.push(p);
    }
  }

  return {
    products,
    mainProducts,
    media: byId(st.media()),
    manufacturers: byId(st.manufacturers()),
    taxes: byId(st.taxes()),
    deliveryTimes: byId(st.deliveryTimes()),
    units: byId(st.units()),
    groups: byId(st.groups()),
    options: optionById,
    crossSellingAssigned: groupBy(st.crossSellingAssigned(), (r) => r.cross_selling_id),
    sortings: st.sortings(),
    tr,
    loadedAt: Date.now(),
  };
}
