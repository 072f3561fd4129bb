import { createBrowserRouter, type DataStrategyFunction, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../i18n';
import { LOCALES, splitLocalePath, type Locale } from '../i18n/locales';
import { AccountLayout } from './layouts/AccountLayout';
import { CheckoutLayout } from './layouts/CheckoutLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { setPayloadPages, startPayloads } from '../features/payloads';
import { localeLoader } from './localeLoader';
import { LocaleErrorBoundary, LocaleRoot } from './LocaleRoot';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RootErrorBoundary, RootHydrateFallback } from './RootBoundaries';
import { spreadPreloads } from '../lib/spreadPreloads';
import { nextTask } from '../lib/tasks';
import {
  ACCOUNT_LAYOUT_PAGES,
  CHECKOUT_LAYOUT_PAGES,
  DEFAULT_LAYOUT_PAGES,
  cataloguePages,
  cataloguePagesSuffice,
  localeRootPath,
  otherPages,
  pageMayHavePayload,
  pageRoutes,
  routeId,
} from './routeTable';

/** A layout whose pages share one error boundary rendered inside the layout (header stays). */
function layout(locale: Locale, name: string, Component: React.ComponentType, pages: RouteObject[], namespaces: Namespace[] = []): RouteObject {
  return {
    id: routeId(locale, name),
    Component,
    // The layout's own texts are loaded before it renders (pages load theirs in their loaders).
    loader: namespaces.length
      ? async () => {
          await loadNamespaces(...namespaces);
          return null;
        }
      : undefined,
    shouldRevalidate: () => false,
    children: [{ id: routeId(locale, `${name}-pages`), ErrorBoundary: PageErrorBoundary, children: pages }],
  };
}

/** The checkout's and the account's layouts with their pages. */
const layoutsBesidesDefault = (locale: Locale): RouteObject[] => [
  layout(locale, 'checkout-layout', CheckoutLayout, pageRoutes(locale, CHECKOUT_LAYOUT_PAGES), ['checkout']),
  layout(locale, 'account-layout', AccountLayout, pageRoutes(locale, ACCOUNT_LAYOUT_PAGES), ['account']),
];

/** The id of the route whose children are the default layout's pages. */
const defaultPagesId = (locale: Locale) => routeId(locale, 'default-pages');

/** A locale's routes: all its pages, or only the catalogue's (the others join on navigation, localeRouting). */
function localeRoutes(locale: Locale, pages: 'all' | 'catalogue' = 'all'): RouteObject {
  const all = pages === 'all';
  return {
    id: locale,
    path: localeRootPath(locale),
    loader: localeLoader(locale),
    // Session and language are loaded once per locale; switches update them explicitly.
    shouldRevalidate: () => false,
    Component: LocaleRoot,
    ErrorBoundary: LocaleErrorBoundary,
    children: [layout(locale, 'default', DefaultLayout, pageRoutes(locale, all ? DEFAULT_LAYOUT_PAGES : cataloguePages(DEFAULT_LAYOUT_PAGES))), ...(all ? layoutsBesidesDefault(locale) : [])],
  };
}

const ROOT_ID = 'root';
const rootRoute = (children: RouteObject[]): RouteObject => ({ id: ROOT_ID, ErrorBoundary: RootErrorBoundary, HydrateFallback: RootHydrateFallback, children });
const localeBranches = new Map(LOCALES.map((locale) => [locale, localeRoutes(locale)]));

export const routes: RouteObject[] = [rootRoute([...localeBranches.values()])];

/**
 * Scroll restoration on a full load (spec: a page opened by reload or deep link starts at the top
 * or at the position <ScrollRestoration> saved for it). The router keys saved positions by the
 * history entry's key, and an entry opened by a full load has none ("default" for every such
 * entry): a deep link would then get the position saved for another deep-linked page. A fresh
 * entry gets its own key here (a reload keeps the entry's state and so its position), and the
 * browser's own restoration is turned off before anything renders so it cannot scroll late.
 */
export function prepareScrollRestoration(history: History = window.history): void {
  history.scrollRestoration = 'manual';
  const state = (history.state ?? {}) as Record<string, unknown>;
  if (typeof state.key !== 'string' || !state.key) {
    // With the index React Router would write into a fresh entry (0) in the same call: it then
    // writes none itself, and each history write held a phone's main thread for ~10 ms.
    history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10), idx: state.idx ?? 0 }, '');
  }
}

/**
 * React Router's own strategy (every match that should load resolves, keyed by route id), except
 * that the first page's loaders start in a task after the router's, and each in a task after its
 * page module has been evaluated: creating the router, matching
 * the address and starting the loaders (session, payload reads, requests) in one go held a
 * phone's main thread for well over 50 ms while the prerendered page waited for its first tap.
 */
export function firstLoadYields(yieldTask: () => Promise<void> = nextTask): DataStrategyFunction {
  let first = true;
  return async ({ matches }) => {
    const initial = first;
    if (first) {
      first = false;
      await yieldTask();
    }
    const toLoad = matches.filter((match) => match.shouldLoad);
    // A page's loader runs in a task after its module's evaluation (they were one task too).
    const afterModule = async (loader: () => unknown) => {
      await yieldTask();
      return loader();
    };
    const results = await Promise.all(toLoad.map((match) => (initial ? match.resolve(afterModule) : match.resolve())));
    return Object.fromEntries(toLoad.map((match, i) => [match.route.id, results[i]]));
  };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The routes the browser's router starts with: the address's locale only, and of its pages the
 * catalogue's (home, listings, products, guides, search) when the address is one of them; React
 * Router's route discovery adds the rest when a navigation first needs it (another locale, the
 * sign-in, the cart, the account…). React Router converts, ranks and matches every route while
 * it starts: all four locales' routes cost a phone tens of milliseconds, and one locale's 36
 * pages still ~15 ms unthrottled (the catalogue's 4: ~4 ms), while the prerendered page waited for
 * its first tap. A catalogue page's catch-all matches any address, and React Router asks for
 * discovery on a match with parameters, so every address that needs more routes is seen here.
 */
export function localeRouting(path: string): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const branch = (locale: Locale, localPath: string): RouteObject => (cataloguePagesSuffice(localPath) ? localeRoutes(locale, 'catalogue') : localeBranches.get(locale)!);
  const start = splitLocalePath(path);
  const first = branch(start.locale, start.path);
  /** Per locale added: whether all its pages are in. */
  const added = new Map<Locale, boolean>([[start.locale, first === localeBranches.get(start.locale)]]);
  return {
    routes: [rootRoute([first])],
    patchRoutesOnNavigation: ({ path: target, patch }) => {
      const { locale, path: localPath } = splitLocalePath(target);
      const complete = added.get(locale);
      if (complete === undefined) {
        const next = branch(locale, localPath);
        added.set(locale, next === localeBranches.get(locale));
        patch(ROOT_ID, [next]);
      } else if (!complete && !cataloguePagesSuffice(localPath)) {
        added.set(locale, true);
        patch(defaultPagesId(locale), pageRoutes(locale, otherPages(DEFAULT_LAYOUT_PAGES)));
        patch(locale, layoutsBesidesDefault(locale));
      }
    },
  };
}

export function createAppRouter(): AppRouter {
  prepareScrollRestoration();
  // Before the first loaders run: they ask for the first page's payload where one can exist.
  setPayloadPages((pathname) => pageMayHavePayload(splitLocalePath(pathname).path));
  let router!: AppRouter;
  const { routes: initial, patchRoutesOnNavigation } = localeRouting(window.location.pathname);
  // The router asks for the first page's chunks at once: their ~50 preload links are added a few per task.
  spreadPreloads(() => {
    router = createBrowserRouter(initial, { dataStrategy: firstLoadYields(), patchRoutesOnNavigation });
  });
  startPayloads(router);
  return router;
}
