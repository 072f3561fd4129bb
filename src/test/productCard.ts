import type { ProductSummary } from '../api';

/** A product card as the Store API mapping gives it, for unit tests: a plain, buyable product. */
export const productCard = (id: string, over: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  productNumber: id.toUpperCase(),
  name: `Now ${id}`,
  url: `/${id}`,
  price: { unitPrice: 10 },
  available: true,
  topseller: false,
  shippingFree: false,
  isDigital: false,
  hasVariants: false,
  minPurchase: 1,
  purchaseSteps: 1,
  maxPurchase: 100,
  ...over,
});
