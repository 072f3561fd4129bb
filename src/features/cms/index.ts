export { CmsPage } from './CmsPage';
export { CmsSlotProvider, type CmsSlotRenderers } from './CmsListingSlot';
export { cmsHasHeading, cmsPlaces } from './pageFacts';
