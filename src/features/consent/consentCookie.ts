import { readCookie, writeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'stallwerk-consent';
/** Bump when the purposes change: older decisions are asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentDecision {
  necessary: true;
  marketing: boolean;
  version: number;
  decidedAt: string;
}

/** The stored decision, or null when the visitor has not decided (or decided on an older version). */
export function parseConsent(raw: string | undefined): ConsentDecision | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentDecision>;
    if (value.version !== CONSENT_VERSION || typeof value.marketing !== 'boolean') return null;
    return { necessary: true, marketing: value.marketing, version: CONSENT_VERSION, decidedAt: String(value.decidedAt ?? '') };
  } catch {
    return null;
  }
}

export function readConsent(): ConsentDecision | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

export function saveConsent(marketing: boolean): ConsentDecision {
  const decision: ConsentDecision = { necessary: true, marketing, version: CONSENT_VERSION, decidedAt: new Date().toISOString() };
  writeCookie(CONSENT_COOKIE, JSON.stringify(decision), { days: 365 });
  return decision;
}
