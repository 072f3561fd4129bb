/** CMS area (no routes of its own): CMS pages with their slots resolved, and the slot resolvers wiring.ts hooks in. */
export { contentSlotResolvers, loadCmsPageRow, resolveCmsPage } from './cmsPage';
export { productSlotResolvers } from './productSlots';
export { pageIsSharedByAllCustomers } from './sharedPages';
export * from './public';
