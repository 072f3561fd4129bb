import type { AppDeps } from '../deps';
import type { StoreDeps, StoreHooks } from './hooks';
import { addCustomerToContext, customerContextFacts, ownedAddressLocation } from './account/session';
import { moveCartOnLogin } from './cart/session';
import { recalculateCartAfterSwitch } from './cart/routes';
import { finishAtOnce } from './order/routes';
import { addAdyenContextData } from './adyen/routes';
import { handleAdyenPayment } from './adyen/service';
import { contentSlotResolvers } from './cms/cmsPage';
import { productSlotResolvers } from './cms/productSlots';

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
