/**
 * Adyen's notification HMAC: base64(HMAC-SHA256(hexDecode(key), signingString)) where the signing
 * string is `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`
 * (empty string for a missing field). Exported for the backend, which verifies incoming webhooks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a NotificationRequestItem that take part in the signature. */
export interface SignableNotificationItem {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number | string; currency?: string };
  eventCode?: string;
  success?: string | boolean;
  additionalData?: Record<string, unknown> | null;
}

/** True for an even-length hex string (Adyen HMAC keys are 64 hex characters). */
export function isHexKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(key);
}

/** The colon-separated string Adyen signs. */
export function notificationSigningString(item: SignableNotificationItem): string {
  const success = typeof item.success === 'boolean' ? String(item.success) : (item.success ?? '');
  return [
    item.pspReference ?? '',
    item.originalReference ?? '',
    item.merchantAccountCode ?? '',
    item.merchantReference ?? '',
    item.amount?.value ?? '',
    item.amount?.currency ?? '',
    item.eventCode ?? '',
    success,
  ]
    .map(String)
    .join(':');
}

/** base64 HMAC-SHA256 of an arbitrary string with a hex key. */
export function calculateHmac(data: string, hexKey: string): string {
  if (!isHexKey(hexKey)) throw new TypeError('The HMAC key must be a hex string');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

/** The `additionalData.hmacSignature` value for a notification item. */
export function signNotification(item: SignableNotificationItem, hexKey: string): string {
  return calculateHmac(notificationSigningString(item), hexKey);
}

/**
 * Checks `item.additionalData.hmacSignature` against the key in constant time. False (never throws)
 * for a missing signature, a malformed key or any mismatch.
 */
export function verifyNotificationHmac(item: SignableNotificationItem, hexKey: string, signature?: string): boolean {
  const given = signature ?? item.additionalData?.hmacSignature;
  if (typeof given !== 'string' || given === '' || !isHexKey(hexKey)) return false;
  const expected = Buffer.from(signNotification(item, hexKey), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
