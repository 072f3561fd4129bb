import { describe, expect, it } from 'vitest';
import { redirectFor, redirectRules, ROUTE_REDIRECTS, type RedirectRule } from './routeRedirects';

describe('route redirects of the manifest (spec §2: the route-rule manifest can redirect routes)', () => {
  const staticRules: Record<string, { payload?: boolean; redirect?: RedirectRule }> = { ...redirectRules(['', '/en-GB']), '/Einstreu/': { payload: true } };
  const rules = { matcher: { static: staticRules } };

  it('writes every alias for every locale, permanently, to the same locale', () => {
    expect(rules.matcher.static['/warenkorb']).toEqual({ redirect: { to: '/checkout/cart', statusCode: 301 } });
    expect(rules.matcher.static['/en-GB/cart']).toEqual({ redirect: { to: '/en-GB/checkout/cart', statusCode: 301 } });
    expect(Object.keys(redirectRules(['', '/en-GB', '/fr-FR', '/ar-AE']))).toHaveLength(4 * Object.keys(ROUTE_REDIRECTS).length);
  });

  it('finds a path with a trailing slash, in capitals or encoded', () => {
    expect(redirectFor(rules, '/cart')?.to).toBe('/checkout/cart');
    expect(redirectFor(rules, '/cart/')?.to).toBe('/checkout/cart');
    expect(redirectFor(rules, '/Warenkorb')?.to).toBe('/checkout/cart');
    expect(redirectFor(rules, '/%6Bonto')?.to).toBe('/account');
    expect(redirectFor(rules, '/en-GB/my-account')?.to).toBe('/en-GB/account');
  });

  it('leaves other pages, no manifest and targets off the site alone', () => {
    expect(redirectFor(rules, '/Einstreu/')).toBeNull();
    expect(redirectFor(rules, '/checkout/cart')).toBeNull();
    expect(redirectFor(null, '/cart')).toBeNull();
    for (const to of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(redirectFor({ matcher: { static: { '/x': { redirect: { to, statusCode: 301 } } } } }, '/x')).toBeNull();
    }
  });

  it('sends only to pages of the shop that exist (no alias points at another alias)', () => {
    for (const to of Object.values(ROUTE_REDIRECTS)) {
      expect(to).toMatch(/^\/(checkout(\/cart)?|account(\/order)?|wishlist|login|register)$/);
      expect(ROUTE_REDIRECTS[to]).toBeUndefined();
    }
  });
});
