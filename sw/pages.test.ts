import { describe, expect, it } from 'vitest';
import { isPrerendered, pageFileFor, rootLocaleOf } from './pages';

const manifest = { prerendered: ['/_navigation', '/', '/Einstreu/', '/en-GB', '/Strohpellets-Classic/SW-STP-100', '/Zubehör/'] };

describe('isPrerendered', () => {
  it('finds a page the build prerendered, with or without its trailing slash, encoded or not', () => {
    expect(isPrerendered(manifest, '/Einstreu/')).toBe(true);
    expect(isPrerendered(manifest, '/Einstreu')).toBe(true);
    expect(isPrerendered(manifest, '/en-GB/')).toBe(true);
    expect(isPrerendered(manifest, '/Strohpellets-Classic/SW-STP-100')).toBe(true);
    expect(isPrerendered(manifest, '/Zubeh%C3%B6r/')).toBe(true);
    expect(isPrerendered(manifest, '/')).toBe(true);
  });
  it('finds none for pages it did not (checkout, search, a variant it left out)', () => {
    expect(isPrerendered(manifest, '/checkout/cart')).toBe(false);
    expect(isPrerendered(manifest, '/search')).toBe(false);
    expect(isPrerendered(manifest, '/Einstreu/Miscanthus/')).toBe(false);
  });
});

describe('pageFileFor: which navigation the worker answers with a kept document', () => {
  const url = (href: string) => new URL(href, 'https://shop.test');
  it('a page without a query, or with only a campaign’s or the app start’s parameters', () => {
    expect(pageFileFor(url('/Einstreu/'), null)).toBe('/Einstreu/_page.html');
    expect(pageFileFor(url('/Einstreu/?utm_source=newsletter'), null)).toBe('/Einstreu/_page.html');
  });
  it('not a listing’s other page, sorting or filters: they show other data (the shell renders them)', () => {
    expect(pageFileFor(url('/Einstreu/?p=2'), null)).toBeNull();
    expect(pageFileFor(url('/Einstreu/?order=price-asc'), null)).toBeNull();
  });
  it('the root only for a visitor whose root is the German home (spec §2), and the installed app’s start URL too', () => {
    expect(pageFileFor(url('/?source=pwa'), 'de-DE')).toBe('/_page.html');
    expect(pageFileFor(url('/'), 'en-GB')).toBeNull();
    // Without a cookie store the worker cannot know the visitor's choice: the shell decides.
    expect(pageFileFor(url('/'), null)).toBeNull();
  });
});

describe('rootLocaleOf', () => {
  const scope = (cookie: string | undefined, languages: string[], withStore = true) => ({
    navigator: { languages },
    cookieStore: withStore ? { get: async (name: string) => (name === 'stallwerk-locale' && cookie ? { value: cookie } : null) } : undefined,
  });
  it('reads the storefront’s locale cookie first, then the browser’s languages, else German', async () => {
    expect(await rootLocaleOf(scope('en-GB', ['de-DE']))).toBe('en-GB');
    expect(await rootLocaleOf(scope(undefined, ['fr-CH', 'de']))).toBe('fr-FR');
    expect(await rootLocaleOf(scope(undefined, ['it-IT']))).toBe('de-DE');
  });
  it('is null without a cookie store or when it fails', async () => {
    expect(await rootLocaleOf(scope('de-DE', ['de-DE'], false))).toBeNull();
    expect(await rootLocaleOf({ navigator: { languages: [] }, cookieStore: { get: () => Promise.reject(new Error('denied')) } })).toBeNull();
  });
});
