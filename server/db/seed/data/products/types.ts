import type { MatPattern, Material, Tool } from '../../illustrations';
import type { Tr } from '../../types';
import type { DeliveryTimeKey } from '../basics';

export type Packaging = 'bag' | 'half_pallet' | 'pallet' | 'roll' | 'piece' | 'download';

/** A property or variant option: [group key, option key] from data/properties.ts. */
export type Option = readonly [group: string, option: string];

/** A tier price: quantity from, quantity to (null = open end), gross unit price in EUR. */
export type Tier = readonly [start: number, end: number | null, gross: number];

/** Fields every product family shares. */
export interface ProductCopy {
  number: string;
  /** Leaf category key, e.g. bedding-miscanthus. */
  category: string;
  name: Tr;
  /** Opening paragraph (plain sentences, no tags). */
  intro: Tr;
  manufacturer: string;
  properties: Option[];
  /** Extra bullet points besides the properties. */
  facts?: Tr[];
  sales: number;
  releaseDate: string;
  topseller?: boolean;
  shippingFree?: boolean;
  listPrice?: number;
}

export interface BeddingItem extends ProductCopy {
  material: Extract<Material, 'miscanthus' | 'straw-pellets' | 'straw-granulate'>;
  bagKg: number;
  bagPrice: number;
  stock: { bag: number; halfPallet: number; pallet: number };
}

export interface MatVariant {
  size: string;
  thickness: string;
  price: number;
  listPrice?: number;
  stock: number;
}

export interface MatItem extends ProductCopy {
  pattern: MatPattern;
  /** Drawing colour of the rubber. */
  colour: string;
  /** kg per square metre and millimetre of thickness. */
  kgPerM2mm: number;
  variants: MatVariant[];
  tiers?: boolean;
  minPurchase?: number;
  purchaseSteps?: number;
  maxPurchase?: number;
}

export interface FeedPack {
  kg: number;
  price: number;
  listPrice?: number;
  stock: number;
}

export interface FeedItem extends ProductCopy {
  material: Extract<Material, 'mineral' | 'muesli' | 'treats' | 'hay'>;
  container: 'bag' | 'bucket';
  colour: string;
  /** One pack: a simple product; several: pack size variants. */
  packs: FeedPack[];
  isCloseout?: boolean;
  maxPurchase?: number;
  tiers?: boolean;
}

export interface AccessoryItem extends ProductCopy {
  tool: Tool;
  colour: string;
  price: number;
  weight: number;
  /** width, height, length in mm */
  dims: [number, number, number];
  stock: number;
  isCloseout?: boolean;
  maxPurchase?: number;
  deliveryTime: DeliveryTimeKey | null;
  download?: boolean;
}
