import type { Outcome } from './rules';

/** Products the advisor links for each outcome (product numbers of the catalogue). */
export const OUTCOME_PRODUCTS: Record<Outcome, string[]> = {
  miscanthus: ['SW-MIS-100', 'SW-MIS-110'],
  'straw-pellets': ['SW-STP-110', 'SW-STP-100'],
  'straw-granulate': ['SW-STG-100', 'SW-STG-110'],
  'slotted-mats': ['SW-SPB-100', 'SW-SPB-110'],
};

export const ALL_ADVISOR_PRODUCTS = Object.values(OUTCOME_PRODUCTS).flat();

/** Product numbers of the three beddings: a category listing them shows the advisor teaser. */
export const isBeddingProductNumber = (productNumber: string): boolean => /^SW-(MIS|STP|STG)-/.test(productNumber);
