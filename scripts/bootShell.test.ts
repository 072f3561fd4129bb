// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_FONT } from '../src/app/theme/theme';
import { DEFAULT_LOCALE, directionOf, LOCALES } from '../src/i18n/locales';
import { OWN_PRICES_COOKIE } from '../src/features/session/priceView';

/** index.html's script that prepares the header frame shown until the app runs. */
const BOOT_SCRIPT = (() => {
  const html = readFileSync('index.html', 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((text) => text.includes('bootHeader'));
  if (!script) throw new Error('index.html has no boot script');
  return script;
})();

function bootAt(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const root = document.documentElement;
  root.lang = 'de-DE';
  root.dir = 'ltr';
  delete root.dataset.bootHeader;
  new Function(BOOT_SCRIPT)();
  return root;
}

/** The writes of `lang` and `dir` the boot script makes at `path`, on a page that carries `lang` and `dir` as given. */
async function langAndDirWritesOfBootScript(path: string, carried: { lang: string; dir: string }): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const root = document.documentElement;
  root.lang = carried.lang;
  root.dir = carried.dir;
  const writes: string[] = [];
  const observer = new MutationObserver((records) => writes.push(...records.map((r) => r.attributeName ?? '')));
  observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
  new Function(BOOT_SCRIPT)();
  await Promise.resolve();
  writes.push(...observer.takeRecords().map((r) => r.attributeName ?? ''));
  observer.disconnect();
  return writes;
}

describe('the shell before the app runs (index.html)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes language and direction from the address, for every locale with a prefix', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const root = bootAt(`/${locale}/checkout/cart`);
      expect(root.lang).toBe(locale);
      expect(root.dir).toBe(directionOf(locale));
    }
    const german = bootAt('/checkout/cart');
    expect([german.lang, german.dir]).toEqual(['de-DE', 'ltr']);
    // A path that merely starts like a locale is not one.
    expect(bootAt('/ar-AEX/foo').lang).toBe('de-DE');
  });

  it('hides a prerendered page’s prices from a visitor with their own, as src/features/session/priceView.ts remembers them', () => {
    const clear = () => (document.cookie = `${OWN_PRICES_COOKIE}=; Max-Age=0; Path=/`);
    try {
      delete document.documentElement.dataset.ownPrices;
      document.cookie = `${OWN_PRICES_COOKIE}x=own; Path=/`;
      expect(bootAt('/Einstreu/').dataset.ownPrices).toBeUndefined();
      document.cookie = `${OWN_PRICES_COOKIE}=own; Path=/`;
      expect(bootAt('/Einstreu/').dataset.ownPrices).toBe('');
      // The rule that hides them: the price elements' text, while the attribute is there.
      expect(readFileSync('index.html', 'utf8')).toMatch(/html\[data-own-prices\] \[data-price\] \*\s*\{\s*color: transparent !important;/);
    } finally {
      clear();
      document.cookie = `${OWN_PRICES_COOKIE}x=; Max-Age=0; Path=/`;
      delete document.documentElement.dataset.ownPrices;
    }
  });

  it('writes neither when a prerendered page carries them already: a write of lang restyles the whole document in Chromium', async () => {
    const writes = await langAndDirWritesOfBootScript('/ar-AE/', { lang: 'ar-AE', dir: 'rtl' });
    expect(writes).toEqual([]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar-AE', 'rtl']);
  });

  it('corrects each attribute on its own: a page whose lang is right but whose dir is not gets only dir written', async () => {
    const writes = await langAndDirWritesOfBootScript('/ar-AE/', { lang: 'ar-AE', dir: 'ltr' });
    expect(writes).toEqual(['dir']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar-AE', 'rtl']);
  });

  it('gives the checkout pages the compact header frame of their layout, and no other page', () => {
    expect(bootAt('/checkout/cart').dataset.bootHeader).toBe('compact');
    expect(bootAt('/ar-AE/checkout').dataset.bootHeader).toBe('compact');
    expect(bootAt('/en-GB/checkout/success/abc').dataset.bootHeader).toBe('compact');
    expect(bootAt('/account').dataset.bootHeader).toBeUndefined();
    expect(bootAt('/checkoutx').dataset.bootHeader).toBeUndefined();
    expect(bootAt('/fr-FR/login').dataset.bootHeader).toBeUndefined();
  });

  it("gives a fresh history entry its own key and React Router's index, so the app starts without a history write; an entry with a key keeps it", () => {
    window.history.replaceState(null, '', '/Einstreu/');
    new Function(BOOT_SCRIPT)();
    const fresh = window.history.state as { key: string; idx: number };
    expect(fresh.key).toMatch(/^[a-z0-9]+$/);
    expect(fresh.idx).toBe(0);
    expect(window.history.scrollRestoration).toBe('manual');
    // A reload or a return to the entry: its key (and with it its saved scroll position) stays.
    window.history.replaceState({ usr: { from: 'list' }, key: 'kept1', idx: 3 }, '');
    new Function(BOOT_SCRIPT)();
    expect(window.history.state).toEqual({ usr: { from: 'list' }, key: 'kept1', idx: 3 });
    // State another script left without a key keeps its fields.
    window.history.replaceState({ usr: null, idx: 2 }, '');
    new Function(BOOT_SCRIPT)();
    expect(window.history.state).toMatchObject({ usr: null, idx: 2, key: expect.stringMatching(/^[a-z0-9]+$/) });
  });

  it("sets the cookie banner in the theme's font stack (a family the stack lacks is a font lookup during the first layout)", () => {
    const css = /\.consent-banner \{[^}]*?font:\s*16px\/1\.6 ([^;]+);/.exec(readFileSync('index.html', 'utf8'))?.[1];
    const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
    expect(css).toBeDefined();
    expect(families(css!)).toEqual(families(SYSTEM_FONT));
  });
});
