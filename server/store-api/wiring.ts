import type { AppDeps } from '../deps';
import type { StoreDeps, StoreHooks } from './hooks';
import { addCustomerToContext, customerContextFacts, ownedAddressLocation } from './account';
import { moveCartOnLogin, recalculateCartAfterSwitch } from './cart';
import { finishAtOnce } from './order';
import { addAdyenContextData, handleAdyenPayment } from './adyen';
import { contentSlotResolvers, productSlotResolvers } from './cms';

/**
 * The one place where Store API areas are connected to each other: which area answers which hook
 * (see hooks.ts). Built once per app; nothing is registered as a side effect of importing a module.
 */
export function buildStoreHooks(): StoreHooks {
  return {
    customerLogin: [moveCartOnLogin],
    customerLogout: [],
    customerFacts: customerContextFacts,
    addressOwner: ownedAddressLocation,
    contextSwitch: [recalculateCartAfterSwitch],
    contextExtenders: [addAdyenContextData, addCustomerToContext],
    paymentHandlers: { prepayment: finishAtOnce, invoice: finishAtOnce, adyen: handleAdyenPayment },
    slotResolvers: { ...contentSlotResolvers, ...productSlotResolvers },
  };
}

/** The app's dependencies with the Store API's hooks: what every Store API area gets. */
export function storeDeps(deps: AppDeps, hooks: StoreHooks = buildStoreHooks()): StoreDeps {
  return { ...deps, hooks };
}
