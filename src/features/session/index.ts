export { sessionAtom, onlineAtom } from './atoms';
export { useLocale, useLocalePath, useSession, useCurrency } from './hooks';
export { usePrice } from './usePrice';
export { useOnlineStatus } from './useOnlineStatus';
export { useVatNote } from './useVatNote';
