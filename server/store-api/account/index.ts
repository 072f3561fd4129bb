/** Account area: customer and address routes, login sessions and the context hooks it answers; everything of public.ts besides. */
export { accountRoutes } from './routes';
export { addressRoutes } from './addressRoutes';
export { addCustomerToContext, customerContextFacts, loginSession, ownedAddressLocation } from './session';
export * from './public';
