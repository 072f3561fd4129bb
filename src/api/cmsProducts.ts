import { apiClient, requestLanguage } from './client';
import { mapProductSummary } from './map/product';
import type { CmsPageView, ProductSummary } from './types';

/** Product ids that product boxes and sliders name in their config but came without data. */
export function missingCmsProductIds(page: CmsPageView): string[] {
  const ids = new Set<string>();
  for (const section of page.sections) {
    for (const block of [...section.blocks, ...section.sidebarBlocks]) {
      for (const slot of block.slots) {
        if (slot.type === 'product-box' && !slot.product && slot.productId) ids.add(slot.productId);
        if (slot.type === 'product-slider' && slot.products.length === 0) slot.productIds.forEach((id) => ids.add(id));
      }
    }
  }
  return [...ids];
}

/**
 * Shopware resolves product boxes and sliders on the server; when a backend leaves them empty
 * the products are loaded here by id (POST /product), so the page never shows empty slots.
 */
export async function hydrateCmsProducts(page: CmsPageView | undefined): Promise<CmsPageView | undefined> {
  if (!page) return page;
  const ids = missingCmsProductIds(page);
  if (ids.length === 0) return page;
  let byId = new Map<string, ProductSummary>();
  try {
    const { data } = await apiClient.invoke('readProduct post /product', {
      body: { ids, limit: ids.length, associations: { cover: {}, seoUrls: {} } },
    });
    const languageId = requestLanguage();
    byId = new Map((data.elements ?? []).map((p) => [p.id, mapProductSummary(p, languageId)]));
  } catch {
    return page;
  }
  for (const section of page.sections) {
    for (const block of [...section.blocks, ...section.sidebarBlocks]) {
      for (const slot of block.slots) {
        if (slot.type === 'product-box' && !slot.product && slot.productId) slot.product = byId.get(slot.productId);
        if (slot.type === 'product-slider' && slot.products.length === 0) {
          slot.products = slot.productIds.map((id) => byId.get(id)).filter((p): p is ProductSummary => Boolean(p));
        }
      }
    }
  }
  return page;
}
