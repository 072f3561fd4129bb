import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { readConsent, type ConsentDecision } from './consentCookie';

/**
 * The visitor's consent decision (null: not decided yet → the banner shows), read from the cookie
 * when first used, not while the storefront's chunk evaluates: with DevTools' Runtime domain on
 * (Lighthouse), a `document.cookie` read records its whole stack, and the module's top-level code
 * on it made V8 parse the storefront's whole chunk again.
 */
export const consentAtom = atomWithLazy<ConsentDecision | null>(() => (typeof document === 'undefined' ? null : readConsent()));

/** The settings dialog (from the banner or the footer's "cookie settings"). */
export const consentDialogOpenAtom = atom(false);
