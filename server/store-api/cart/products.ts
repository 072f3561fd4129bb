import type { Db } from '../../db/connection';
import { translate } from '../../lib/i18n';
import type { StoredPrice, StoredTierPrice } from '../../pricing';

/**
 * The facts the cart needs about a product, with Shopware's variant inheritance resolved
 * (a variant's NULL columns come from its parent).
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

interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: number;
  name: string | null;
  custom_fields: string | null;
  manufacturer_id: string | null;
  tax_id: string | null;
  delivery_time_id: string | null;
  unit_id: string | null;
  cover_media_id: string | null;
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
  created_at: string;
}

const pick = <T>(own: T | null | undefined, parent: T | null | undefined): T | null => (own ?? parent ?? null) as T | null;

function parseJson(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Loads the given products (ids that do not exist are missing from the map). */
export function loadCartProducts(db: Db, ids: string[], locale: string): Map<string, CartProduct> {
  const out = new Map<string, CartProduct>();
  if (ids.length === 0) return out;
  const byId = db.prepare('SELECT * FROM product WHERE id = ?');
  const tierStmt = db.prepare('SELECT quantity_start, quantity_end, price_gross, price_net FROM product_price WHERE product_id = ? ORDER BY quantity_start');
  const childCount = db.prepare('SELECT COUNT(*) AS n FROM product WHERE parent_id = ?');
  const taxStmt = db.prepare('SELECT tax_rate, name FROM tax WHERE id = ?');
  const dtStmt = db.prepare('SELECT * FROM delivery_time WHERE id = ?');
  const unitStmt = db.prepare('SELECT name FROM unit WHERE id = ?');
  const optionStmt = db.prepare(
    `SELECT o.id AS option_id, o.name AS option_name, g.id AS group_id, g.name AS group_name FROM product_option po
     JOIN property_group_option o ON o.id = po.option_id JOIN property_group g ON g.id = o.group_id
     WHERE po.product_id = ? ORDER BY g.position, o.position`,
  );
  const propertyStmt = db.prepare('SELECT option_id FROM product_property WHERE product_id = ?');
  const categoryStmt = db.prepare('SELECT category_id FROM product_category WHERE product_id = ?');

  for (const id of new Set(ids)) {
    const row = byId.get(id) as ProductRow | undefined;
    if (!row) continue;
    const parent = row.parent_id ? (byId.get(row.parent_id) as ProductRow | undefined) : undefined;
    const taxId = pick(row.tax_id, parent?.tax_id);
    const tax = taxId ? (taxStmt.get(taxId) as { tax_rate: number; name: string } | undefined) : undefined;
    let tierRows = tierStmt.all(row.id) as Array<{ quantity_start: number; quantity_end: number | null; price_gross: number; price_net: number }>;
    if (tierRows.length === 0 && parent) tierRows = tierStmt.all(parent.id) as typeof tierRows;
    const dtId = pick(row.delivery_time_id, parent?.delivery_time_id);
    const dt = dtId ? (dtStmt.get(dtId) as { id: string; name: string; min: number; max: number; unit: string } | undefined) : undefined;
    const unitId = pick(row.unit_id, parent?.unit_id);
    const unit = unitId ? (unitStmt.get(unitId) as { name: string } | undefined) : undefined;
    const options = optionStmt.all(row.id) as Array<{ option_id: string; option_name: string; group_id: string; group_name: string }>;
    let categoryIds = (categoryStmt.all(row.id) as Array<{ category_id: string }>).map((r) => r.category_id);
    if (categoryIds.length === 0 && parent) categoryIds = (categoryStmt.all(parent.id) as Array<{ category_id: string }>).map((r) => r.category_id);
    let propertyIds = (propertyStmt.all(row.id) as Array<{ option_id: string }>).map((r) => r.option_id);
    if (propertyIds.length === 0 && parent) propertyIds = (propertyStmt.all(parent.id) as Array<{ option_id: string }>).map((r) => r.option_id);
    const gross = pick(row.price_gross, parent?.price_gross);
    const net = pick(row.price_net, parent?.price_net);
    const active = !!row.active && (!parent || !!parent.active);
    out.set(id, {
      id: row.id,
      parentId: row.parent_id,
      productNumber: row.product_number,
      active: active && gross !== null && net !== null && !!tax,
      hasVariants: (childCount.get(row.id) as { n: number }).n > 0,
      name: translate(pick(row.name, parent?.name), locale) ?? row.product_number,
      taxId: taxId ?? '',
      taxRate: tax?.tax_rate ?? 0,
      taxName: tax?.name ?? '',
      price: {
        gross: gross ?? 0,
        net: net ?? 0,
        listGross: pick(row.list_price_gross, parent?.list_price_gross),
        listNet: pick(row.list_price_net, parent?.list_price_net),
      },
      tiers: tierRows.map((t) => ({ quantityStart: t.quantity_start, quantityEnd: t.quantity_end, gross: t.price_gross, net: t.price_net })),
      stock: row.stock,
      isCloseout: !!pick(row.is_closeout, parent?.is_closeout),
      minPurchase: Math.max(1, pick(row.min_purchase, parent?.min_purchase) ?? 1),
      purchaseSteps: Math.max(1, pick(row.purchase_steps, parent?.purchase_steps) ?? 1),
      maxPurchase: pick(row.max_purchase, parent?.max_purchase),
      shippingFree: !!pick(row.shipping_free, parent?.shipping_free),
      isDownload: !!pick(row.is_download, parent?.is_download),
      weight: pick(row.weight, parent?.weight) ?? 0,
      width: pick(row.width, parent?.width),
      height: pick(row.height, parent?.height),
      length: pick(row.length, parent?.length),
      packaging: pick(row.packaging, parent?.packaging),
      bagsPerUnit: pick(row.bags_per_unit, parent?.bags_per_unit),
      restockTime: pick(row.restock_time, parent?.restock_time),
      deliveryTime: dt ? { id: dt.id, name: translate(dt.name, locale) ?? '', min: dt.min, max: dt.max, unit: dt.unit } : null,
      coverMediaId: pick(row.cover_media_id, parent?.cover_media_id),
      options: options.map((o) => ({
        id: o.option_id,
        groupId: o.group_id,
        group: translate(o.group_name, locale) ?? '',
        option: translate(o.option_name, locale) ?? '',
      })),
      optionIds: options.map((o) => o.option_id),
      propertyIds,
      categoryIds,
      manufacturerId: pick(row.manufacturer_id, parent?.manufacturer_id),
      markAsTopseller: !!pick(row.mark_as_topseller, parent?.mark_as_topseller),
      releaseDate: pick(row.release_date, parent?.release_date),
      createdAt: row.created_at,
      purchaseUnit: pick(row.purchase_unit, parent?.purchase_unit),
      referenceUnit: pick(row.reference_unit, parent?.reference_unit),
      unitName: unit ? translate(unit.name, locale) : null,
      customFields: parseJson(pick(row.custom_fields, parent?.custom_fields)),
    });
  }
  return out;
}

/** Category ids including every ancestor, so a promotion on "Einstreu" matches its subcategories. */
export function categoryAncestry(db: Db, categoryIds: string[]): Set<string> {
  const parentOf = db.prepare('SELECT parent_id FROM category WHERE id = ?');
  const out = new Set<string>();
  for (const start of categoryIds) {
    let id: string | null = start;
    let guard = 0;
    while (id && !out.has(id) && guard++ < 20) {
      out.add(id);
      id = (parentOf.get(id) as { parent_id: string | null } | undefined)?.parent_id ?? null;
    }
  }
  return out;
}
