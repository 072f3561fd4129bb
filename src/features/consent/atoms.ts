import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { readConsent, type ConsentDecision } from './consentCookie';

/**
 * The visitor's consent decision (null: not decided yet → the banner shows), read from the cookie
 * when first used, not while the chunk evaluates (why: `afterModuleEvaluation` in src/lib/tasks.ts).
 */
export const consentAtom = atomWithLazy<ConsentDecision | null>(() => (typeof document === 'undefined' ? null : readConsent()));

/** The settings dialog (from the banner or the footer's "cookie settings"). */
export const consentDialogOpenAtom = atom(false);
