export { sessionAtom, onlineAtom } from './atoms';
export { useLocale, useLocalePath, useSession, useCurrency } from './hooks';
export { usePrice } from './usePrice';
export { useOnlineStatus } from './useOnlineStatus';
export { useVatNote } from './useVatNote';
export { signedInCustomerIdAtom, authEventAtom, emitAuthEvent, onAuthEvent, forgetSignedIn, watchSession, type AuthEvent, type AuthEventType } from './auth';
export { hasOwnPrices } from './priceView';
