/**
 * The storefront's own shapes of catalogue data. Components only see these; src/api/map*
 * builds them from the Store API entities (types of @shopware/api-client).
 * Paths (`url`) are locale-free router paths such as '/einstreu/miscanthus'.
 */
export interface ImageView {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  thumbnails: Array<{ url: string; width: number; height?: number }>;
}

export interface ReferencePriceView {
  price: number;
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

export interface PriceView {
  unitPrice: number;
  /** Lowest price over tiers and variants when it is below unitPrice: shown as "from". */
  from?: number;
  listPrice?: number;
  listPercentage?: number;
  reference?: ReferencePriceView;
}

export interface ProductSummary {
  id: string;
  parentId?: string;
  productNumber: string;
  name: string;
  url: string;
  image?: ImageView;
  price: PriceView;
  available: boolean;
  topseller: boolean;
  shippingFree: boolean;
  ratingAverage?: number;
  deliveryTime?: string;
  isDigital: boolean;
  /** A parent with variants: the card links to the page instead of adding to cart. */
  hasVariants: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number;
}

export interface PropertyView {
  id: string;
  name: string;
  options: Array<{ id: string; name: string; colorHex?: string }>;
}

export interface ConfiguratorGroup {
  id: string;
  name: string;
  displayType: 'text' | 'color' | 'media' | 'select';
  options: Array<{ id: string; name: string; colorHex?: string; image?: ImageView }>;
}

export interface Measurements {
  length?: number;
  width?: number;
  height?: number;
  weight?: number;
  packaging?: string;
  bagsPerUnit?: number;
  bagsPerPallet?: number;
}

export interface ProductDetail extends ProductSummary {
  description?: string;
  media: ImageView[];
  tiers: Array<{ quantity: number; unitPrice: number }>;
  properties: PropertyView[];
  manufacturer?: { id: string; name: string; link?: string; image?: ImageView };
  delivery?: { name: string; min?: number; max?: number; unit?: string };
  stock?: number;
  restockDays?: number;
  measurements: Measurements;
  downloads: Array<{ id: string; fileName: string; extension: string }>;
  unitName?: string;
  purchaseUnit?: number;
  metaTitle?: string;
  metaDescription?: string;
  configurator: ConfiguratorGroup[];
  selectedOptionIds: string[];
  categoryIds: string[];
}

export interface BreadcrumbItem {
  id: string;
  name: string;
  url: string | null;
}
