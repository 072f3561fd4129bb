export { MarketingScript } from './MarketingScript';
export { consentAtom, consentDialogOpenAtom } from './atoms';
