import { isId } from '../../lib/ids';
import { errors, type ShopwareError } from '../errors';
import { isAvailable, type CatalogEnv } from './serialize';
import type { ResolvedProduct } from './snapshot';

/** Product lookups with Shopware's rules for the detail page, the configurator and variant search. */

export const invalidUuid = (value: string, pointer?: string): ShopwareError => errors.invalidUuidValue(value, pointer);

export const productNotFound = (id: string): ShopwareError => errors.productNotFound(id);

/** Lower-cased id or a 400 for something that is not a Shopware id. */
export function requireId(raw: string, pointer?: string): string {
  const id = raw.toLowerCase();
  if (!isId(id)) throw invalidUuid(raw, pointer);
  return id;
}

/** An active product (a variant only when its parent is active too). */
export function findActiveProduct(env: CatalogEnv, id: string): ResolvedProduct | null {
  const p = env.snap.products.get(id);
  if (!p || !p.row.active) return null;
  if (p.parent && !p.parent.row.active) return null;
  return p;
}

/**
 * The product the detail page shows for an id: a parent with variants answers with its best
 * variant (available first, then the lowest price), as ProductDetailRoute::findBestVariant.
 */
export function resolveDetailProduct(env: CatalogEnv, p: ResolvedProduct): ResolvedProduct {
  if (p.isVariant) return p;
  const variants = p.children.filter((c) => c.row.active);
  if (variants.length === 0) return p;
  const price = (v: ResolvedProduct) => env.prices(v).calculatedPrice.unitPrice;
  return [...variants].sort((a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || price(a) - price(b) || a.row.product_number.localeCompare(b.row.product_number))[0];
}

interface Combination {
  options: Set<string>;
  available: boolean;
}

function combinations(parent: ResolvedProduct): Combination[] {
  return parent.children.filter((c) => c.row.active).map((c) => ({ options: new Set(c.optionIds), available: isAvailable(c) }));
}

/**
 * The variant configurator of a product (ProductConfiguratorLoader): the parent's configurator
 * settings as property groups with options, each option flagged `combinable` when an available
 * variant has it together with the other currently selected options. Options no variant has are
 * left out.
 */
export function loadConfigurator(env: CatalogEnv, product: ResolvedProduct): Array<Record<string, unknown>> {
  const parent = product.parent ?? product;
  const settings = parent.configurator;
  if (settings.length === 0) return [];
  const combos = combinations(parent);
  const current = new Map<string, string>();
  for (const id of product.optionIds) {
    const o = env.snap.options.get(id);
    if (o) current.set(o.group_id, id);
  }
  const byGroup = new Map<string, Array<{ optionId: string; settingId: string; position: number }>>();
  for (const s of settings) {
    const o = env.snap.options.get(s.option_id);
    if (!o) continue;
    const list = byGroup.get(o.group_id) ?? [];
    list.push({ optionId: o.id, settingId: s.id, position: s.position });
    byGroup.set(o.group_id, list);
  }
  const groups = [...byGroup.keys()]
    .map((id) => env.snap.groups.get(id))
    .filter((g): g is NonNullable<typeof g> => !!g)
    .sort((a, b) => a.position - b.position || (env.t(a.name) ?? '').localeCompare(env.t(b.name) ?? ''));

  const out: Array<Record<string, unknown>> = [];
  for (const g of groups) {
    const entries = byGroup.get(g.id)!;
    const alpha = g.sorting_type === 'alphanumeric' || g.sorting_type === 'name';
    entries.sort((a, b) => {
      const oa = env.snap.options.get(a.optionId)!;
      const ob = env.snap.options.get(b.optionId)!;
      if (alpha) return (env.t(oa.name) ?? '').localeCompare(env.t(ob.name) ?? '', env.locale, { numeric: true });
      return a.position - b.position || oa.position - ob.position;
    });
    const options: Array<Record<string, unknown>> = [];
    for (const e of entries) {
      const wanted = new Map(current);
      wanted.set(g.id, e.optionId);
      const ids = [...wanted.values()];
      const matching = combos.filter((c) => ids.every((id) => c.options.has(id)));
      let combinable: boolean;
      if (matching.some((c) => c.available)) combinable = true;
      else if (combos.some((c) => c.options.has(e.optionId))) combinable = false;
      else continue;
      const option = env.option(
        e.optionId,
        {
          combinable,
          configuratorSetting: { id: e.settingId, productId: parent.row.id, optionId: e.optionId, position: e.position, apiAlias: 'product_configurator_setting' },
        },
        true,
      );
      if (option) options.push(option);
    }
    if (options.length === 0) continue;
    out.push(env.group(g.id, options)!);
  }
  return out;
}

/**
 * FindProductVariantRoute: the first active variant having all options; when there is none, the
 * options of other groups than the switched one are dropped one by one until a variant matches.
 */
export function findVariant(env: CatalogEnv, parent: ResolvedProduct, optionIds: string[], switchedGroup: string | undefined): { variantId: string; options: string[] } | null {
  const variants = parent.children.filter((c) => c.row.active);
  const search = (ids: string[]) => variants.find((v) => ids.every((id) => v.optionIds.includes(id)));
  const keyed: Array<[string, string]> = optionIds.map((id) => [env.snap.options.get(id)?.group_id ?? id, id]);
  let current = [...keyed];
  let found = search(current.map(([, id]) => id));
  while (!found && current.length > 1) {
    const drop = current.findIndex(([group]) => group !== switchedGroup);
    if (drop < 0) break;
    current = current.filter((_, i) => i !== drop);
    found = search(current.map(([, id]) => id));
  }
  if (!found) return null;
  return { variantId: found.row.id, options: current.map(([, id]) => id) };
}
