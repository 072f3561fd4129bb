import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { tr, type Tr } from '../types';

interface OptionDef {
  key: string;
  name: Tr;
  hex?: string;
}

interface GroupDef {
  key: string;
  name: Tr;
  description?: Tr;
  displayType: 'text' | 'color';
  /** Variant groups build the configurator (packaging, size, thickness, pack size). */
  variant: boolean;
  options: OptionDef[];
}

const o = (key: string, de: string, en: string, fr: string, ar: string, hex?: string): OptionDef => ({ key, name: tr(de, en, fr, ar), hex });
const sameUnit = (key: string, value: string, arUnit: string): OptionDef => ({ key, name: tr(value, value, value, arUnit) });

export const PROPERTY_GROUPS: GroupDef[] = [
  {
    key: 'bedding-type', displayType: 'text', variant: false,
    name: tr('Einstreuart', 'Bedding type', 'Type de litière', 'نوع الفرشة'),
    options: [
      o('miscanthus', 'Miscanthus', 'Miscanthus', 'Miscanthus', 'ميسكانثوس'),
      o('straw-pellets', 'Strohpellets', 'Straw pellets', 'Granulés de paille', 'كريات القش'),
      o('straw-granulate', 'Strohgranulat', 'Straw granulate', 'Paille granulée', 'حبيبات القش'),
    ],
  },
  {
    key: 'dust', displayType: 'text', variant: false,
    name: tr('Staubarm', 'Dust level', 'Teneur en poussière', 'نسبة الغبار'),
    options: [
      o('dedusted', 'entstaubt', 'dedusted', 'dépoussiéré', 'منزوع الغبار'),
      o('very-low', 'sehr staubarm', 'very low dust', 'très peu poussiéreux', 'غبار قليل جداً'),
      o('low', 'staubarm', 'low dust', 'peu poussiéreux', 'غبار قليل'),
    ],
  },
  {
    key: 'absorbency', displayType: 'text', variant: false,
    name: tr('Saugfähigkeit', 'Absorbency', 'Pouvoir absorbant', 'القدرة على الامتصاص'),
    options: [
      o('very-high', 'sehr hoch (bis 4-fach)', 'very high (up to 4×)', 'très élevé (jusqu’à 4×)', 'عالية جداً (حتى 4 أضعاف)'),
      o('high', 'hoch (bis 3-fach)', 'high (up to 3×)', 'élevé (jusqu’à 3×)', 'عالية (حتى 3 أضعاف)'),
      o('medium', 'mittel (bis 2-fach)', 'medium (up to 2×)', 'moyen (jusqu’à 2×)', 'متوسطة (حتى ضعفين)'),
    ],
  },
  {
    key: 'material', displayType: 'text', variant: false,
    name: tr('Material', 'Material', 'Matériau', 'المادة'),
    options: [
      o('natural-rubber', 'Naturkautschuk', 'Natural rubber', 'Caoutchouc naturel', 'مطاط طبيعي'),
      o('recycled-rubber', 'Recyclinggummi', 'Recycled rubber', 'Caoutchouc recyclé', 'مطاط معاد تدويره'),
      o('eva', 'EVA-Schaum', 'EVA foam', 'Mousse EVA', 'رغوة EVA'),
      o('hdpe', 'Kunststoff (HDPE)', 'Plastic (HDPE)', 'Plastique (PEHD)', 'بلاستيك (HDPE)'),
      o('polypropylene', 'Polypropylen', 'Polypropylene', 'Polypropylène', 'بولي بروبيلين'),
      o('steel', 'Stahl verzinkt', 'Galvanised steel', 'Acier galvanisé', 'فولاذ مجلفن'),
      o('wood', 'Holz', 'Wood', 'Bois', 'خشب'),
    ],
  },
  {
    key: 'grain', displayType: 'text', variant: false,
    name: tr('Körnung', 'Grain size', 'Granulométrie', 'حجم الحبيبات'),
    options: [
      o('fine', 'fein (2–4 mm)', 'fine (2–4 mm)', 'fine (2–4 mm)', 'ناعمة (2–4 مم)'),
      o('medium', 'mittel (6–8 mm)', 'medium (6–8 mm)', 'moyenne (6–8 mm)', 'متوسطة (6–8 مم)'),
      o('coarse', 'grob (10–20 mm)', 'coarse (10–20 mm)', 'grossière (10–20 mm)', 'خشنة (10–20 مم)'),
    ],
  },
  {
    key: 'colour', displayType: 'color', variant: false,
    name: tr('Farbe', 'Colour', 'Couleur', 'اللون'),
    options: [
      o('black', 'Schwarz', 'Black', 'Noir', 'أسود', '#1d1d1b'),
      o('grey', 'Grau', 'Grey', 'Gris', 'رمادي', '#7a7a78'),
      o('brown', 'Braun', 'Brown', 'Marron', 'بني', '#6b4a2b'),
      o('green', 'Grün', 'Green', 'Vert', 'أخضر', '#3f6b3a'),
      o('red', 'Rot', 'Red', 'Rouge', 'أحمر', '#a23b2a'),
      o('blue', 'Blau', 'Blue', 'Bleu', 'أزرق', '#2f4f7f'),
      o('natural', 'Natur', 'Natural', 'Naturel', 'طبيعي', '#d9c9a3'),
    ],
  },
  {
    key: 'use', displayType: 'text', variant: false,
    name: tr('Anwendung', 'Use', 'Utilisation', 'الاستخدام'),
    options: [
      o('box', 'Box', 'Loose box', 'Box', 'الحظيرة الفردية'),
      o('open-stable', 'Offenstall', 'Open stable', 'Stabulation libre', 'الإسطبل المفتوح'),
      o('paddock', 'Paddock', 'Paddock', 'Paddock', 'ساحة الحركة'),
      o('aisle', 'Stallgasse', 'Stable aisle', 'Allée d’écurie', 'ممر الإسطبل'),
      o('wash-bay', 'Waschplatz', 'Wash bay', 'Aire de douche', 'منطقة الغسيل'),
      o('trailer', 'Pferdeanhänger', 'Horse trailer', 'Van', 'مقطورة الخيل'),
      o('pasture', 'Weide', 'Pasture', 'Pâturage', 'المرعى'),
    ],
  },
  {
    key: 'packaging', displayType: 'text', variant: true,
    name: tr('Verpackungseinheit', 'Packaging unit', 'Conditionnement', 'وحدة التعبئة'),
    options: [
      o('bag', 'Sack', 'Bag', 'Sac', 'كيس'),
      o('half-pallet', 'Halbe Palette (20 Sack)', 'Half pallet (20 bags)', 'Demi-palette (20 sacs)', 'نصف منصة (20 كيساً)'),
      o('pallet', 'Palette (65 Sack)', 'Pallet (65 bags)', 'Palette (65 sacs)', 'منصة كاملة (65 كيساً)'),
    ],
  },
  {
    key: 'size', displayType: 'text', variant: true,
    name: tr('Größe', 'Size', 'Dimensions', 'المقاس'),
    options: [
      sameUnit('40x60', '40 × 60 cm', '40 × 60 سم'),
      sameUnit('100x100', '100 × 100 cm', '100 × 100 سم'),
      sameUnit('100x150', '100 × 150 cm', '100 × 150 سم'),
      sameUnit('120x180', '120 × 180 cm', '120 × 180 سم'),
      sameUnit('100x200', '100 × 200 cm', '100 × 200 سم'),
    ],
  },
  {
    key: 'thickness', displayType: 'text', variant: true,
    name: tr('Stärke', 'Thickness', 'Épaisseur', 'السماكة'),
    options: [
      sameUnit('18', '18 mm', '18 مم'),
      sameUnit('30', '30 mm', '30 مم'),
      sameUnit('40', '40 mm', '40 مم'),
    ],
  },
  {
    key: 'pack-size', displayType: 'text', variant: true,
    name: tr('Gebindegröße', 'Pack size', 'Contenance', 'حجم العبوة'),
    options: ['1', '3', '5', '10', '15', '20', '25'].map((kg) => sameUnit(kg, `${kg} kg`, `${kg} كغ`)),
  },
];

export type PropertyGroupKey = (typeof PROPERTY_GROUPS)[number]['key'];

export const propertyGroupId = (group: string): string => idFor(`property-group:${group}`);

/** Looks up an option id and fails loudly on typos in the product data. */
export function optionId(group: string, option: string): string {
  const g = PROPERTY_GROUPS.find((x) => x.key === group);
  if (!g || !g.options.some((x) => x.key === option)) throw new Error(`Unknown property option ${group}:${option}`);
  return idFor(`property-option:${group}:${option}`);
}

export function optionName(group: string, option: string): Tr {
  const found = PROPERTY_GROUPS.find((x) => x.key === group)?.options.find((x) => x.key === option);
  if (!found) throw new Error(`Unknown property option ${group}:${option}`);
  return found.name;
}

export function addProperties({ rows }: SeedContext): void {
  PROPERTY_GROUPS.forEach((g, index) => {
    rows.add('property_group', {
      id: propertyGroupId(g.key),
      name: g.name,
      description: g.description ?? null,
      display_type: g.displayType,
      sorting_type: 'position',
      filterable: 1,
      visible_on_product_detail_page: 1,
      position: index + 1,
    });
    g.options.forEach((opt, position) => {
      rows.add('property_group_option', {
        id: optionId(g.key, opt.key),
        group_id: propertyGroupId(g.key),
        name: opt.name,
        position: position + 1,
        color_hex_code: opt.hex ?? null,
      });
    });
  });
}
