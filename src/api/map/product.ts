import { purchaseRules } from '../../lib/quantity';
import type { PriceView, ProductSummary } from '../types';
import { mapImage } from './media';
import { num, str, translated, type Product } from './schemas';
import { productFallbackPath, seoPath } from './seo';

export const productName = (p: Product): string => translated(p, 'name') ?? p.productNumber ?? '';

/**
 * Price of a product as shown on cards and the product page. With tier prices or a variant
 * range the card says "from" the lowest price (Shopware's displayFrom / displayFromVariants).
 */
export function mapPrice(p: Product): PriceView {
  const calc = p.calculatedPrice;
  const cheapest = p.calculatedCheapestPrice;
  const unitPrice = calc?.unitPrice ?? cheapest?.unitPrice ?? 0;
  const view: PriceView = { unitPrice };
  const candidates: number[] = [];
  const tiers = p.calculatedPrices ?? [];
  if (tiers.length > 1) candidates.push(...tiers.map((t) => t.unitPrice));
  if (cheapest?.hasRange && num(cheapest.unitPrice) !== undefined) candidates.push(cheapest.unitPrice as number);
  const low = candidates.length ? Math.min(...candidates) : undefined;
  if (low !== undefined && low < unitPrice) view.from = low;
  const list = calc?.listPrice ?? cheapest?.listPrice;
  if (list?.price && list.price > unitPrice) {
    view.listPrice = list.price;
    view.listPercentage = num(list.percentage);
  }
  const ref = calc?.referencePrice ?? cheapest?.referencePrice;
  if (ref?.price && ref.unitName) {
    view.reference = { price: ref.price, purchaseUnit: ref.purchaseUnit ?? 1, referenceUnit: ref.referenceUnit ?? 1, unitName: ref.unitName };
  }
  return view;
}

/** Maps a product entity to a card-sized summary. */
export function mapProductSummary(p: Product, languageId?: string): ProductSummary {
  const rules = purchaseRules(p.minPurchase, p.purchaseSteps, p.calculatedMaxPurchase ?? p.maxPurchase);
  const name = productName(p);
  return {
    id: p.id,
    parentId: str(p.parentId),
    productNumber: p.productNumber,
    name,
    url: seoPath(p.seoUrls, productFallbackPath(p.id), languageId),
    image: mapImage(p.cover?.media, name),
    price: mapPrice(p),
    available: p.available !== false,
    topseller: Boolean(p.markAsTopseller),
    shippingFree: Boolean(p.shippingFree),
    ratingAverage: num(p.ratingAverage),
    deliveryTime: translated(p.deliveryTime, 'name'),
    isDigital: p.type === 'digital' || (p.states ?? []).includes('is-download'),
    hasVariants: (p.childCount ?? 0) > 0 && !p.parentId,
    minPurchase: rules.min,
    purchaseSteps: rules.step,
    maxPurchase: rules.max,
  };
}
