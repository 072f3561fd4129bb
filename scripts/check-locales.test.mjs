import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales.mjs';

/** Writes a locales folder: { 'de-DE': { cart: {...} }, ... }. */
function fixture(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [locale, namespaces] of Object.entries(tree)) {
    mkdirSync(join(dir, locale));
    for (const [ns, keys] of Object.entries(namespaces)) writeFileSync(join(dir, locale, `${ns}.json`), JSON.stringify(keys));
  }
  return dir;
}

const complete = (cart) => ({ 'de-DE': { cart }, 'en-GB': { cart }, 'fr-FR': { cart }, 'ar-AE': { cart } });

describe('check-locales', () => {
  it('accepts locales that carry every key', () => {
    expect(checkLocales(fixture(complete({ title: 'Warenkorb', items_one: 'ein Artikel', items_other: '{{count}} Artikel' })))).toEqual([]);
  });

  it('names a missing key and a missing namespace', () => {
    const dir = fixture({
      'de-DE': { cart: { title: 'Warenkorb', empty: 'Leer' }, common: { ok: 'OK' } },
      'en-GB': { cart: { title: 'Cart', empty: 'Empty' }, common: { ok: 'OK' } },
      'fr-FR': { cart: { title: 'Panier' }, common: { ok: 'OK' } },
      'ar-AE': { cart: { title: 'سلة', empty: 'فارغة' } },
    });
    expect(checkLocales(dir)).toEqual(['fr-FR/cart.json lacks 1 key(s): empty', 'ar-AE/common.json is missing']);
  });

  it('accepts Arabic plural forms for a German plural key', () => {
    const tree = complete({ items_one: 'ein Artikel', items_other: '{{count}} Artikel' });
    tree['ar-AE'] = { cart: { items_zero: 'لا منتجات', items_one: 'منتج واحد', items_two: 'منتجان', items_few: '{{count}} منتجات', items_many: '{{count}} منتجًا', items_other: '{{count}} منتج' } };
    expect(checkLocales(fixture(tree))).toEqual([]);
  });

  it('refuses empty values and lost placeholders', () => {
    const tree = complete({ stock: 'Nur noch {{quantity}} von {{name}}' });
    tree['en-GB'] = { cart: { stock: 'Only {{quantity}} left' } };
    tree['fr-FR'] = { cart: { stock: ' ' } };
    expect(checkLocales(fixture(tree))).toEqual(['en-GB/cart.json: "stock" lacks {{name}}', 'fr-FR/cart.json: "stock" is empty', 'fr-FR/cart.json: "stock" lacks {{quantity}}, {{name}}']);
  });

  it('does not ask fr-FR and ar-AE for the advisor and calculator', () => {
    const dir = fixture({
      'de-DE': { advisor: { title: 'Einstreuberater' } },
      'en-GB': { advisor: { title: 'Bedding advisor' } },
      'fr-FR': {},
      'ar-AE': {},
    });
    expect(checkLocales(dir)).toEqual([]);
  });
});
