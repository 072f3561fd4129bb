/**
 * The CMS area's light entry: the slot resolver types. store-api/hooks.ts imports them, so this module
 * stays free of cmsPage.ts (which imports hooks.ts); the functions are in index.ts.
 */
export type { PageEntity, SlotResolveInput, SlotResolver } from './types';
