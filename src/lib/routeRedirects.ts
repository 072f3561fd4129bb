/**
 * Redirects of the build's route-rule manifest (spec §2): written by scripts/payloads.ts, followed
 * by the server for documents and by the app for its own navigations.
 */
/** A manifest entry's redirect, in Nitro's route-rule shape. */
export interface RedirectRule {
  to: string;
  statusCode: 301 | 302 | 307 | 308;
}

/**
 * Addresses people type or keep from other shops ("/warenkorb", "/cart", "/konto"), sent on to the
 * page that has them (spec §2: the route-rule manifest can redirect routes). Paths without locale;
 * the build writes them for every locale.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/cart': '/checkout/cart',
  '/warenkorb': '/checkout/cart',
  '/basket': '/checkout/cart',
  '/kasse': '/checkout',
  '/konto': '/account',
  '/mein-konto': '/account',
  '/my-account': '/account',
  '/bestellungen': '/account/order',
  '/orders': '/account/order',
  '/merkzettel': '/wishlist',
  '/wunschliste': '/wishlist',
  '/anmelden': '/login',
  '/registrieren': '/register',
};

/** The manifest's redirect entries: every alias in every locale, permanently to its target. */
export function redirectRules(localePrefixes: readonly string[]): Record<string, { redirect: RedirectRule }> {
  return Object.fromEntries(
    localePrefixes.flatMap((prefix) => Object.entries(ROUTE_REDIRECTS).map(([from, to]) => [`${prefix}${from}`, { redirect: { to: `${prefix}${to}`, statusCode: 301 as const } }])),
  );
}

/** Where the manifest sends a path (its trailing slash and case aside), or null. */
export function redirectFor(rules: { matcher: { static: Record<string, { redirect?: RedirectRule }> } } | null, pathname: string): RedirectRule | null {
  if (!rules) return null;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // kept as it came
  }
  const wanted = decoded.replace(/\/+$/, '') || '/';
  const lower = wanted.toLowerCase();
  // Typed addresses come in any case ("/Warenkorb", "/ar-AE/Konto"); the manifest's keys are as written.
  const rule = rules.matcher.static[wanted]?.redirect ?? Object.entries(rules.matcher.static).find(([path, entry]) => entry.redirect && path.toLowerCase() === lower)?.[1].redirect;
  return rule && typeof rule.to === 'string' && rule.to.startsWith('/') && !rule.to.startsWith('//') ? rule : null;
}
