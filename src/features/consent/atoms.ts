import { atom } from 'jotai';
import { readConsent, type ConsentDecision } from './consentCookie';

/** The visitor's consent decision (null: not decided yet → the banner shows). */
export const consentAtom = atom<ConsentDecision | null>(typeof document === 'undefined' ? null : readConsent());

/** The settings dialog (from the banner or the footer's "cookie settings"). */
export const consentDialogOpenAtom = atom(false);
