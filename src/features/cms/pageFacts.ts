import type { CmsPageView, CmsSlotView } from '../../api';

const slotsOf = (page: CmsPageView | undefined): CmsSlotView[] => (page?.sections ?? []).flatMap((s) => [...s.blocks, ...s.sidebarBlocks]).flatMap((b) => b.slots);

/** Whether the layout brings its own page heading (an <h1> in a text element). */
export const cmsHasHeading = (page: CmsPageView | undefined): boolean => slotsOf(page).some((slot) => slot.type === 'text' && /<h1[\s>]/i.test(slot.html));

export const cmsPlaces = (page: CmsPageView | undefined, type: 'product-listing' | 'sidebar-filter'): boolean => slotsOf(page).some((slot) => slot.type === type);
