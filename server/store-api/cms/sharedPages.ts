import type { StoreDeps } from '../hooks';
import { contentSlotResolvers, type StoredSection } from './cmsPage';
import type { CmsPageRow } from './cmsRepository';
import { productSlotResolvers } from './productSlots';
import type { SlotResolver } from './types';

/**
 * The built-in slot resolvers whose data comes from the catalogue, the media and the request's
 * context alone: the same for every customer. Product page elements are not among them (the
 * reviews element carries the customer's own review), nor is any resolver a plugin installed in
 * their place, whatever it reads.
 */
const CATALOGUE_ONLY: Readonly<Record<string, SlotResolver>> = {
  ...contentSlotResolvers,
  'product-box': productSlotResolvers['product-box'],
  'product-slider': productSlotResolvers['product-slider'],
  'product-listing': productSlotResolvers['product-listing'],
};

/**
 * True when every slot of the page resolves to the same data for every customer with the same
 * context (sales channel, language, currency, tax state): such a page, resolved once, can be handed
 * to all of them until the catalogue changes.
 */
export function pageIsSharedByAllCustomers(deps: StoreDeps, row: CmsPageRow): boolean {
  let layout: StoredSection[];
  try {
    layout = JSON.parse(row.layout) as StoredSection[];
  } catch {
    return true;
  }
  if (!Array.isArray(layout)) return true;
  const resolvers = deps.hooks.slotResolvers;
  for (const section of layout) {
    for (const block of section?.blocks ?? []) {
      for (const slot of block?.slots ?? []) {
        if (!Object.hasOwn(resolvers, slot.type)) continue; // no resolver: no data
        if (!Object.hasOwn(CATALOGUE_ONLY, slot.type) || resolvers[slot.type] !== CATALOGUE_ONLY[slot.type]) return false;
      }
    }
  }
  return true;
}
