import type { Db } from '../../db/connection';
import { idFor } from '../../lib/ids';
import { translate, type Translations } from '../../lib/i18n';
import {
  calculateCheapestPrice,
  calculatePrice,
  calculateTierPrices,
  priceContext,
  type CalculatedCheapestPrice,
  type CalculatedPrice,
  type CheapestCandidate,
  type PriceContext,
  type ReferenceUnitInfo,
  type StoredPrice,
  type StoredTierPrice,
  type TaxInfo,
} from '../../pricing';
import { type RequestContext, serializeDeliveryTime, serializeMedia, salesChannelConfig } from '../context/public';
import { CategoryTree, serializeSeoUrl, type SeoUrlRow } from '../navigation/public';
import { productDetailSeoUrls } from './catalogRepository';
import type { CatalogueSnapshot, OptionRow, ProductMediaRow, PropertyGroupRow, ResolvedProduct } from './snapshot';

/**
 * Serializes catalogue entities as Shopware Store API JSON for one request (language, currency,
 * tax state). Null-valued properties are left out (the official schema types most fields as
 * non-nullable), except those the schema declares nullable.
 */

/** Properties that stay when null because the Store API schema requires or allows null there. */
const KEEP_NULL = new Set(['listPrice', 'referencePrice', 'regulationPrice', 'variantId', 'variantListingConfig']);

/** A stored date or timestamp as ISO 8601 date-time (the schema's `format: date-time`). */
export function isoDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00.000Z`;
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return `${value.replace(' ', 'T')}Z`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Removes null properties recursively (arrays keep their items). */
export function pruneNulls<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = pruneNulls(value[i]);
    return value;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const v = obj[key];
      if (v === null) {
        if (!KEEP_NULL.has(key)) delete obj[key];
      } else if (v === undefined) {
        delete obj[key];
      } else if (typeof v === 'object') {
        obj[key] = pruneNulls(v);
      }
    }
  }
  return value;
}

/** Per catalogue snapshot: memoized JSON, shared by all requests until the catalogue changes. */
interface SharedCache {
  memo: Map<string, unknown>;
}
const shared = new WeakMap<CatalogueSnapshot, SharedCache>();
const MEMO_LIMIT = 50000;

function sharedFor(snap: CatalogueSnapshot): SharedCache {
  let s = shared.get(snap);
  if (!s) {
    s = { memo: new Map() };
    shared.set(snap, s);
  }
  return s;
}

/** Default of Shopware's core.cart.maxQuantity. */
const DEFAULT_MAX_QUANTITY = 100;

export interface CatalogEnvOptions {
  includeSeoUrls?: boolean;
}

function maxQuantityOf(ctx: RequestContext): number {
  const cfg = salesChannelConfig(ctx.salesChannel);
  const max = Number(cfg.maxQuantity ?? cfg['core.cart.maxQuantity']);
  return Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_QUANTITY;
}

/** Everything besides the catalogue snapshot that catalogue JSON depends on (CatalogEnv.cacheKey). */
export function catalogContextKey(ctx: RequestContext, publicUrl: string, includeSeoUrls: boolean): string {
  return [ctx.salesChannel.id, ctx.language.id, ctx.currency.id, ctx.taxState, publicUrl, includeSeoUrls ? 1 : 0, maxQuantityOf(ctx)].join('|');
}

/**
 * Everything the serializers need for one request. Serialized entities are memoized per catalogue
 * snapshot and context (language, currency, tax state ...); memoized JSON is shared and must be
 * treated as read-only.
 */
export class CatalogEnv {
  readonly locale: string;
  readonly price: PriceContext;
  readonly publicUrl: string;
  readonly includeSeoUrls: boolean;
  readonly maxQuantity: number;
  /** Identifies everything the JSON depends on besides the snapshot. */
  readonly cacheKey: string;
  private readonly shared: SharedCache;
  private readonly priceMemo = new Map<string, ProductPrices>();

  constructor(
    readonly db: Db,
    readonly snap: CatalogueSnapshot,
    readonly ctx: RequestContext,
    publicUrl: string,
    opts: CatalogEnvOptions = {},
  ) {
    this.locale = ctx.locale;
    this.price = priceContext(ctx.taxState, ctx.currency);
    this.publicUrl = publicUrl;
    this.includeSeoUrls = !!opts.includeSeoUrls;
    this.maxQuantity = maxQuantityOf(ctx);
    this.cacheKey = catalogContextKey(ctx, publicUrl, this.includeSeoUrls);
    this.shared = sharedFor(snap);
  }

  /** Memoizes a value per snapshot and context. */
  memo<T>(kind: string, id: string, build: () => T): T {
    const key = `${this.cacheKey}|${kind}|${id}`;
    if (this.shared.memo.has(key)) return this.shared.memo.get(key) as T;
    const value = build();
    if (this.shared.memo.size > MEMO_LIMIT) this.shared.memo.clear();
    this.shared.memo.set(key, value);
    return value;
  }

  t(value: Translations | string | null | undefined): string | null {
    if (value === null || value === undefined) return null;
    return translate(typeof value === 'string' ? this.snap.tr(value) : value, this.locale);
  }

  categories(): CategoryTree {
    return CategoryTree.ofSnapshot(this.snap, this.db);
  }

  /** Canonical detail-page SEO URLs of the context language, by product id. */
  productSeoUrls(productId: string): ReturnType<typeof serializeSeoUrl>[] {
    const byProduct = this.memo('seo-urls', this.ctx.language.id, () => {
      const rows = productDetailSeoUrls(this.db, this.ctx.language.id);
      const map = new Map<string, SeoUrlRow[]>();
      for (const r of rows) {
        const list = map.get(r.foreign_key) ?? [];
        list.push(r);
        map.set(r.foreign_key, list);
      }
      return map;
    });
    return (byProduct.get(productId) ?? []).map((r) => serializeSeoUrl(r, this.ctx.salesChannel.id));
  }

  /** Media JSON (shared, read-only). */
  media(id: string | null | undefined): ReturnType<typeof serializeMedia> | null {
    if (!id) return null;
    return this.memo('media', id, () => {
      const row = this.snap.media.get(id);
      return row ? pruneNulls(serializeMedia(row, this.locale, this.publicUrl)) : null;
    });
  }

  /** Serialized product JSON (shared, read-only). */
  product(p: ResolvedProduct, opts: ProductSerializeOptions = {}): Record<string, unknown> {
    const variant = `${p.row.id}|${opts.children ? 1 : 0}${opts.detail ? 1 : 0}${opts.seoUrls ? 1 : 0}`;
    return this.memo('product', variant, () => serializeProduct(this, p, opts));
  }

  /** The category used for SEO URLs and breadcrumbs: the deepest assigned category below the navigation root. */
  seoCategory(p: ResolvedProduct): Record<string, unknown> | null {
    const tree = this.categories();
    const rootId = this.ctx.salesChannel.navigation_category_id;
    let best: string | null = null;
    let bestDepth = -1;
    for (const id of p.categoryIds) {
      const row = tree.byId.get(id);
      if (!row || !row.active) continue;
      const path = tree.pathTo(id);
      if (!path.some((c) => c.id === rootId)) continue;
      if (path.length > bestDepth) {
        best = id;
        bestDepth = path.length;
      }
    }
    const id = best ?? (tree.byId.has(rootId) ? rootId : null);
    if (!id) return null;
    return this.memo('seo-category', id, () => slimCategory(this, tree, id));
  }

  tax(p: ResolvedProduct): TaxInfo & { id: string | null } {
    const tax = p.row.tax_id ? this.snap.taxes.get(p.row.tax_id) : undefined;
    return tax ? { id: tax.id, taxRate: tax.tax_rate, name: tax.name } : { id: null, taxRate: 0 };
  }

  reference(p: ResolvedProduct): ReferenceUnitInfo {
    const unit = p.row.unit_id ? this.snap.units.get(p.row.unit_id) : undefined;
    return { purchaseUnit: p.row.purchase_unit, referenceUnit: p.row.reference_unit, unitName: unit ? this.t(unit.name) : null };
  }

  prices(p: ResolvedProduct): ProductPrices {
    let prices = this.priceMemo.get(p.row.id);
    if (!prices) {
      prices = computePrices(this, p);
      this.priceMemo.set(p.row.id, prices);
    }
    return prices;
  }

  /** PropertyGroup JSON (without options unless given). */
  group(id: string, options?: Array<Record<string, unknown>>): Record<string, unknown> | null {
    const g = this.memo('group', id, () => {
      const row = this.snap.groups.get(id);
      return row ? serializeGroup(this, row) : null;
    });
    if (!g) return null;
    return options ? { ...g, options } : g;
  }

  /** An option; `stubGroup` when it is listed inside its group (configurator, aggregations). */
  option(id: string, extra: Record<string, unknown> = {}, stubGroup = false): Record<string, unknown> | null {
    const row = this.snap.options.get(id);
    if (!row) return null;
    return serializeOption(this, row, extra, stubGroup);
  }

  /** The minimal PropertyGroup (id, name) an option inside its own group points back to. */
  groupStub(id: string): Record<string, unknown> | null {
    return this.memo('group-stub', id, () => {
      const row = this.snap.groups.get(id);
      if (!row) return null;
      const name = this.t(row.name) ?? '';
      return { id, name, translated: { name }, apiAlias: 'property_group' };
    });
  }
}

/**
 * The product's SEO category as a compact Category entity (the schema requires seoCategory with
 * breadcrumb, children, childCount, type, name and translated.breadcrumb).
 */
function slimCategory(env: CatalogEnv, tree: CategoryTree, id: string): Record<string, unknown> {
  const row = tree.byId.get(id)!;
  const path = tree.pathTo(id);
  const breadcrumb = path.map((c) => env.t(c.name) ?? '');
  const name = env.t(row.name) ?? '';
  const kids = tree.children.get(id) ?? [];
  return pruneNulls({
    id: row.id,
    parentId: row.parent_id,
    level: path.length,
    path:
      path.length > 1
        ? `|${path
            .slice(0, -1)
            .map((c) => c.id)
            .join('|')}|`
        : null,
    breadcrumb,
    childCount: kids.length,
    type: row.type,
    active: !!row.active,
    visible: !!row.visible,
    name,
    translated: { name, breadcrumb },
    children: [],
    apiAlias: 'category',
  });
}

export interface ProductPrices {
  calculatedPrice: CalculatedPrice;
  calculatedPrices: CalculatedPrice[];
  calculatedCheapestPrice: CalculatedCheapestPrice;
  /** Lowest and highest unit price over the purchasable variants (or the product itself). */
  range: { from: number; to: number };
}

const tiersOf = (p: ResolvedProduct): StoredTierPrice[] => p.tiers.map((t) => ({ quantityStart: t.quantity_start, quantityEnd: t.quantity_end, gross: t.price_gross, net: t.price_net }));

const storedPrice = (p: ResolvedProduct) =>
  p.row.price_gross === null || p.row.price_net === null ? null : { gross: p.row.price_gross, net: p.row.price_net, listGross: p.row.list_price_gross, listNet: p.row.list_price_net };

export const isAvailable = (p: ResolvedProduct): boolean => !p.row.is_closeout || p.row.stock >= Math.max(1, p.row.min_purchase ?? 1);

/** Active variants that can be bought, else all active variants (so a sold-out parent still shows a price). */
export function purchasableVariants(p: ResolvedProduct): ResolvedProduct[] {
  const active = p.children.filter((c) => c.row.active);
  const available = active.filter(isAvailable);
  return available.length > 0 ? available : active;
}

function computePrices(env: CatalogEnv, p: ResolvedProduct): ProductPrices {
  const tax = env.tax(p);
  const reference = env.reference(p);
  const variants = p.isVariant ? [] : purchasableVariants(p);
  const candidates: CheapestCandidate[] = [];
  for (const c of variants.length > 0 ? variants : [p]) {
    const price = storedPrice(c);
    if (price) candidates.push({ id: c.row.id, price, tiers: tiersOf(c), tax: env.tax(c), reference: env.reference(c) });
  }

  let own: StoredPrice | null = storedPrice(p);
  if (!own && candidates.length > 0) {
    // A parent without its own price shows its cheapest variant's price.
    const cheapest = [...candidates].sort((a, b) => a.price.gross - b.price.gross)[0];
    own = cheapest.price;
  }
  const calculatedPrice = calculatePrice(own ?? { gross: 0, net: 0 }, tax, env.price, { reference });
  const calculatedPrices = calculateTierPrices(tiersOf(p), tax, env.price, reference, own ?? undefined);
  const cheapest =
    calculateCheapestPrice(candidates, env.price, p.row.id) ?? calculateCheapestPrice([{ id: p.row.id, price: own ?? { gross: 0, net: 0 }, tiers: [], tax, reference }], env.price, p.row.id)!;
  if (!p.isVariant && variants.length === 0 && calculatedPrices.length > 1) cheapest.hasRange = true;
  const units = candidates.flatMap((c) => (c.tiers.length > 0 ? c.tiers : [c.price]).map((s) => calculatePrice(s, c.tax, env.price).unitPrice));
  const range = units.length > 0 ? { from: Math.min(...units), to: Math.max(...units) } : { from: calculatedPrice.unitPrice, to: calculatedPrice.unitPrice };
  return { calculatedPrice, calculatedPrices, calculatedCheapestPrice: cheapest, range };
}

/** Natural-order collators by locale (what localeCompare(b, locale, { numeric: true }) uses, built once). */
const numericCollators = new Map<string, Intl.Collator>();

function numericCollator(locale: string): Intl.Collator {
  let collator = numericCollators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true });
    numericCollators.set(locale, collator);
  }
  return collator;
}

function sortOptions(env: CatalogEnv, group: PropertyGroupRow | undefined, options: OptionRow[]): OptionRow[] {
  const collator = numericCollator(env.locale);
  const byName = (a: OptionRow, b: OptionRow) => collator.compare(env.t(a.name) ?? '', env.t(b.name) ?? '');
  return [...options].sort(group?.sorting_type === 'alphanumeric' || group?.sorting_type === 'name' ? byName : (a, b) => a.position - b.position || byName(a, b));
}

function serializeGroup(env: CatalogEnv, g: PropertyGroupRow): Record<string, unknown> {
  const name = env.t(g.name);
  const description = env.t(g.description);
  return pruneNulls({
    id: g.id,
    name,
    description,
    displayType: g.display_type,
    sortingType: g.sorting_type,
    filterable: !!g.filterable,
    visibleOnProductDetailPage: !!g.visible_on_product_detail_page,
    position: g.position,
    translated: { name, description, position: g.position },
    apiAlias: 'property_group',
  });
}

function serializeOption(env: CatalogEnv, o: OptionRow, extra: Record<string, unknown>, stubGroup = false): Record<string, unknown> {
  const name = env.t(o.name) ?? '';
  return pruneNulls({
    id: o.id,
    groupId: o.group_id,
    name,
    position: o.position,
    colorHexCode: o.color_hex_code,
    translated: { name, position: o.position },
    group: stubGroup ? env.groupStub(o.group_id) : env.group(o.group_id),
    // The schema requires `option` (the option's label, as in Shopware's JSON:API product options).
    option: name,
    ...extra,
    apiAlias: 'property_group_option',
  });
}

/** Options (as PropertyGroupOption JSON with group) sorted by group position, then option order. */
export function serializeOptions(env: CatalogEnv, ids: string[]): Array<Record<string, unknown>> {
  const rows = ids.map((id) => env.snap.options.get(id)).filter((o): o is OptionRow => !!o);
  rows.sort((a, b) => {
    const ga = env.snap.groups.get(a.group_id);
    const gb = env.snap.groups.get(b.group_id);
    return (ga?.position ?? 0) - (gb?.position ?? 0) || a.group_id.localeCompare(b.group_id) || a.position - b.position;
  });
  return rows.map((o) => serializeOption(env, o, {}));
}

/** Property groups with the given options each (detail page sortedProperties, listing filter entities). */
export function groupsWithOptions(env: CatalogEnv, optionIds: Iterable<string>, opts: { onlyVisible?: boolean; onlyFilterable?: boolean } = {}) {
  const byGroup = new Map<string, OptionRow[]>();
  for (const id of new Set(optionIds)) {
    const o = env.snap.options.get(id);
    if (!o) continue;
    const list = byGroup.get(o.group_id) ?? [];
    list.push(o);
    byGroup.set(o.group_id, list);
  }
  const groups = [...byGroup.keys()]
    .map((id) => env.snap.groups.get(id))
    .filter((g): g is PropertyGroupRow => !!g)
    .filter((g) => (!opts.onlyVisible || g.visible_on_product_detail_page) && (!opts.onlyFilterable || g.filterable))
    .sort((a, b) => a.position - b.position || (env.t(a.name) ?? '').localeCompare(env.t(b.name) ?? ''));
  return groups.map(
    (g) =>
      env.group(
        g.id,
        sortOptions(env, g, byGroup.get(g.id)!).map((o) => env.memo('option-in-group', o.id, () => serializeOption(env, o, {}, true))),
      )!,
  );
}

export function serializeManufacturer(env: CatalogEnv, id: string | null): Record<string, unknown> | null {
  if (!id) return null;
  return env.memo('manufacturer', id, () => buildManufacturer(env, id));
}

function buildManufacturer(env: CatalogEnv, id: string): Record<string, unknown> | null {
  const m = env.snap.manufacturers.get(id);
  if (!m) return null;
  const name = env.t(m.name);
  const description = env.t(m.description);
  return pruneNulls({
    id: m.id,
    versionId: m.id,
    mediaId: m.media_id,
    link: m.link,
    name,
    description,
    media: env.media(m.media_id),
    translated: { name, description },
    apiAlias: 'product_manufacturer',
  });
}

function productMedia(env: CatalogEnv, productId: string, pm: ProductMediaRow): Record<string, unknown> | null {
  const media = env.media(pm.media_id);
  if (!media) return null;
  return { id: pm.id, productId, mediaId: pm.media_id, position: pm.position, media, apiAlias: 'product_media' };
}

function coverOf(env: CatalogEnv, p: ResolvedProduct): Record<string, unknown> | null {
  const coverMediaId = p.row.cover_media_id;
  if (coverMediaId) {
    const pm = p.media.find((m) => m.media_id === coverMediaId);
    if (pm) return productMedia(env, p.row.id, pm);
    const media = env.media(coverMediaId);
    if (media) return { id: idFor(`product_media:${p.row.id}:${coverMediaId}`), productId: p.row.id, mediaId: coverMediaId, position: 0, media, apiAlias: 'product_media' };
  }
  const first = p.media[0];
  return first ? productMedia(env, p.row.id, first) : null;
}

function measurements(p: ResolvedProduct) {
  const out: Record<string, { unit: string; value: number }> = {};
  if (p.row.width !== null) out.width = { unit: 'mm', value: p.row.width };
  if (p.row.height !== null) out.height = { unit: 'mm', value: p.row.height };
  if (p.row.length !== null) out.length = { unit: 'mm', value: p.row.length };
  if (p.row.weight !== null) out.weight = { unit: 'kg', value: p.row.weight };
  return out;
}

/** All category ids of the product plus their ancestors (Shopware's categoryTree / categoriesRo). */
export function categoryTreeOf(env: CatalogEnv, p: ResolvedProduct): string[] {
  const tree = env.categories();
  const out = new Set<string>();
  for (const id of p.categoryIds) for (const c of tree.pathTo(id)) out.add(c.id);
  return [...out];
}

export interface ProductSerializeOptions {
  /** Include the active variants as `children` (association `children`). */
  children?: boolean;
  /** Detail page extras: sortedProperties. */
  detail?: boolean;
  /** Include seoUrls even without the header (association `seoUrls`). */
  seoUrls?: boolean;
}

/** One product (parent, variant or simple product) as Shopware's `product` JSON. */
export function serializeProduct(env: CatalogEnv, p: ResolvedProduct, opts: ProductSerializeOptions = {}): Record<string, unknown> {
  const r = p.row;
  const t = (v: Translations | null) => (v ? translate(v, env.locale) : null);
  const name = t(p.tr.name) ?? r.product_number;
  const description = t(p.tr.description);
  const metaTitle = t(p.tr.metaTitle);
  const metaDescription = t(p.tr.metaDescription);
  const keywords = t(p.tr.keywords);
  const packUnit = t(p.tr.packUnit);
  const packUnitPlural = t(p.tr.packUnitPlural);
  const customFields: Record<string, unknown> = { ...p.customFields };
  if (r.packaging !== null) customFields.stallwerk_packaging = r.packaging;
  if (r.bags_per_unit !== null) customFields.stallwerk_bags_per_unit = r.bags_per_unit;

  const prices = env.prices(p);
  const tax = env.tax(p);
  const activeChildren = p.children.filter((c) => c.row.active);
  const minPurchase = r.min_purchase ?? 1;
  const purchaseSteps = r.purchase_steps ?? 1;
  const available = activeChildren.length > 0 && !p.isVariant ? activeChildren.some(isAvailable) : isAvailable(p);
  let max = r.max_purchase ?? env.maxQuantity;
  if (r.is_closeout && r.stock < max) max = r.stock;
  const calculatedMaxPurchase = Math.max(Math.floor((max - minPurchase) / purchaseSteps) * purchaseSteps + minPurchase, 0);

  const deliveryTime = r.delivery_time_id ? env.snap.deliveryTimes.get(r.delivery_time_id) : undefined;
  const unit = r.unit_id ? env.snap.units.get(r.unit_id) : undefined;
  const unitName = unit ? env.t(unit.name) : null;
  const unitShort = unit ? env.t(unit.short_code) : null;
  const cover = coverOf(env, p);
  const media = p.media.map((m) => productMedia(env, r.id, m)).filter((m): m is Record<string, unknown> => !!m);
  const isDownload = !!r.is_download;
  const properties = serializeOptions(env, p.propertyIds);
  const options = serializeOptions(env, p.optionIds);
  const includeSeo = env.includeSeoUrls || opts.seoUrls;

  const product: Record<string, unknown> = {
    id: r.id,
    versionId: r.id,
    parentId: r.parent_id,
    parentVersionId: r.parent_id,
    manufacturerId: r.manufacturer_id,
    productManufacturerVersionId: r.manufacturer_id,
    unitId: r.unit_id,
    taxId: tax.id ?? r.tax_id ?? '',
    coverId: cover ? cover.id : null,
    productMediaVersionId: cover ? cover.id : null,
    deliveryTimeId: r.delivery_time_id,
    cmsPageId: r.cms_page_id,
    productNumber: r.product_number,
    restockTime: r.restock_time,
    active: !!r.active,
    available,
    isCloseout: !!r.is_closeout,
    availableStock: r.stock,
    stock: r.stock,
    displayGroup: r.display_group ?? p.parent?.row.id ?? r.id,
    purchaseSteps,
    maxPurchase: r.max_purchase,
    minPurchase,
    purchaseUnit: r.purchase_unit,
    referenceUnit: r.reference_unit,
    shippingFree: !!r.shipping_free,
    markAsTopseller: !!r.mark_as_topseller,
    weight: r.weight,
    width: r.width,
    height: r.height,
    length: r.length,
    releaseDate: isoDateTime(r.release_date),
    ratingAverage: r.rating_average,
    categoryTree: categoryTreeOf(env, p),
    propertyIds: p.propertyIds,
    optionIds: p.optionIds,
    streamIds: [],
    tagIds: [],
    categoryIds: p.categoryIds,
    childCount: p.isVariant ? 0 : activeChildren.length,
    sales: r.sales,
    metaDescription,
    name,
    keywords,
    description,
    metaTitle,
    packUnit,
    packUnitPlural,
    customFields,
    type: isDownload ? 'digital' : 'physical',
    states: [isDownload ? 'is-download' : 'is-physical'],
    calculatedPrice: prices.calculatedPrice,
    calculatedPrices: prices.calculatedPrices,
    calculatedMaxPurchase,
    calculatedCheapestPrice: prices.calculatedCheapestPrice,
    isNew: false,
    measurements: measurements(p),
    createdAt: isoDateTime(r.created_at),
    translated: { metaDescription, name, keywords, description, metaTitle, packUnit, packUnitPlural, customFields },
    downloads: p.downloads
      .map((d) => {
        const m = env.media(d.media_id);
        return m ? { id: d.id, productId: r.id, mediaId: d.media_id, position: d.position, media: m, accessGranted: false, apiAlias: 'product_download' } : null;
      })
      .filter(Boolean),
    deliveryTime: deliveryTime ? serializeDeliveryTime(deliveryTime, env.locale) : null,
    tax: tax.id ? { id: tax.id, taxRate: tax.taxRate, name: tax.name, apiAlias: 'tax' } : null,
    manufacturer: serializeManufacturer(env, r.manufacturer_id),
    unit: unit ? { id: unit.id, shortCode: unitShort, name: unitName, translated: { shortCode: unitShort, name: unitName }, apiAlias: 'unit' } : null,
    cover,
    media,
    seoUrls: includeSeo ? env.productSeoUrls(p.parent?.row.id && !hasOwnSeo(env, r.id) ? p.parent.row.id : r.id) : undefined,
    options,
    properties,
    seoCategory: env.seoCategory(p),
    variantListingConfig: !p.isVariant && activeChildren.length > 0 ? { displayParent: true, mainVariantId: null, configuratorGroupConfig: null } : null,
    apiAlias: 'product',
  };
  if (opts.detail) product.sortedProperties = sortedProperties(env, p);
  if (opts.children && !p.isVariant) product.children = activeChildren.map((c) => serializeProduct(env, c, { ...opts, children: false, detail: false }));
  return pruneNulls(product);
}

/** Associations a product answer carries only when the criteria ask for them (or on the detail page). */
const ON_REQUEST = ['media', 'properties', 'manufacturer', 'downloads'] as const;

/**
 * The answer view of a cached product JSON: without the associations that were not requested
 * (Shopware loads cover, options, deliveryTime, unit and tax by default, the rest on request).
 */
export function productView(json: Record<string, unknown>, associations: Record<string, unknown>, full = false): Record<string, unknown> {
  if (full) return json;
  const out: Record<string, unknown> = { ...json };
  for (const key of ON_REQUEST) if (!(key in associations)) delete out[key];
  if (Array.isArray(out.children)) {
    const nested = (associations.children as { associations?: Record<string, unknown> } | undefined)?.associations ?? {};
    out.children = (out.children as Array<Record<string, unknown>>).map((c) => productView(c, nested));
  }
  return out;
}

function hasOwnSeo(env: CatalogEnv, id: string): boolean {
  return env.productSeoUrls(id).length > 0;
}

/**
 * Properties visible on the detail page, grouped: PropertyGroup JSON with the product's options
 * of that group. Keyed by group id, because the Store API schema types `sortedProperties` as an
 * object (Shopware itself serializes the collection as a list; Object.values() reads both).
 */
export function sortedProperties(env: CatalogEnv, p: ResolvedProduct): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const g of groupsWithOptions(env, p.propertyIds, { onlyVisible: true })) out[g.id as string] = g;
  return out;
}
