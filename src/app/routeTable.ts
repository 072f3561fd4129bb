import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { payloadBeforeLoader, readsFromPayloads } from '../features/payloads';
import { ensureLocale, ensureLocaleRequests } from './localeLoader';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

/**
 * The route table. Every page exists in four locale variants: de-DE without prefix, the others
 * under /en-GB, /fr-FR, /ar-AE. Route ids are `<locale>:<name>`; a name containing 'wishlist'
 * tells the wishlist feature to skip its initial load (spec §2). Page modules are lazy chunks.
 */
type Lazy = NonNullable<RouteObject['lazy']>;

interface PageDef {
  name: string;
  path?: string;
  index?: true;
  lazy: Lazy;
  /** Catalogue reads only (no session in the loader): the loader starts before the session is settled. */
  catalogue?: true;
}

const advisorPage: Lazy = () => import('../features/advisor/routes/advisorPage');
const calculatorPage: Lazy = () => import('../features/calculator/routes/calculatorPage');

export const DEFAULT_LAYOUT_PAGES: PageDef[] = [
  { name: 'home', index: true, lazy: () => import('../features/content/routes/home'), catalogue: true },
  { name: 'search', path: 'search', lazy: () => import('../features/catalog/routes/search'), catalogue: true },
  { name: 'login', path: 'login', lazy: () => import('../features/account/routes/loginPage') },
  { name: 'register', path: 'register', lazy: () => import('../features/account/routes/registerPage') },
  { name: 'registration-confirm', path: 'registration/confirm', lazy: () => import('../features/account/routes/registrationConfirmPage') },
  { name: 'account-recover', path: 'account/recover', lazy: () => import('../features/account/routes/recoverPage') },
  // The recovery mail links here (Shopware's path); the same page as /reset-password.
  { name: 'account-recover-password', path: 'account/recover/password', lazy: () => import('../features/account/routes/resetPasswordPage') },
  { name: 'reset-password', path: 'reset-password', lazy: () => import('../features/account/routes/resetPasswordPage') },
  { name: 'newsletter-subscribe', path: 'newsletter-subscribe', lazy: () => import('../features/newsletter/routes/newsletterPage') },
  { name: 'wishlist', path: 'wishlist', lazy: () => import('../features/wishlist/routes/wishlistPage') },
  { name: 'account-order-guest', path: 'account/order/guest/:deepLinkCode', lazy: () => import('../features/orders/routes/guestOrder') },
  // The bedding advisor and calculator (de-DE and en-GB paths; fr-FR/ar-AE get a page that offers
  // both languages) before the guide's catch-all.
  { name: 'advisor', path: 'ratgeber/einstreuberater', lazy: advisorPage },
  { name: 'advisor-en', path: 'ratgeber/bedding-advisor', lazy: advisorPage },
  { name: 'calculator', path: 'ratgeber/einstreurechner', lazy: calculatorPage },
  { name: 'calculator-en', path: 'ratgeber/bedding-calculator', lazy: calculatorPage },
  // Storing the whole catalogue for the barn (issue 15); reachable from the menu and the footer.
  { name: 'cart-drafts', path: 'drafts', lazy: () => import('../features/cartDrafts/routes/draftsPage') },
  { name: 'offline-catalog', path: 'offline', lazy: () => import('../features/offlineCatalog/routes/offlinePage') },
  { name: 'guide', path: 'ratgeber/*', lazy: () => import('../features/content/routes/guide'), catalogue: true },
  { name: 'entity', path: '*', lazy: () => import('../features/catalog/routes/entity'), catalogue: true },
];

export const CHECKOUT_LAYOUT_PAGES: PageDef[] = [
  { name: 'checkout-cart', path: 'checkout/cart', lazy: () => import('../features/cart/routes/cartPage') },
  { name: 'checkout', path: 'checkout', lazy: () => import('../features/checkout/routes/checkoutPage') },
  { name: 'checkout-register', path: 'checkout/register', lazy: () => import('../features/checkout/routes/registerChoice') },
  { name: 'checkout-register-customer', path: 'checkout/register/register-as-customer', lazy: () => import('../features/checkout/routes/registerCustomer') },
  { name: 'checkout-register-guest', path: 'checkout/register/register-as-guest', lazy: () => import('../features/checkout/routes/registerGuest') },
  { name: 'checkout-success', path: 'checkout/success/:orderId', lazy: () => import('../features/checkout/routes/successPage') },
  { name: 'checkout-success-paid', path: 'checkout/success/:orderId/paid', lazy: () => import('../features/checkout/routes/paidPage') },
  { name: 'checkout-success-unpaid', path: 'checkout/success/:orderId/unpaid', lazy: () => import('../features/checkout/routes/unpaidPage') },
];

export const ACCOUNT_LAYOUT_PAGES: PageDef[] = [
  { name: 'account', path: 'account', lazy: () => import('../features/account/routes/overviewPage') },
  { name: 'account-address', path: 'account/address', lazy: () => import('../features/account/routes/addressPage') },
  { name: 'account-order', path: 'account/order', lazy: () => import('../features/orders/routes/orderList') },
  { name: 'account-order-detail', path: 'account/order/:orderId', lazy: () => import('../features/orders/routes/orderDetail') },
  { name: 'account-payment', path: 'account/payment', lazy: () => import('../features/account/routes/paymentPage') },
  { name: 'account-profile', path: 'account/profile', lazy: () => import('../features/account/routes/profilePage') },
];

export const routeId = (locale: Locale, name: string) => `${locale}:${name}`;

/** The first visit's pages (a visitor arrives on the home page, a listing, a product or a guide). */
export const cataloguePages = (pages: PageDef[]): PageDef[] => pages.filter((page) => page.catalogue);
/** Everything else: sign-in, checkout, the account, the advisor… */
export const otherPages = (pages: PageDef[]): PageDef[] => pages.filter((page) => !page.catalogue);

const segments = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // As React Router matches: each segment decoded, case-insensitively.
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/** A page's literal leading segments ('checkout/success/:orderId' → checkout, success). */
const staticPrefix = (path: string): string[] => {
  const all = segments(path);
  const dynamic = all.findIndex((segment) => segment.startsWith(':') || segment === '*');
  return dynamic < 0 ? all : all.slice(0, dynamic);
};

/**
 * The leading segments that only the other pages' paths start with: a page's first segment, or
 * its whole literal prefix where a catalogue page starts the same way (the advisor under
 * 'ratgeber/', next to the guides' catch-all).
 */
const OTHER_PREFIXES: string[][] = (() => {
  const pages = [...DEFAULT_LAYOUT_PAGES, ...CHECKOUT_LAYOUT_PAGES, ...ACCOUNT_LAYOUT_PAGES];
  const catalogueFirst = new Set(cataloguePages(pages).map((page) => staticPrefix(page.path ?? '')[0]));
  return otherPages(pages).map((page) => {
    const prefix = staticPrefix(page.path ?? '');
    return catalogueFirst.has(prefix[0]) ? prefix : prefix.slice(0, 1);
  });
})();

/**
 * Whether a path (behind its locale prefix) can only be one of the catalogue pages. Every other
 * page's path starts with literal segments of its own, so a path that starts with none of them
 * matches the same page in the catalogue pages' table as in the whole one. Erring towards "no"
 * costs only time (the whole table is added); the prefixes are generous for that reason.
 */
export function cataloguePagesSuffice(path: string): boolean {
  const parts = segments(path);
  return !OTHER_PREFIXES.some((prefix) => prefix.every((segment, i) => parts[i] === segment));
}

/**
 * Whether the build can have written a payload for the page at a path (behind its locale prefix):
 * the catalogue's pages (home, listings, products, guides), not the search, whose answers depend on
 * its query, and no other page.
 */
export function pageMayHavePayload(path: string): boolean {
  const parts = segments(path);
  return cataloguePagesSuffice(path) && !(parts.length === 1 && parts[0] === 'search');
}

export const localeRootPath = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`);

/**
 * A page's lazy module, with its loader waiting for the locale (language header, session):
 * react-router starts all matched loaders at once. Catalogue pages only wait for the language
 * header and the context token, so their reads run in parallel with the session's language update.
 */
function withLocale(locale: Locale, lazy: Lazy, catalogue = false): Lazy {
  return (async () => {
    const mod = (await (lazy as () => Promise<RouteModule>)()) as RouteModule;
    const { loader } = mod;
    return {
      ...mod,
      loader: async (args: LoaderFunctionArgs) => {
        if (catalogue) {
          // A catalogue page's build-time payload loads alongside the locale (when the build has
          // one). A visitor whose reads are their own (signed in, net prices) does not wait for it:
          // it is only their offline stand-in (src/api/payloads.ts), which waits for it itself.
          const payload = payloadBeforeLoader(args.request);
          await ensureLocaleRequests(locale, args.request);
          if (readsFromPayloads()) await payload;
        } else await ensureLocale(locale, args.request);
        return loader ? loader(args) : null;
      },
    };
  }) as Lazy;
}

type RouteModule = { loader?: (args: LoaderFunctionArgs) => unknown } & Record<string, unknown>;

export function pageRoutes(locale: Locale, pages: PageDef[]): RouteObject[] {
  return pages.map((p): RouteObject => {
    const lazy = withLocale(locale, p.lazy, p.catalogue);
    return p.index ? { id: routeId(locale, p.name), index: true, lazy } : { id: routeId(locale, p.name), path: p.path, lazy };
  });
}

export { LOCALES };
