import type { BeddingType } from './model';

/** The product the calculator prices for each bedding type (its bag, half pallet and pallet variants). */
export const BEDDING_PRODUCTS: Record<BeddingType, string> = {
  miscanthus: 'SW-MIS-100',
  'straw-pellets': 'SW-STP-100',
  'straw-granulate': 'SW-STG-100',
};

/** Bag content when the product's purchase unit is not known (offline without prices). */
export const FALLBACK_KG_PER_BAG: Record<BeddingType, number> = { miscanthus: 20, 'straw-pellets': 15, 'straw-granulate': 20 };
