import { encodeCriteria } from './criteriaQuery';
import { apiClient, requestLanguage } from './client';
import { storeApi } from './storeApi';
import { mapImage } from './map/media';
import { productName } from './map/product';
import { asLoose, num, str, type Product } from './map/schemas';
import { productFallbackPath, seoPath } from './map/seo';
import type { BeddingOffer, BeddingLead } from './types';

/**
 * Products the bedding advisor links and the calculator prices, by product number, with their
 * packaging variants (bag, half pallet, pallet from the custom fields stallwerk_packaging and
 * stallwerk_bags_per_unit) and each variant's price and tier prices in the session's currency and
 * tax display. A GET with `_criteria`, so the service worker keeps it for offline use.
 */
export async function fetchBeddingOffers(productNumbers: string[]): Promise<BeddingOffer[]> {
  const criteria = {
    filter: [{ type: 'equalsAny', field: 'productNumber', value: productNumbers }],
    associations: { children: {}, cover: { associations: { media: {} } }, seoUrls: {} },
    limit: productNumbers.length,
  };
  const { data } = await apiClient.invoke('readProductGet get /product', { query: { _criteria: encodeCriteria(criteria) } });
  const languageId = requestLanguage();
  const elements: Product[] = data.elements ?? [];
  const offers = elements.map((p): BeddingOffer => {
    const name = productName(p);
    const children = Array.isArray(asLoose(p).children) ? (asLoose(p).children as Product[]) : [];
    return {
      id: p.id,
      productNumber: p.productNumber,
      name,
      url: seoPath(p.seoUrls, productFallbackPath(p.id), languageId),
      image: mapImage(p.cover?.media, name),
      kgPerBag: num(p.purchaseUnit),
      variants: children.flatMap((c) => {
        const custom = asLoose(c.customFields);
        const packaging = str(custom.stallwerk_packaging);
        if (packaging !== 'bag' && packaging !== 'half_pallet' && packaging !== 'pallet') return [];
        return [
          {
            id: c.id,
            productNumber: c.productNumber,
            packaging,
            bagsPerUnit: num(custom.stallwerk_bags_per_unit) ?? 1,
            unitPrice: c.calculatedPrice?.unitPrice ?? 0,
            tiers: (c.calculatedPrices ?? []).map((t) => ({ quantity: t.quantity, unitPrice: t.unitPrice })),
            available: c.available !== false,
            maxPurchase: num(c.calculatedMaxPurchase),
          },
        ];
      }),
    };
  });
  return productNumbers.map((n) => offers.find((o) => o.productNumber === n)).filter((o): o is BeddingOffer => Boolean(o));
}

/**
 * Sends the calculator's PDF request as a lead (POST /store-api/stallwerk/bedding-lead, an
 * extension route of the embedded backend); the key makes a replayed request count once.
 */
export async function sendBeddingLead(lead: BeddingLead, idempotencyKey: string): Promise<void> {
  await storeApi.invoke('stallwerkBeddingLead post /stallwerk/bedding-lead', { body: { ...lead, idempotencyKey } });
}
