import { tr, type Tr } from '../types';

export interface CrossSellingDef {
  product: string;
  name?: Tr;
  items: string[];
}

export const GOES_WELL_WITH = tr('Passt dazu', 'Goes well with', 'Se combine bien avec', 'يتناسب مع');
export const ALTERNATIVES = tr('Ähnliche Produkte', 'Similar products', 'Produits similaires', 'منتجات مشابهة');

export const CROSS_SELLING: CrossSellingDef[] = [
  { product: 'SW-MIS-100', items: ['SW-ZUB-100', 'SW-ZUB-120', 'SW-STM-100', 'SW-ZUB-160'] },
  { product: 'SW-MIS-100', name: ALTERNATIVES, items: ['SW-MIS-110', 'SW-MIS-140', 'SW-STP-110'] },
  { product: 'SW-MIS-110', items: ['SW-ZUB-100', 'SW-ZUB-110', 'SW-STM-100'] },
  { product: 'SW-MIS-130', items: ['SW-SPB-100', 'SW-ZUB-140', 'SW-ZUB-110'] },
  { product: 'SW-STP-100', items: ['SW-ZUB-100', 'SW-ZUB-140', 'SW-STM-100'] },
  { product: 'SW-STP-110', items: ['SW-ZUB-100', 'SW-STM-100', 'SW-ZUB-160'] },
  { product: 'SW-STP-110', name: ALTERNATIVES, items: ['SW-STP-100', 'SW-STP-120', 'SW-MIS-100'] },
  { product: 'SW-STG-100', items: ['SW-ZUB-100', 'SW-STM-130', 'SW-ZUB-130'] },
  { product: 'SW-STG-110', items: ['SW-SPB-100', 'SW-SPB-110', 'SW-ZUB-140'] },
  { product: 'SW-STM-100', items: ['SW-MIS-100', 'SW-STP-110', 'SW-STM-120'] },
  { product: 'SW-PAD-100', items: ['SW-PAD-110', 'SW-ZUB-120', 'SW-ZUB-130'] },
  { product: 'SW-SPB-100', items: ['SW-STG-110', 'SW-MIS-130', 'SW-SPB-120'] },
  { product: 'SW-MIN-100', items: ['SW-LEC-110', 'SW-MUE-100', 'SW-MIN-130'] },
  { product: 'SW-MUE-100', items: ['SW-MIN-100', 'SW-LEC-110', 'SW-MUE-130'] },
  { product: 'SW-LEC-100', items: ['SW-LEC-110', 'SW-MIN-130'] },
  { product: 'SW-ZUB-160', items: ['SW-MIS-100', 'SW-STP-110', 'SW-STG-100'] },
];
