import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { tr, type Tr } from '../types';

export const SALUTATIONS: Array<{ key: string; display: Tr; letter: Tr }> = [
  { key: 'mr', display: tr('Herr', 'Mr', 'M.', 'السيد'), letter: tr('Sehr geehrter Herr', 'Dear Mr', 'Cher Monsieur', 'السيد المحترم') },
  { key: 'mrs', display: tr('Frau', 'Mrs', 'Mme', 'السيدة'), letter: tr('Sehr geehrte Frau', 'Dear Mrs', 'Chère Madame', 'السيدة المحترمة') },
  { key: 'not_specified', display: tr('Keine Angabe', 'Not specified', 'Non précisé', 'غير محدد'), letter: tr('Guten Tag', 'Hello', 'Bonjour', 'مرحباً') },
];

export type TaxKey = 'standard' | 'reduced';

export const TAXES: Record<TaxKey, { rate: number; name: string; position: number }> = {
  standard: { rate: 19, name: 'Standard rate', position: 1 },
  reduced: { rate: 7, name: 'Reduced rate', position: 2 },
};

export const taxId = (key: TaxKey): string => idFor(`tax:${TAXES[key].rate}`);

export type DeliveryTimeKey = '1-3-days' | '2-5-days' | '5-10-days' | '1-2-weeks';

export const DELIVERY_TIMES: Record<DeliveryTimeKey, { min: number; max: number; unit: 'day' | 'week'; name: Tr }> = {
  '1-3-days': { min: 1, max: 3, unit: 'day', name: tr('1-3 Tage', '1-3 days', '1 à 3 jours', 'من 1 إلى 3 أيام') },
  '2-5-days': { min: 2, max: 5, unit: 'day', name: tr('2-5 Tage', '2-5 days', '2 à 5 jours', 'من 2 إلى 5 أيام') },
  '5-10-days': { min: 5, max: 10, unit: 'day', name: tr('5-10 Tage', '5-10 days', '5 à 10 jours', 'من 5 إلى 10 أيام') },
  '1-2-weeks': { min: 1, max: 2, unit: 'week', name: tr('1-2 Wochen', '1-2 weeks', '1 à 2 semaines', 'من أسبوع إلى أسبوعين') },
};

export const deliveryTimeId = (key: DeliveryTimeKey): string => idFor(`delivery-time:${key}`);

export type UnitKey = 'kg' | 'piece' | 'm2';

export const UNITS: Record<UnitKey, { shortCode: Tr; name: Tr }> = {
  kg: { shortCode: tr('kg', 'kg', 'kg', 'كغ'), name: tr('Kilogramm', 'Kilogram', 'Kilogramme', 'كيلوغرام') },
  piece: { shortCode: tr('Stk.', 'pc.', 'pce', 'قطعة'), name: tr('Stück', 'Piece', 'Pièce', 'قطعة') },
  m2: { shortCode: tr('m²', 'm²', 'm²', 'م²'), name: tr('Quadratmeter', 'Square metre', 'Mètre carré', 'متر مربع') },
};

export const unitId = (key: UnitKey): string => idFor(`unit:${key}`);

export function addBasics({ rows }: SeedContext): void {
  for (const s of SALUTATIONS) {
    rows.add('salutation', { id: idFor(`salutation:${s.key}`), salutation_key: s.key, display_name: s.display, letter_name: s.letter });
  }
  for (const key of Object.keys(TAXES) as TaxKey[]) {
    const t = TAXES[key];
    rows.add('tax', { id: taxId(key), tax_rate: t.rate, name: t.name, position: t.position });
  }
  for (const key of Object.keys(DELIVERY_TIMES) as DeliveryTimeKey[]) {
    const d = DELIVERY_TIMES[key];
    rows.add('delivery_time', { id: deliveryTimeId(key), min: d.min, max: d.max, unit: d.unit, name: d.name });
  }
  for (const key of Object.keys(UNITS) as UnitKey[]) {
    rows.add('unit', { id: unitId(key), short_code: UNITS[key].shortCode, name: UNITS[key].name });
  }
}
