import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { localeRouting, routes } from './router';
import { cataloguePagesSuffice, pageMayHavePayload } from './routeTable';

const childIds = (route: RouteObject | undefined): string[] => (route?.children ?? []).map((r) => r.id!);
const localeBranch = (table: RouteObject[], locale: string) => table[0].children!.find((r) => r.id === locale);
/** The ids of the default layout's pages in a locale branch. */
const defaultPageIds = (branch: RouteObject | undefined) => childIds(branch?.children?.[0].children?.[0]);

function discovery(start: string) {
  const routing = localeRouting(start);
  const patch = vi.fn();
  const discover = (path: string) => void routing.patchRoutesOnNavigation({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return { routing, patch, discover };
}

describe('localeRouting', () => {
  it('starts the browser’s router with the address’s locale only, under the same root', () => {
    const english = localeRouting('/en-GB/Bedding/');
    expect(english.routes).toHaveLength(1);
    expect(english.routes[0].id).toBe(routes[0].id);
    expect(childIds(english.routes[0])).toEqual(['en-GB']);
    expect(childIds(localeRouting('/Einstreu/').routes[0])).toEqual(['de-DE']);
    expect(childIds(localeRouting('/').routes[0])).toEqual(['de-DE']);
    // A page that is not the catalogue's starts with all of its locale's pages: the full table's objects.
    expect(localeRouting('/en-GB/checkout/cart').routes[0].children![0]).toBe(localeBranch(routes, 'en-GB'));
  });

  it('starts a catalogue page with the catalogue’s pages only (issue 16: React Router ranks and matches every route while the page waits for its first tap)', () => {
    for (const start of ['/', '/Einstreu/', '/Miscanthus-Einstreu-Premium/SW-MIS-100.1', '/ratgeber/einstreu-vergleich', '/search', '/en-GB/Bedding/']) {
      const branch = localeRouting(start).routes[0].children![0];
      expect(childIds(branch), start).toHaveLength(1); // the default layout only: no checkout, no account
      expect(
        defaultPageIds(branch).map((id) => id.split(':')[1]),
        start,
      ).toEqual(['home', 'search', 'guide', 'entity']);
    }
    // The full table keeps everything (the build prerenders with it; the offline download reads it).
    expect(childIds(localeBranch(routes, 'de-DE')).map((id) => id.split(':')[1])).toEqual(['default', 'checkout-layout', 'account-layout']);
  });

  it('adds another locale’s routes the first time a navigation goes there, once', () => {
    const { patch, discover } = discovery('/Einstreu/');
    // German catalogue pages: their routes are there already (the catch-all matched).
    discover('/Futter/Heu/');
    expect(patch).not.toHaveBeenCalled();
    discover('/fr-FR/Litiere/');
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe(routes[0].id);
    expect(childIds(patch.mock.calls[0][1][0])).toEqual(['fr-FR:default']);
    discover('/fr-FR/Aliment/');
    discover('/fr-FR');
    expect(patch).toHaveBeenCalledTimes(1);
    // Straight to a page that is not the catalogue's: that locale's whole branch.
    discover('/ar-AE/account');
    expect(patch).toHaveBeenLastCalledWith(routes[0].id, [localeBranch(routes, 'ar-AE')]);
    discover('/ar-AE/login');
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('adds the rest of a locale’s pages the first time a navigation needs one of them, once', () => {
    const { patch, discover } = discovery('/Einstreu/');
    discover('/checkout/cart');
    expect(patch).toHaveBeenCalledTimes(2);
    const [[defaultPages, pages], [locale, layouts]] = patch.mock.calls;
    expect(defaultPages).toBe('de-DE:default-pages');
    expect((pages as RouteObject[]).map((r) => r.id)).toContain('de-DE:login');
    expect((pages as RouteObject[]).map((r) => r.id)).not.toContain('de-DE:entity');
    expect(locale).toBe('de-DE');
    expect((layouts as RouteObject[]).map((r) => r.id)).toEqual(['de-DE:checkout-layout', 'de-DE:account-layout']);
    discover('/login');
    discover('/account/order');
    discover('/Futter/');
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('a path matches the same page with the catalogue’s routes as with all of them whenever they are said to suffice', () => {
    const pages = (route: RouteObject, prefix = ''): string[] =>
      (route.children ?? []).flatMap((child) => {
        const path = child.index || child.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${child.path.replace(/^\//, '')}`;
        return child.children ? pages(child, path) : [path || '/'];
      });
    const samples = new Set<string>();
    for (const path of pages(routes[0])) {
      const filled = path.replace(/:[A-Za-z]+/g, 'abc123').replace(/\*$/, 'Einstreu/Pellets');
      // Upper case and a %-encoded letter behind the locale prefix (React Router matches paths
      // decoded and without case; the locale prefix itself is taken as written).
      const [, prefix = '', rest] = /^(\/[a-z]{2}-[A-Z]{2})?(.*)$/.exec(filled)!;
      const encoded = rest.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
      samples
        .add(filled)
        .add(`${filled}/`)
        .add(prefix + rest.toUpperCase())
        .add(prefix + encoded);
    }
    for (const extra of [
      '/ratgeber/einstreuberater-tipps',
      '/ratgeber/einstreu',
      '/Checkout-Guide/',
      '/accounting/',
      '/searching',
      '/en-GB/ratgeber/bedding-advisor/',
      '/fr-FR/checkout',
      '/ar-AE/wishlist',
    ])
      samples.add(extra);
    const ids = (table: RouteObject[], path: string) => (matchRoutes(table, path) ?? []).map((m) => m.route.id).join(' > ');
    expect(samples.size).toBeGreaterThan(4 * 36 * 3);
    expect(samples).toContain('/en-GB/checkout/success/abc123/paid');
    for (const path of samples) {
      expect(ids(localeRouting(path).routes, path), path).toBe(ids(routes, path));
    }
    expect(cataloguePagesSuffice('/checkout/cart')).toBe(false);
    expect(cataloguePagesSuffice('/ratgeber/einstreuberater')).toBe(false);
    expect(cataloguePagesSuffice('/ratgeber/einstreu-vergleich')).toBe(true);
    expect(cataloguePagesSuffice('/Einstreu/')).toBe(true);
  });

  it('knows which pages the build can have written a payload for (their first visit asks for it at once)', () => {
    for (const path of ['/', '/Einstreu/', '/Einstreu/Strohpellets/', '/Miscanthus-Einstreu-Premium/SW-MIS-100.1', '/ratgeber/einstreu-vergleich', '/search/results/']) {
      expect(pageMayHavePayload(path), path).toBe(true);
    }
    for (const path of [
      '/search',
      '/login',
      '/register',
      '/checkout/cart',
      '/checkout',
      '/account/order',
      '/wishlist',
      '/drafts',
      '/offline',
      '/ratgeber/einstreuberater',
      '/ratgeber/bedding-calculator',
    ]) {
      expect(pageMayHavePayload(path), path).toBe(false);
    }
  });
});
