/**
 * Shopware's response field filtering (`includes` / `excludes`), keyed by apiAlias:
 * an object with `apiAlias: 'product'` keeps only the properties listed in includes.product
 * (apiAlias itself always stays), nested objects are filtered by their own apiAlias, and
 * dotted includes ('product': ['calculatedPrice.unitPrice']) reach into plain nested objects.
 */
export function applyIncludes(data: unknown, includes?: Record<string, unknown>, excludes?: Record<string, unknown>): unknown {
  const inc = normalize(includes);
  const exc = normalize(excludes);
  if (Object.keys(inc).length === 0 && Object.keys(exc).length === 0) return data;
  return walk(data, rulesFor(inc, exc));
}

/** What one apiAlias keeps: the includes as given and by property, the dotted paths below each property. */
interface AliasRule {
  allowed?: string[];
  direct: Set<string>;
  nested: Map<string, string[]>;
  denied: Set<string>;
}

/** Rules per apiAlias, built on first use (the same lists as reading includes/excludes for every object). */
function rulesFor(includes: Record<string, string[]>, excludes: Record<string, string[]>): (alias: string) => AliasRule {
  const rules = new Map<string, AliasRule>();
  return (alias) => {
    let rule = rules.get(alias);
    if (!rule) {
      const allowed = Object.hasOwn(includes, alias) ? includes[alias] : undefined;
      const nested = new Map<string, string[]>();
      for (const path of allowed ?? []) {
        // 'a.b.c' reaches property 'a' with 'b.c' and property 'a.b' with 'c'.
        for (let dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) {
          const key = path.slice(0, dot);
          const list = nested.get(key) ?? [];
          list.push(path.slice(dot + 1));
          nested.set(key, list);
        }
      }
      rule = { allowed, direct: new Set(allowed ?? []), nested, denied: new Set(Object.hasOwn(excludes, alias) ? excludes[alias] : []) };
      rules.set(alias, rule);
    }
    return rule;
  };
}

/** Accepts unvalidated input: lists of names or comma-separated strings per apiAlias; anything else is ignored. */
function normalize(map: Record<string, unknown> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!map || typeof map !== 'object' || Array.isArray(map)) return out;
  for (const [alias, fields] of Object.entries(map)) {
    if (Array.isArray(fields)) out[alias] = fields.filter((f): f is string => typeof f === 'string');
    else if (typeof fields === 'string')
      out[alias] = fields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
  }
  return out;
}

function walk(data: unknown, rule: (alias: string) => AliasRule): unknown {
  if (Array.isArray(data)) return data.map((d) => walk(d, rule));
  if (data === null || typeof data !== 'object') return data;
  const obj = data as Record<string, unknown>;
  const alias = typeof obj.apiAlias === 'string' ? obj.apiAlias : undefined;
  if (!alias) {
    // Plain containers (aggregation maps, translated, customFields): keep keys, filter nested entities.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v, rule);
    return out;
  }
  const { allowed, direct, nested, denied } = rule(alias);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'apiAlias') continue;
    if (denied.has(k)) continue;
    if (allowed && !direct.has(k)) {
      const nestedPaths = nested.get(k);
      if (!nestedPaths) continue;
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Record<string, unknown>).apiAlias !== 'string') {
        out[k] = pickPaths(v as Record<string, unknown>, nestedPaths);
        continue;
      }
    }
    out[k] = walk(v, rule);
  }
  out.apiAlias = alias;
  return out;
}

/** Keeps only the dotted paths of a plain object. */
function pickPaths(obj: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (paths.includes(k)) {
      out[k] = v;
      continue;
    }
    const nested = paths.filter((p) => p.startsWith(`${k}.`)).map((p) => p.slice(k.length + 1));
    if (nested.length > 0 && v && typeof v === 'object' && !Array.isArray(v)) out[k] = pickPaths(v as Record<string, unknown>, nested);
  }
  return out;
}
