/**
 * 3-D Secure 2 tokens as the SDK expects them (spec §4, §8): padded standard base64 of a JSON object
 * (the SDK's base64.isBase64 demands `length % 4 === 0` and `btoa(atob(x)) === x`). The form fields the
 * browser posts (threeDSMethodData, creq, cres) are base64url without padding, like the SDK sends them.
 */

/** Challenge window sizes (EMV 3DS; spec §9). */
export const CHALLENGE_WINDOW_SIZES: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['250px', '400px'],
  '02': ['390px', '400px'],
  '03': ['500px', '600px'],
  '04': ['600px', '400px'],
  '05': ['100%', '100%'],
};
export const DEFAULT_CHALLENGE_WINDOW_SIZE = '02';

/** '1'..'5' or '01'..'05'; anything else falls back to the default '02' like the SDK does. */
export function challengeWindowSize(code: unknown): { code: string; width: string; height: string } {
  const raw = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
  const padded = raw.length === 1 ? `0${raw}` : raw;
  const key = CHALLENGE_WINDOW_SIZES[padded] ? padded : DEFAULT_CHALLENGE_WINDOW_SIZE;
  const [width, height] = CHALLENGE_WINDOW_SIZES[key];
  return { code: key, width, height };
}

/** 3DS error codes (spec §8, "3-D Secure codes"). */
export const THREEDS_CODES = {
  missingPaymentData: 700,
  missingToken: 701,
  missingMethodUrl: 702,
  missingOtherProperties: 703,
  decodeFailed: 704,
  timeout: 705,
  missingAcsUrl: 800,
  noTransStatus: 801,
} as const;

export class ThreeDSTokenError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** JSON → padded standard base64 (what the SDK's threeDS2 components decode). */
export function encodeToken(obj: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64');
}

/** True when the SDK's base64 check would accept the string. */
export function isPaddedBase64(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length % 4 !== 0) return false;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  return Buffer.from(value, 'base64').toString('base64') === value;
}

/** Padded base64 → JSON object; throws ThreeDSTokenError 701 (missing) or 704 (not base64 / not JSON). */
export function decodeToken(token: unknown): Record<string, unknown> {
  if (token === undefined || token === null || token === '') throw new ThreeDSTokenError(THREEDS_CODES.missingToken, 'missing token');
  if (!isPaddedBase64(token)) throw new ThreeDSTokenError(THREEDS_CODES.decodeFailed, 'not base64');
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ThreeDSTokenError(THREEDS_CODES.decodeFailed, 'Could not JSON parse token');
}

/** JSON → base64url without padding (the SDK's encodeBase64URL). */
export function encodeBase64Url(obj: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
}

/** base64url (padding optional) → JSON object, or null when it is not one. */
export function decodeBase64Url(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 8192) return null;
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True for https URLs, and for http on the simulator's origin (the SDK's localhost:8080 exception). */
export function isAllowedThreeDSUrl(value: unknown, allowHttpLocalhost = true): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return allowHttpLocalhost && url.protocol === 'http:' && url.host === 'localhost:8080';
  } catch {
    return false;
  }
}

export interface FingerprintTokenInput {
  baseUrl: string;
  threeDSServerTransID: string;
}
export interface ChallengeTokenInput {
  baseUrl: string;
  threeDSServerTransID: string;
  acsTransID: string;
}

/** The `token` of a `threeDS2` / `fingerprint` action. */
export function buildFingerprintToken({ baseUrl, threeDSServerTransID }: FingerprintTokenInput): string {
  return encodeToken({
    threeDSMethodNotificationURL: `${baseUrl}/3ds2/method-notification`,
    threeDSMethodUrl: `${baseUrl}/3ds2/method`,
    threeDSServerTransID,
  });
}

/** The `token` of a `threeDS2` / `challenge` action. */
export function buildChallengeToken({ baseUrl, threeDSServerTransID, acsTransID }: ChallengeTokenInput): string {
  return encodeToken({
    acsReferenceNumber: 'ADYEN-SIM-ACS',
    acsTransID,
    acsURL: `${baseUrl}/3ds2/acs`,
    messageVersion: '2.2.0',
    threeDSNotificationURL: `${baseUrl}/3ds2/notification`,
    threeDSServerTransID,
  });
}

/**
 * Validates a challenge token the way spec §5 describes it: base64, JSON, an ACS URL (https, or the
 * simulator's http://localhost:8080), transaction id, message version and server transaction id.
 */
export function validateChallengeToken(token: unknown): Record<string, unknown> {
  const decoded = decodeToken(token);
  if (!isAllowedThreeDSUrl(decoded.acsURL)) throw new ThreeDSTokenError(THREEDS_CODES.missingAcsUrl, 'missing or invalid acsURL');
  for (const key of ['acsTransID', 'messageVersion', 'threeDSServerTransID']) {
    if (typeof decoded[key] !== 'string' || decoded[key] === '') {
      throw new ThreeDSTokenError(THREEDS_CODES.missingOtherProperties, `missing ${key}`);
    }
  }
  return decoded;
}

/** Validates a fingerprint token: base64 JSON with a method URL (702) and the other properties (703). */
export function validateFingerprintToken(token: unknown): Record<string, unknown> {
  const decoded = decodeToken(token);
  if (!isAllowedThreeDSUrl(decoded.threeDSMethodUrl)) throw new ThreeDSTokenError(THREEDS_CODES.missingMethodUrl, 'missing threeDSMethodUrl');
  if (!isAllowedThreeDSUrl(decoded.threeDSMethodNotificationURL) || typeof decoded.threeDSServerTransID !== 'string') {
    throw new ThreeDSTokenError(THREEDS_CODES.missingOtherProperties, 'missing threeDSMethodNotificationURL or threeDSServerTransID');
  }
  return decoded;
}
