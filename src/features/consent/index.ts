export { ConsentBanner } from './ConsentBanner';
export { MarketingScript } from './MarketingScript';
export { consentAtom, consentDialogOpenAtom } from './atoms';
