import type { ConfiguratorGroup, Measurements, ProductDetail, PropertyView } from '../types';
import { mapImage } from './media';
import { mapProductSummary, productName } from './product';
import { asLoose, num, str, translated, type Product, type PropertyGroup, type PropertyGroupOption } from './schemas';

const optionName = (o: PropertyGroupOption): string => translated(o, 'name') ?? '';
const groupName = (g: PropertyGroup | undefined): string => translated(g, 'name') ?? '';

/** Groups the product's properties by property group, in the groups' positions. */
export function mapProperties(options: PropertyGroupOption[] | undefined): PropertyView[] {
  const groups = new Map<string, PropertyView & { position: number }>();
  for (const o of options ?? []) {
    const g = o.group;
    const key = o.groupId ?? g?.id ?? 'other';
    if (g && asLoose(g).visibleOnProductDetailPage === false) continue;
    const entry = groups.get(key) ?? { id: key, name: groupName(g), options: [], position: num(g?.position) ?? 0 };
    entry.options.push({ id: o.id, name: optionName(o), colorHex: str(o.colorHexCode) });
    groups.set(key, entry);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position).map(({ position: _p, ...v }) => v);
}

export function mapConfigurator(groups: PropertyGroup[] | undefined): ConfiguratorGroup[] {
  return (groups ?? []).map((g) => ({
    id: g.id,
    name: groupName(g),
    displayType: (['color', 'media', 'select'].includes(g.displayType ?? '') ? g.displayType : 'text') as ConfiguratorGroup['displayType'],
    options: (g.options ?? []).map((o) => ({
      id: o.id,
      name: optionName(o),
      colorHex: str(o.colorHexCode),
      image: mapImage(o.media),
    })),
  }));
}

/** Dimensions (mm), weight (kg) and the bedding packaging facts from custom fields. */
export function mapMeasurements(p: Product): Measurements {
  const custom = asLoose(p.customFields);
  const m = asLoose(p.measurements);
  const value = (key: string) => num(asLoose(m[key]).value);
  return {
    length: num(p.length) ?? value('length'),
    width: num(p.width) ?? value('width'),
    height: num(p.height) ?? value('height'),
    weight: num(p.weight) ?? value('weight'),
    packaging: str(custom.stallwerk_packaging) ?? translated(p, 'packUnit'),
    bagsPerUnit: num(custom.stallwerk_bags_per_unit),
    bagsPerPallet: num(custom.stallwerk_bags_per_pallet),
  };
}

/** Maps the product page's product (with media, properties, configurator) to ProductDetail. */
export function mapProductDetail(p: Product, configurator: PropertyGroup[] | undefined, languageId?: string): ProductDetail {
  const summary = mapProductSummary(p, languageId);
  const name = productName(p);
  const media = [...(p.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => mapImage(m.media, name))
    .filter((m): m is NonNullable<typeof m> => Boolean(m));
  if (media.length === 0 && summary.image) media.push(summary.image);
  const delivery = p.deliveryTime;
  return {
    ...summary,
    hasVariants: false,
    description: translated(p, 'description'),
    media,
    tiers: (p.calculatedPrices ?? []).map((t) => ({ quantity: t.quantity, unitPrice: t.unitPrice })),
    properties: mapProperties(p.properties),
    manufacturer: p.manufacturer
      ? {
          id: p.manufacturer.id,
          name: translated(p.manufacturer, 'name') ?? '',
          link: str(p.manufacturer.link),
          image: mapImage(p.manufacturer.media),
        }
      : undefined,
    delivery: delivery ? { name: translated(delivery, 'name') ?? '', min: num(delivery.min), max: num(delivery.max), unit: str(delivery.unit) } : undefined,
    stock: num(p.availableStock) ?? num(p.stock),
    restockDays: num(p.restockTime),
    measurements: mapMeasurements(p),
    downloads: (p.downloads ?? []).map((d) => ({
      id: d.id,
      fileName: str(d.media?.fileName) ?? '',
      extension: str(d.media?.fileExtension) ?? '',
    })),
    unitName: translated(p.unit, 'name'),
    purchaseUnit: num(p.purchaseUnit),
    metaTitle: translated(p, 'metaTitle'),
    metaDescription: translated(p, 'metaDescription'),
    configurator: mapConfigurator(configurator),
    selectedOptionIds: p.optionIds ?? (p.options ?? []).map((o) => o.id),
    categoryIds: p.categoryIds ?? [],
  };
}
