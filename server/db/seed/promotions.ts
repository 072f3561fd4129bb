import type { Db } from '../connection';
import { idFor } from '../../lib/ids';

/**
 * Demo promotions (003_cart_orders.sql). Idempotent: existing rows are kept, so it can run after
 * every seed and on databases seeded before promotions existed.
 *
 * | code          | what                                   | for testing                         |
 * |---------------|----------------------------------------|-------------------------------------|
 * | STALL10       | 10 % off the goods                     | percentage                          |
 * | WILLKOMMEN5   | 5 € off from 50 € goods value          | fixed amount with a minimum         |
 * | FREIVERSAND   | free shipping                          | delivery discount                   |
 * | PALETTE50     | 50 € off from 500 € goods value        | "not eligible yet", applied later   |
 * | EXKLUSIV15    | 15 % off, not combinable               | "removed due to conflicts"          |
 * | WINTER2023    | expired                                | "not found"                         |
 * | DANKE-STALL-1 | 10 € off, single use (individual code) | redeemed codes                      |
 * | (automatic)   | 3 % off bedding from 300 € bedding     | automatic promotion                 |
 */
interface SeedPromotion {
  key: string;
  name: Record<string, string>;
  automatic?: boolean;
  discountType: 'percentage' | 'absolute' | 'free_shipping';
  value: number;
  maxValue?: number | null;
  minCartValue?: number;
  category?: 'bedding' | null;
  preventCombination?: boolean;
  priority?: number;
  validUntil?: string | null;
  codes: Array<{ code: string; individual?: boolean }>;
}

const tr = (de: string, en: string, fr: string, ar: string) => ({ 'de-DE': de, 'en-GB': en, 'fr-FR': fr, 'ar-AE': ar });

export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    key: 'stall10',
    name: tr('10 % Stallrabatt', '10% stable discount', 'Remise écurie 10 %', 'خصم الإسطبل 10٪'),
    discountType: 'percentage',
    value: 10,
    codes: [{ code: 'STALL10' }],
  },
  {
    key: 'willkommen5',
    name: tr('5 € Willkommensrabatt', '€5 welcome discount', 'Remise de bienvenue 5 €', 'خصم ترحيبي 5 يورو'),
    discountType: 'absolute',
    value: 5,
    minCartValue: 50,
    codes: [{ code: 'WILLKOMMEN5' }],
  },
  {
    key: 'freiversand',
    name: tr('Versandkostenfrei', 'Free shipping', 'Livraison gratuite', 'شحن مجاني'),
    discountType: 'free_shipping',
    value: 100,
    codes: [{ code: 'FREIVERSAND' }],
  },
  {
    key: 'palette50',
    name: tr('50 € Palettenrabatt', '€50 pallet discount', 'Remise palette 50 €', 'خصم المنصة 50 يورو'),
    discountType: 'absolute',
    value: 50,
    minCartValue: 500,
    codes: [{ code: 'PALETTE50' }],
  },
  {
    key: 'exklusiv15',
    name: tr('15 % Exklusivrabatt', '15% exclusive discount', 'Remise exclusive 15 %', 'خصم حصري 15٪'),
    discountType: 'percentage',
    value: 15,
    maxValue: 150,
    preventCombination: true,
    codes: [{ code: 'EXKLUSIV15' }],
  },
  {
    key: 'winter2023',
    name: tr('Winteraktion 2023', 'Winter sale 2023', 'Promo hiver 2023', 'تخفيضات الشتاء 2023'),
    discountType: 'percentage',
    value: 20,
    validUntil: '2024-03-31T23:59:59.000Z',
    codes: [{ code: 'WINTER2023' }],
  },
  {
    key: 'danke',
    name: tr('10 € Dankeschön-Gutschein', '€10 thank-you voucher', 'Bon de remerciement 10 €', 'قسيمة شكر 10 يورو'),
    discountType: 'absolute',
    value: 10,
    codes: [
      { code: 'DANKE-STALL-1', individual: true },
      { code: 'DANKE-STALL-2', individual: true },
      { code: 'DANKE-STALL-3', individual: true },
    ],
  },
  {
    key: 'auto-bedding3',
    name: tr('3 % Einstreu-Mengenrabatt', '3% bedding volume discount', 'Remise volume litière 3 %', 'خصم كمية الفرشة 3٪'),
    automatic: true,
    discountType: 'percentage',
    value: 3,
    minCartValue: 300,
    category: 'bedding',
    codes: [],
  },
];

export const promotionId = (key: string): string => idFor(`promotion:${key}`);

/** The bedding category of the catalogue seed (by its seed key, else by its German name). */
function beddingCategoryId(db: Db): string | null {
  const candidates = ['category:einstreu', 'category:bedding', 'category:Einstreu'].map(idFor);
  for (const id of candidates) if (db.prepare('SELECT 1 FROM category WHERE id = ?').get(id)) return id;
  const byName = db.prepare(`SELECT id FROM category WHERE json_extract(name, '$."de-DE"') = 'Einstreu' OR json_extract(name, '$."en-GB"') = 'Bedding' ORDER BY rowid LIMIT 1`).get() as
    | { id: string }
    | undefined;
  return byName?.id ?? null;
}

export function seedPromotions(db: Db): void {
  const bedding = beddingCategoryId(db);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO promotion (id, name, active, automatic, valid_until, discount_type, discount_value, max_value, min_cart_value,
       category_id, prevent_combination, priority)
     VALUES (@id, @name, 1, @automatic, @validUntil, @discountType, @value, @maxValue, @minCartValue, @category, @prevent, @priority)`,
  );
  const code = db.prepare('INSERT OR IGNORE INTO promotion_code (code, promotion_id, individual) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const p of SEED_PROMOTIONS) {
      // A category promotion needs its category; without the catalogue it is left out.
      if (p.category && !bedding) continue;
      insert.run({
        id: promotionId(p.key),
        name: JSON.stringify(p.name),
        automatic: p.automatic ? 1 : 0,
        validUntil: p.validUntil ?? null,
        discountType: p.discountType,
        value: p.value,
        maxValue: p.maxValue ?? null,
        minCartValue: p.minCartValue ?? 0,
        category: p.category === 'bedding' ? bedding : null,
        prevent: p.preventCombination ? 1 : 0,
        priority: p.priority ?? 0,
      });
      for (const c of p.codes) code.run(c.code, promotionId(p.key), c.individual ? 1 : 0);
    }
  })();
}
