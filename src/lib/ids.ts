/**
 * A fresh key for one logical write (Idempotency-Key, outbox entries). `crypto.randomUUID` needs
 * a secure context; the shop opened over plain http on a LAN address gets a random fallback.
 */
export function newRequestKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
