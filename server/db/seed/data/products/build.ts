/** Turns the family data lists into normalised product definitions and those into rows. */
import { idFor } from '../../../../lib/ids';
import type { SeedContext } from '../../context';
import { bagPackshot, bucketPackshot, materialCloseup, matCloseup, matPackshot, scene, toolPackshot, type Material, type MatPattern } from '../../illustrations';
import type { MediaRegistry } from '../../images';
import { segmentFor, type SeoUrls } from '../../seo';
import { LOCALES, tr, type Tr } from '../../types';
import { net, round2, shopPrice, slugify } from '../../util';
import { deliveryTimeId, taxId, TAXES, unitId, type DeliveryTimeKey, type TaxKey, type UnitKey } from '../basics';
import { categoryId } from '../categories';
import { manufacturerDef, manufacturerId } from '../manufacturers';
import { optionId, optionName, PROPERTY_GROUPS } from '../properties';
import { facts, familyText } from './texts';
import type { AccessoryItem, BeddingItem, FeedItem, MatItem, Option, Packaging, ProductCopy, Tier } from './types';

export interface VariantDef {
  number: string;
  options: Option[];
  price: number;
  listPrice?: number;
  stock: number;
  weight: number;
  packaging?: Packaging;
  bagsPerUnit?: number;
  purchaseUnit?: number;
  dims?: [number, number, number];
  deliveryTime?: DeliveryTimeKey;
  packUnit?: Tr;
  tiers?: Tier[];
  sales: number;
}

export interface ProductDef {
  number: string;
  category: string;
  name: Tr;
  description: Tr;
  metaDescription: Tr;
  manufacturer: string;
  tax: TaxKey;
  deliveryTime: DeliveryTimeKey | null;
  unit: UnitKey;
  purchaseUnit: number;
  referenceUnit: number;
  packUnit: Tr | null;
  packUnitPlural: Tr | null;
  price: number;
  listPrice?: number;
  weight: number;
  dims: [number, number, number];
  packaging: Packaging;
  bagsPerUnit: number | null;
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  shippingFree: boolean;
  topseller: boolean;
  isDownload: boolean;
  releaseDate: string;
  sales: number;
  properties: Option[];
  images: string[];
  variants: VariantDef[];
  tiers?: Tier[];
}

export const productId = (number: string): string => idFor(`product:${number}`);

/** A tier price rounded to a price ending in 9 cents (12.513 -> 12.49). */
function tierPrice(value: number): number {
  return round2(Math.floor(value * 10) / 10 - 0.01);
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Description HTML: intro paragraph, family paragraph and a bullet list of properties and facts. */
export function describe(copy: ProductCopy, family: Tr): Tr {
  const groups = new Map<string, string[]>();
  for (const [group, option] of copy.properties) groups.set(group, [...(groups.get(group) ?? []), option]);
  const out = {} as Tr;
  for (const l of LOCALES) {
    const items: string[] = [];
    for (const [group, options] of groups) {
      const g = PROPERTY_GROUPS.find((x) => x.key === group);
      if (!g) throw new Error(`Unknown property group ${group}`);
      const sep = l === 'ar-AE' ? '، ' : ', ';
      items.push(`<strong>${escapeHtml(g.name[l])}:</strong> ${escapeHtml(options.map((o) => optionName(group, o)[l]).join(sep))}`);
    }
    for (const f of copy.facts ?? []) items.push(escapeHtml(f[l]));
    out[l] = `<p>${escapeHtml(copy.intro[l])}</p><p>${escapeHtml(family[l])}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  }
  return out;
}

function metaDescription(copy: ProductCopy): Tr {
  const cut = (s: string) => (s.length <= 155 ? s : `${s.slice(0, s.lastIndexOf(' ', 152))} …`);
  return tr(cut(copy.intro['de-DE']), cut(copy.intro['en-GB']), cut(copy.intro['fr-FR']), cut(copy.intro['ar-AE']));
}

/** Descriptive file name of a packshot: "miscanthus-einstreu-premium". */
function imageSlug(name: Tr): string {
  return slugify(name['de-DE']).toLowerCase();
}

const alt = (name: Tr, suffix: Tr): Tr => tr(`${name['de-DE']} – ${suffix['de-DE']}`, `${name['en-GB']} – ${suffix['en-GB']}`, `${name['fr-FR']} – ${suffix['fr-FR']}`, `${name['ar-AE']} – ${suffix['ar-AE']}`);
const PACKSHOT = tr('Produktbild', 'product photo', 'photo du produit', 'صورة المنتج');

const MATERIAL_ALT: Record<Material, Tr> = {
  miscanthus: tr('Miscanthus-Häcksel in Nahaufnahme', 'Miscanthus chips close-up', 'Copeaux de miscanthus en gros plan', 'نشارة الميسكانثوس عن قرب'),
  'straw-pellets': tr('Strohpellets in Nahaufnahme', 'Straw pellets close-up', 'Granulés de paille en gros plan', 'كريات القش عن قرب'),
  'straw-granulate': tr('Strohgranulat in Nahaufnahme', 'Straw granulate close-up', 'Paille granulée en gros plan', 'حبيبات القش عن قرب'),
  mineral: tr('Mineralfutter-Pellets in Nahaufnahme', 'Mineral feed pellets close-up', 'Granulés minéraux en gros plan', 'كريات العلف المعدني عن قرب'),
  muesli: tr('Pferdemüsli in Nahaufnahme', 'Horse muesli close-up', 'Muesli pour chevaux en gros plan', 'موسلي الخيول عن قرب'),
  treats: tr('Leckerlis in Nahaufnahme', 'Treats close-up', 'Friandises en gros plan', 'المكافآت عن قرب'),
  hay: tr('Heu in Nahaufnahme', 'Hay close-up', 'Foin en gros plan', 'التبن عن قرب'),
};

function closeupImage(media: MediaRegistry, material: Material): string {
  return media.image({ folder: 'product', name: `closeup-${material}`, width: 1200, height: 1200, svg: () => materialCloseup(material, material), alt: MATERIAL_ALT[material] });
}

function stableImage(media: MediaRegistry): string {
  return media.image({
    folder: 'product',
    name: 'scene-stable-box',
    width: 1200,
    height: 1200,
    svg: () => scene('stable', 'product-stable', { width: 1200, height: 1200 }),
    alt: tr('Eingestreute Pferdebox', 'Bedded loose box', 'Box paillé', 'حظيرة مفروشة'),
  });
}

function paddockImage(media: MediaRegistry): string {
  return media.image({
    folder: 'product',
    name: 'scene-paddock',
    width: 1200,
    height: 1200,
    svg: () => scene('paddock', 'product-paddock', { width: 1200, height: 1200, horses: 1 }),
    alt: tr('Befestigter Paddock', 'Reinforced paddock', 'Paddock stabilisé', 'ساحة حركة مثبتة'),
  });
}

function barnImage(media: MediaRegistry): string {
  return media.image({
    folder: 'product',
    name: 'scene-yard',
    width: 1200,
    height: 1200,
    svg: () => scene('barn', 'product-yard', { width: 1200, height: 1200, horses: 1 }),
    alt: tr('Pferdehof mit Stall', 'Horse yard with barn', 'Cour d’écurie', 'فناء إسطبل الخيل'),
  });
}

function matCloseupImage(media: MediaRegistry, pattern: MatPattern, colour: string): string {
  return media.image({
    folder: 'product',
    name: `closeup-mat-${pattern}`,
    width: 1200,
    height: 1200,
    svg: () => matCloseup({ colour, pattern }),
    alt: tr('Oberfläche der Matte in Nahaufnahme', 'Mat surface close-up', 'Surface du tapis en gros plan', 'سطح الحصيرة عن قرب'),
  });
}

const PACK_UNITS: Record<'bag' | 'half_pallet' | 'pallet', [Tr, Tr]> = {
  bag: [tr('Sack', 'Bag', 'Sac', 'كيس'), tr('Säcke', 'Bags', 'Sacs', 'أكياس')],
  half_pallet: [tr('Halbe Palette', 'Half pallet', 'Demi-palette', 'نصف منصة'), tr('Halbe Paletten', 'Half pallets', 'Demi-palettes', 'أنصاف منصات')],
  pallet: [tr('Palette', 'Pallet', 'Palette', 'منصة'), tr('Paletten', 'Pallets', 'Palettes', 'منصات')],
};
const PIECE: [Tr, Tr] = [tr('Stück', 'Piece', 'Pièce', 'قطعة'), tr('Stück', 'Pieces', 'Pièces', 'قطع')];

// ---------------------------------------------------------------------------------------------

export function beddingProduct(item: BeddingItem, media: MediaRegistry): ProductDef {
  const brand = manufacturerDef(item.manufacturer);
  const bagWeight = round2(item.bagKg + 0.2);
  const half = shopPrice(item.bagPrice * 20 * 0.92);
  const pallet = shopPrice(item.bagPrice * 65 * 0.85);
  const packshot = media.image({
    folder: 'product',
    name: imageSlug(item.name),
    width: 1200,
    height: 1200,
    svg: () => bagPackshot({ brand: brand.name, colour: brand.colour, amount: `${item.bagKg} kg`, material: item.material }, item.number),
    alt: alt(item.name, PACKSHOT),
  });
  const images = [packshot, closeupImage(media, item.material)];
  if (item.topseller || item.number.endsWith('0')) images.push(stableImage(media));
  const v = (suffix: number) => `${item.number}.${suffix}`;
  const variants: VariantDef[] = [
    {
      number: v(1), options: [['packaging', 'bag']], price: item.bagPrice, listPrice: item.listPrice, stock: item.stock.bag,
      weight: bagWeight, packaging: 'bag', bagsPerUnit: 1, purchaseUnit: item.bagKg, dims: [400, 150, 700], deliveryTime: '2-5-days',
      packUnit: PACK_UNITS.bag[0], sales: Math.round(item.sales * 0.55),
      tiers: [
        [1, 9, item.bagPrice],
        [10, 19, tierPrice(item.bagPrice * 0.97)],
        [20, null, tierPrice(item.bagPrice * 0.94)],
      ],
    },
    {
      number: v(2), options: [['packaging', 'half-pallet']], price: half, stock: item.stock.halfPallet,
      weight: round2(bagWeight * 20 + 12), packaging: 'half_pallet', bagsPerUnit: 20, purchaseUnit: item.bagKg * 20, dims: [800, 1100, 600],
      deliveryTime: '5-10-days', packUnit: PACK_UNITS.half_pallet[0], sales: Math.round(item.sales * 0.3),
    },
    {
      number: v(3), options: [['packaging', 'pallet']], price: pallet, stock: item.stock.pallet,
      weight: round2(bagWeight * 65 + 25), packaging: 'pallet', bagsPerUnit: 65, purchaseUnit: item.bagKg * 65, dims: [1200, 1900, 800],
      deliveryTime: '5-10-days', packUnit: PACK_UNITS.pallet[0], sales: Math.round(item.sales * 0.15),
    },
  ];
  return {
    number: item.number,
    category: item.category,
    name: item.name,
    description: describe({ ...item, facts: [facts.bagContent(item.bagKg), facts.pallets(), ...(item.facts ?? [])] }, familyText[item.material]),
    metaDescription: metaDescription(item),
    manufacturer: item.manufacturer,
    tax: 'standard',
    deliveryTime: '2-5-days',
    unit: 'kg',
    purchaseUnit: item.bagKg,
    referenceUnit: 1,
    packUnit: PACK_UNITS.bag[0],
    packUnitPlural: PACK_UNITS.bag[1],
    price: item.bagPrice,
    listPrice: item.listPrice,
    weight: bagWeight,
    dims: [400, 150, 700],
    packaging: 'bag',
    bagsPerUnit: 1,
    stock: item.stock.bag + item.stock.halfPallet + item.stock.pallet,
    isCloseout: false,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    shippingFree: item.shippingFree ?? false,
    topseller: item.topseller ?? false,
    isDownload: false,
    releaseDate: item.releaseDate,
    sales: variants.reduce((s, x) => s + x.sales, 0),
    properties: item.properties,
    images,
    variants,
  };
}

function thicknessLabel(item: MatItem): string {
  const values = [...new Set(item.variants.map((v) => Number(v.thickness)))].sort((a, b) => a - b);
  return values.length > 1 ? `${values[0]}–${values[values.length - 1]} mm` : `${values[0]} mm`;
}

export function matProduct(item: MatItem, media: MediaRegistry): ProductDef {
  const thickest = item.variants.reduce((a, b) => (Number(b.thickness) > Number(a.thickness) ? b : a));
  const packshot = media.image({
    folder: 'product',
    name: imageSlug(item.name),
    width: 1200,
    height: 1200,
    svg: () => matPackshot({ colour: item.colour, pattern: item.pattern, thicknessMm: Number(thickest.thickness), label: thicknessLabel(item) }),
    alt: alt(item.name, PACKSHOT),
  });
  const images = [packshot, matCloseupImage(media, item.pattern, item.colour), item.category === 'mats-stable' ? stableImage(media) : paddockImage(media)];
  const variants: VariantDef[] = item.variants.map((mv, i) => {
    const [w, l] = mv.size.split('x').map(Number);
    const area = round2((w * l) / 10000);
    const options: Option[] = [['size', mv.size], ['thickness', mv.thickness]];
    return {
      number: `${item.number}.${i + 1}`,
      options,
      price: mv.price,
      listPrice: mv.listPrice,
      stock: mv.stock,
      weight: round2(area * Number(mv.thickness) * item.kgPerM2mm),
      packaging: 'piece',
      purchaseUnit: area,
      dims: [w * 10, Number(mv.thickness), l * 10],
      deliveryTime: area * Number(mv.thickness) * item.kgPerM2mm > 31.5 ? '5-10-days' : undefined,
      sales: Math.round(item.sales / item.variants.length) + i * 3,
      tiers: item.tiers ? [[1, 4, mv.price], [5, null, tierPrice(mv.price * 0.93)]] : undefined,
    };
  });
  const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    number: item.number,
    category: item.category,
    name: item.name,
    description: describe({ ...item, facts: [...(item.facts ?? []), facts.edges()] }, item.category === 'mats-paddock' ? familyText.paddock : familyText.mats),
    metaDescription: metaDescription(item),
    manufacturer: item.manufacturer,
    tax: 'standard',
    deliveryTime: '2-5-days',
    unit: 'm2',
    purchaseUnit: cheapest.purchaseUnit ?? 1,
    referenceUnit: 1,
    packUnit: PIECE[0],
    packUnitPlural: PIECE[1],
    price: cheapest.price,
    listPrice: item.listPrice,
    weight: cheapest.weight,
    dims: cheapest.dims ?? [1000, 18, 1500],
    packaging: 'piece',
    bagsPerUnit: null,
    stock: variants.reduce((s, x) => s + x.stock, 0),
    isCloseout: false,
    minPurchase: item.minPurchase ?? 1,
    purchaseSteps: item.purchaseSteps ?? 1,
    maxPurchase: item.maxPurchase ?? null,
    shippingFree: item.shippingFree ?? false,
    topseller: item.topseller ?? false,
    isDownload: false,
    releaseDate: item.releaseDate,
    sales: variants.reduce((s, x) => s + x.sales, 0),
    properties: item.properties,
    images,
    variants,
  };
}

export function feedProduct(item: FeedItem, media: MediaRegistry): ProductDef {
  const brand = manufacturerDef(item.manufacturer);
  const label = { brand: brand.name, colour: item.colour, amount: item.packs.map((p) => `${p.kg}`).join('/') + ' kg', material: item.material };
  const packshot = media.image({
    folder: 'product',
    name: imageSlug(item.name),
    width: 1200,
    height: 1200,
    svg: () => (item.container === 'bucket' ? bucketPackshot(label, item.number) : bagPackshot(label, item.number)),
    alt: alt(item.name, PACKSHOT),
  });
  const images = [packshot, closeupImage(media, item.material)];
  const first = item.packs[0];
  const packDims = (kg: number): [number, number, number] => (item.container === 'bucket' ? [300, 320, 300] : [kg > 10 ? 450 : 300, 120, kg > 10 ? 750 : 450]);
  const tiers = (price: number): Tier[] | undefined => (item.tiers ? [[1, 4, price], [5, null, tierPrice(price * 0.95)]] : undefined);
  const variants: VariantDef[] = item.packs.length < 2
    ? []
    : item.packs.map((p, i) => ({
        number: `${item.number}.${i + 1}`,
        options: [['pack-size', String(p.kg)]],
        price: p.price,
        listPrice: p.listPrice,
        stock: p.stock,
        weight: round2(p.kg * 1.02),
        purchaseUnit: p.kg,
        dims: packDims(p.kg),
        sales: Math.round(item.sales / item.packs.length) + i * 5,
        tiers: tiers(p.price),
      }));
  return {
    number: item.number,
    category: item.category,
    name: item.name,
    description: describe({ ...item, facts: [...(item.packs.length === 1 ? [facts.packContent(first.kg)] : []), ...(item.facts ?? [])] }, familyText.feed),
    metaDescription: metaDescription(item),
    manufacturer: item.manufacturer,
    tax: 'reduced',
    deliveryTime: '1-3-days',
    unit: 'kg',
    purchaseUnit: first.kg,
    referenceUnit: 1,
    packUnit: item.container === 'bucket' ? tr('Eimer', 'Bucket', 'Seau', 'دلو') : tr('Sack', 'Bag', 'Sac', 'كيس'),
    packUnitPlural: item.container === 'bucket' ? tr('Eimer', 'Buckets', 'Seaux', 'دلاء') : tr('Säcke', 'Bags', 'Sacs', 'أكياس'),
    price: first.price,
    listPrice: item.packs.length === 1 ? first.listPrice : undefined,
    weight: round2(first.kg * 1.02),
    dims: packDims(first.kg),
    packaging: 'piece',
    bagsPerUnit: null,
    stock: item.packs.reduce((s, p) => s + p.stock, 0),
    isCloseout: item.isCloseout ?? false,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: item.maxPurchase ?? null,
    shippingFree: item.shippingFree ?? false,
    topseller: item.topseller ?? false,
    isDownload: false,
    releaseDate: item.releaseDate,
    sales: item.sales,
    properties: item.properties,
    images,
    variants,
    tiers: item.packs.length === 1 ? tiers(first.price) : undefined,
  };
}

export function accessoryProduct(item: AccessoryItem, media: MediaRegistry): ProductDef {
  const packshot = media.image({
    folder: 'product',
    name: imageSlug(item.name),
    width: 1200,
    height: 1200,
    svg: () => toolPackshot(item.tool, item.colour),
    alt: alt(item.name, PACKSHOT),
  });
  const images = item.download ? [packshot, closeupImage(media, 'straw-pellets')] : [packshot, barnImage(media)];
  return {
    number: item.number,
    category: item.category,
    name: item.name,
    description: describe(item, item.download ? familyText.download : familyText.accessories),
    metaDescription: metaDescription(item),
    manufacturer: item.manufacturer,
    tax: item.download ? 'reduced' : 'standard',
    deliveryTime: item.deliveryTime,
    unit: 'piece',
    purchaseUnit: 1,
    referenceUnit: 1,
    packUnit: PIECE[0],
    packUnitPlural: PIECE[1],
    price: item.price,
    listPrice: item.listPrice,
    weight: item.weight,
    dims: item.dims,
    packaging: item.download ? 'download' : 'piece',
    bagsPerUnit: null,
    stock: item.stock,
    isCloseout: item.isCloseout ?? false,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: item.maxPurchase ?? null,
    shippingFree: item.shippingFree ?? false,
    topseller: item.topseller ?? false,
    isDownload: item.download ?? false,
    releaseDate: item.releaseDate,
    sales: item.sales,
    properties: item.properties,
    images,
    variants: [],
  };
}

// ---------------------------------------------------------------------------------------------

function priceColumns(gross: number, listGross: number | undefined, tax: TaxKey) {
  const rate = TAXES[tax].rate;
  return {
    price_gross: gross,
    price_net: net(gross, rate),
    list_price_gross: listGross ?? null,
    list_price_net: listGross !== undefined ? net(listGross, rate) : null,
  };
}

function addTiers(ctx: SeedContext, number: string, tiers: Tier[] | undefined, tax: TaxKey): void {
  for (const [start, end, gross] of tiers ?? []) {
    ctx.rows.add('product_price', {
      id: idFor(`product-price:${number}:${start}`),
      product_id: productId(number),
      quantity_start: start,
      quantity_end: end,
      price_gross: gross,
      price_net: net(gross, TAXES[tax].rate),
    });
  }
}

/** Product, variants and all their relations; `topCategory` is the top level of the leaf category. */
export function addProduct(ctx: SeedContext, seo: SeoUrls, def: ProductDef, topCategory: string, ratingAverage: number | null): void {
  const id = productId(def.number);
  const { rows } = ctx;
  rows.add('product', {
    id,
    parent_id: null,
    product_number: def.number,
    active: 1,
    name: def.name,
    description: def.description,
    meta_title: tr(`${def.name['de-DE']} | Stallwerk`, `${def.name['en-GB']} | Stallwerk`, `${def.name['fr-FR']} | Stallwerk`, `${def.name['ar-AE']} | Stallwerk`),
    meta_description: def.metaDescription,
    keywords: null,
    pack_unit: def.packUnit,
    pack_unit_plural: def.packUnitPlural,
    custom_fields: null,
    manufacturer_id: manufacturerId(def.manufacturer),
    tax_id: taxId(def.tax),
    delivery_time_id: def.deliveryTime ? deliveryTimeId(def.deliveryTime) : null,
    unit_id: unitId(def.unit),
    cover_media_id: def.images[0],
    cms_page_id: null,
    ...priceColumns(def.price, def.listPrice, def.tax),
    purchase_unit: def.purchaseUnit,
    reference_unit: def.referenceUnit,
    stock: def.stock,
    is_closeout: def.isCloseout,
    min_purchase: def.minPurchase,
    purchase_steps: def.purchaseSteps,
    max_purchase: def.maxPurchase,
    restock_time: def.stock === 0 ? 21 : null,
    shipping_free: def.shippingFree,
    mark_as_topseller: def.topseller,
    is_download: def.isDownload,
    weight: def.weight,
    width: def.dims[0],
    height: def.dims[1],
    length: def.dims[2],
    packaging: def.packaging,
    bags_per_unit: def.bagsPerUnit,
    release_date: def.releaseDate,
    rating_average: ratingAverage,
    sales: def.sales,
    display_group: null,
  });
  def.images.forEach((mediaId, position) => {
    rows.add('product_media', { id: idFor(`product-media:${def.number}:${position}`), product_id: id, media_id: mediaId, position });
  });
  const categories = new Set([def.category, topCategory]);
  for (const c of categories) rows.add('product_category', { product_id: id, category_id: categoryId(c) });
  for (const [group, option] of def.properties) rows.add('product_property', { product_id: id, option_id: optionId(group, option) });
  addTiers(ctx, def.number, def.tiers, def.tax);

  const paths = (number: string) => {
    const out = {} as Tr;
    for (const l of LOCALES) out[l] = `${segmentFor(def.name, l)}/${number}`;
    return out;
  };
  seo.add('frontend.detail.page', id, paths(def.number));

  // Configurator: every option used by a variant, in the order of the property group options.
  const used = new Map<string, Option>();
  for (const v of def.variants) for (const o of v.options) used.set(optionId(o[0], o[1]), o);
  const ordered = [...used.entries()].sort(([, a], [, b]) => optionOrder(a) - optionOrder(b));
  ordered.forEach(([oid], position) => {
    rows.add('product_configurator_setting', { id: idFor(`configurator:${def.number}:${oid}`), product_id: id, option_id: oid, position });
  });

  for (const v of def.variants) {
    const vid = productId(v.number);
    rows.add('product', {
      id: vid,
      parent_id: id,
      product_number: v.number,
      active: 1,
      pack_unit: v.packUnit ?? null,
      delivery_time_id: v.deliveryTime ? deliveryTimeId(v.deliveryTime) : null,
      ...priceColumns(v.price, v.listPrice, def.tax),
      purchase_unit: v.purchaseUnit ?? null,
      stock: v.stock,
      weight: v.weight,
      width: v.dims?.[0] ?? null,
      height: v.dims?.[1] ?? null,
      length: v.dims?.[2] ?? null,
      packaging: v.packaging ?? null,
      bags_per_unit: v.bagsPerUnit ?? null,
      sales: v.sales,
      display_group: id,
    });
    for (const [group, option] of v.options) rows.add('product_option', { product_id: vid, option_id: optionId(group, option) });
    for (const [group, option] of def.properties) rows.add('product_property', { product_id: vid, option_id: optionId(group, option) });
    addTiers(ctx, v.number, v.tiers, def.tax);
    seo.add('frontend.detail.page', vid, paths(v.number));
  }
}

function optionOrder([group, option]: Option): number {
  const gi = PROPERTY_GROUPS.findIndex((g) => g.key === group);
  const oi = PROPERTY_GROUPS[gi].options.findIndex((o) => o.key === option);
  return gi * 100 + oi;
}
