/** The storefront's only door to the backend: Store API calls returning UI types. */
export * from './catalog';
export * from './product';
export * from './navigation';
export * from './seo';
export * from './session';
export * from './cart';
export * from './errors';
export { isLoggedIn, isGuestSession } from './map/session';
export { currentContextToken } from './client';
export type * from './types';
export { setRequestLanguage, requestLanguage } from './client';
export * from './checkout';
export * from './customer';
export * from './account';
export * from './payment';
export * from './bedding';
export * from './order';
export * from './engagement';
