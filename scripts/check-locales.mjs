#!/usr/bin/env node
// Translation check run by `npm test`: every locale carries every key of de-DE (the default and the
// reference), no value is empty, and every {{placeholder}} of the reference exists in the
// translation (a missing one would show the raw key or lose a number). Plural keys are compared by
// their base: Arabic has six plural forms where German has two, so `items_one` in de-DE is satisfied
// by any `items_<form>` in ar-AE. The advisor and calculator namespaces exist only in de-DE and
// en-GB (spec §1). Usage: node scripts/check-locales.mjs [localesDir]   (exit 1 on any problem)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES = ['de-DE', 'en-GB', 'fr-FR', 'ar-AE'];
export const DE_EN_ONLY = new Set(['advisor', 'calculator']);
const PLURAL = /_(zero|one|two|few|many|other)$/;

const flatten = (obj, prefix = '') => Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));

const placeholders = (text) => new Set([...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));

function loadLocale(dir, locale) {
  const base = join(dir, locale);
  if (!existsSync(base)) return {};
  const namespaces = {};
  for (const file of readdirSync(base).filter((f) => f.endsWith('.json'))) {
    namespaces[file.replace(/\.json$/, '')] = new Map(flatten(JSON.parse(readFileSync(join(base, file), 'utf8'))));
  }
  return namespaces;
}

/** Returns the problems found in `dir` as readable lines (empty when all is well). */
export function checkLocales(dir) {
  const problems = [];
  const reference = loadLocale(dir, 'de-DE');
  if (!Object.keys(reference).length) return [`${dir}/de-DE has no namespaces`];
  for (const locale of LOCALES) {
    const entries = loadLocale(dir, locale);
    for (const [ns, refKeys] of Object.entries(reference)) {
      if (DE_EN_ONLY.has(ns) && (locale === 'fr-FR' || locale === 'ar-AE')) continue;
      const have = entries[ns];
      if (!have) {
        problems.push(`${locale}/${ns}.json is missing`);
        continue;
      }
      const bases = new Map();
      for (const [key, value] of have) bases.set(key.replace(PLURAL, ''), [...(bases.get(key.replace(PLURAL, '')) ?? []), value]);
      const lacking = [];
      for (const [key, refValue] of refKeys) {
        const values = have.has(key) ? [have.get(key)] : PLURAL.test(key) ? bases.get(key.replace(PLURAL, '')) : undefined;
        if (!values) {
          lacking.push(key);
          continue;
        }
        for (const value of values) {
          if (typeof value === 'string' && !value.trim()) problems.push(`${locale}/${ns}.json: "${key}" is empty`);
          const own = placeholders(value);
          const missing = [...placeholders(refValue)].filter((p) => !own.has(p) && p !== 'count');
          if (missing.length) problems.push(`${locale}/${ns}.json: "${key}" lacks {{${missing.join('}}, {{')}}}`);
        }
      }
      if (lacking.length) problems.push(`${locale}/${ns}.json lacks ${lacking.length} key(s): ${lacking.slice(0, 8).join(', ')}${lacking.length > 8 ? ' …' : ''}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'locales';
  const problems = checkLocales(dir);
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${problems.length} translation problem(s) against de-DE` : 'all locales carry every de-DE key');
  process.exit(problems.length ? 1 : 0);
}
