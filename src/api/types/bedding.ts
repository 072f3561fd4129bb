import type { ImageView } from './product';

/** A packaging variant of a bedding product: bag (1 bag), half pallet (20) or pallet (65). */
export interface BeddingVariant {
  id: string;
  productNumber: string;
  packaging: 'bag' | 'half_pallet' | 'pallet';
  bagsPerUnit: number;
  /** Unit price in the session's currency and tax display. */
  unitPrice: number;
  /** Tier prices: quantity is the upper bound of a tier, the last one reads 'from'. */
  tiers: Array<{ quantity: number; unitPrice: number }>;
  available: boolean;
  maxPurchase?: number;
}

/** A product the advisor recommends or the calculator prices. */
export interface BeddingOffer {
  id: string;
  productNumber: string;
  name: string;
  url: string;
  image?: ImageView;
  /** Content of one bag in kg (the product's purchase unit). */
  kgPerBag?: number;
  variants: BeddingVariant[];
}

/** The calculator's PDF request sent to the shop as a lead. */
export interface BeddingLead {
  email: string;
  /** The shop locale the PDF was made in (de-DE or en-GB). */
  locale: string;
  calculation: {
    stableType: 'open' | 'box';
    count: number;
    areaM2: number;
    bedding: string;
    productNumber: string;
    packaging: 'bag' | 'half_pallet' | 'pallet';
    units: number;
    bagsPerQuarter: number;
    pricePerQuarter: number;
    currency: string;
  };
}
