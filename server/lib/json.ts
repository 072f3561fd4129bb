/**
 * Drops null and undefined members (shallow). The Store API schema types most optional fields as
 * plain strings/objects, so an absent member is the schema-conformant way to say "not set".
 */
export function withoutNulls<T extends Record<string, unknown>>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}
