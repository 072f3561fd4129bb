import type { Db } from '../../db/connection';
import { translate } from '../../lib/i18n';
import type { StoredPrice, StoredTierPrice } from '../../pricing';
import { loadCatalogue, type CatalogueSnapshot, type OptionRow, type PropertyGroupRow, type ResolvedProduct } from '../catalog/public';
import { categoryParentLookup } from './promotionRepository';

/**
 * The facts the cart needs about a product, with Shopware's variant inheritance resolved by the
 * catalogue snapshot (a variant's NULL columns come from its parent).
 */
export interface CartProduct {
  id: string;
  parentId: string | null;
  productNumber: string;
  active: boolean;
  /** Has variants: a parent container is not buyable itself. */
  hasVariants: boolean;
  name: string;
  taxId: string;
  taxRate: number;
  taxName: string;
  price: StoredPrice;
  tiers: StoredTierPrice[];
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  shippingFree: boolean;
  isDownload: boolean;
  /** kg per selling unit */
  weight: number;
  width: number | null;
  height: number | null;
  length: number | null;
  /** bag, half_pallet, pallet, roll, piece, download */
  packaging: string | null;
  /** bedding: bags in one selling unit (1, 20, 65) */
  bagsPerUnit: number | null;
  restockTime: number | null;
  deliveryTime: { id: string; name: string; min: number; max: number; unit: string } | null;
  coverMediaId: string | null;
  options: Array<{ id: string; groupId: string; group: string; option: string }>;
  optionIds: string[];
  propertyIds: string[];
  categoryIds: string[];
  manufacturerId: string | null;
  markAsTopseller: boolean;
  releaseDate: string | null;
  createdAt: string;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitName: string | null;
  customFields: Record<string, unknown> | null;
}

/**
 * Builds the cart's products from the catalogue snapshot (catalog/snapshot.ts), so cart and
 * catalogue share one product model and one variant inheritance. Ids that do not exist are
 * missing from the map.
 */
export function loadCartProducts(db: Db, ids: string[], locale: string): Map<string, CartProduct> {
  const out = new Map<string, CartProduct>();
  if (ids.length === 0) return out;
  const catalogue = loadCatalogue(db);
  for (const id of new Set(ids)) {
    const product = catalogue.products.get(id);
    if (product) out.set(id, cartProduct(catalogue, product, locale));
  }
  return out;
}

/** The cart's view of a resolved catalogue product (inheritance already applied by the snapshot). */
export function cartProduct(catalogue: CatalogueSnapshot, product: ResolvedProduct, locale: string): CartProduct {
  const row = product.row;
  const parentRow = product.parent?.row;
  const tax = row.tax_id ? catalogue.taxes.get(row.tax_id) : undefined;
  const dt = row.delivery_time_id ? catalogue.deliveryTimes.get(row.delivery_time_id) : undefined;
  const unit = row.unit_id ? catalogue.units.get(row.unit_id) : undefined;
  const options = product.optionIds
    .map((optionId) => catalogue.options.get(optionId))
    .filter((o): o is OptionRow => !!o)
    .map((o) => ({ option: o, group: catalogue.groups.get(o.group_id) }))
    .filter((o): o is { option: OptionRow; group: PropertyGroupRow } => !!o.group)
    // Like the configurator: by group position, then option position.
    .sort((a, b) => a.group.position - b.group.position || a.option.position - b.option.position);
  const gross = row.price_gross;
  const net = row.price_net;
  const active = !!row.active && (!parentRow || !!parentRow.active);
  return {
    id: row.id,
    parentId: row.parent_id,
    productNumber: row.product_number,
    active: active && gross !== null && net !== null && !!tax,
    hasVariants: product.children.length > 0,
    name: translate(product.tr.name, locale) ?? row.product_number,
    taxId: row.tax_id ?? '',
    taxRate: tax?.tax_rate ?? 0,
    taxName: tax?.name ?? '',
    price: { gross: gross ?? 0, net: net ?? 0, listGross: row.list_price_gross, listNet: row.list_price_net },
    tiers: product.tiers.map((t) => ({ quantityStart: t.quantity_start, quantityEnd: t.quantity_end, gross: t.price_gross, net: t.price_net })),
    stock: row.stock,
    isCloseout: !!row.is_closeout,
    minPurchase: Math.max(1, row.min_purchase ?? 1),
    purchaseSteps: Math.max(1, row.purchase_steps ?? 1),
    maxPurchase: row.max_purchase,
    shippingFree: !!row.shipping_free,
    isDownload: !!row.is_download,
    weight: row.weight ?? 0,
    width: row.width,
    height: row.height,
    length: row.length,
    packaging: row.packaging,
    bagsPerUnit: row.bags_per_unit,
    restockTime: row.restock_time,
    deliveryTime: dt ? { id: dt.id, name: translate(dt.name, locale) ?? '', min: dt.min, max: dt.max, unit: dt.unit } : null,
    coverMediaId: row.cover_media_id,
    options: options.map(({ option, group }) => ({
      id: option.id,
      groupId: group.id,
      group: translate(group.name, locale) ?? '',
      option: translate(option.name, locale) ?? '',
    })),
    optionIds: options.map(({ option }) => option.id),
    propertyIds: product.propertyIds,
    categoryIds: product.categoryIds,
    manufacturerId: row.manufacturer_id,
    markAsTopseller: !!row.mark_as_topseller,
    releaseDate: row.release_date,
    createdAt: row.created_at,
    purchaseUnit: row.purchase_unit,
    referenceUnit: row.reference_unit,
    unitName: unit ? translate(unit.name, locale) : null,
    // The catalogue's custom fields (a variant's own over its parent's); none: null, as before.
    customFields: Object.keys(product.customFields).length > 0 ? product.customFields : null,
  };
}

/** Category ids including every ancestor, so a promotion on "Einstreu" matches its subcategories. */
export function categoryAncestry(db: Db, categoryIds: string[]): Set<string> {
  const parentOf = categoryParentLookup(db);
  const out = new Set<string>();
  for (const start of categoryIds) {
    let id: string | null = start;
    let guard = 0;
    while (id && !out.has(id) && guard++ < 20) {
      out.add(id);
      id = parentOf(id) ?? null;
    }
  }
  return out;
}
