import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readsFromPayloads, refreshWhenIdle } from '../features/payloads';
import { preloadFirstPaint } from '../features/shell';
import { preloadFirstPaintParts } from '../ui/lazyWithPreload';
import { loadNamespaces, type Namespace } from '../i18n';
import { App } from './App';
import { onAppReady } from './appReady';
import { takeEarlyInput } from './earlyInput';
import { endScrollTakeover, keepScrollOnTakeover } from './layouts/PageScrollRestoration';
import { createAppRouter, type AppRouter } from './router';
import { showsPrerenderedPage } from '../lib/pageUrl';
import { inNextTask } from '../lib/tasks';
import { spreadPreloads } from '../lib/spreadPreloads';

/** Resolves once the router has run the first page's loaders (its data is what the page renders). */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function pagePath(path: string): string {
  try {
    return decodeURIComponent(path).replace(/\/+$/, '');
  } catch {
    return path;
  }
}

const samePage = (a: string, b: string) => pagePath(a) === pagePath(b);

/**
 * The markup of a prerendered page (the build rendered it for a guest from its payload) is
 * hydrated when the app's first render shows the same: the same page, no error, and the data read
 * from the same payload, no query but a campaign's or the app start's (`showsPrerenderedPage`). Anyone else (signed in, net prices, another currency, a redirect) gets a
 * fresh render; the prerendered page stays on screen until it is ready.
 */
export function canHydrate(router: AppRouter, prerenderedPath: string, fromPayloads: boolean): boolean {
  const { location, errors } = router.state;
  return fromPayloads && !errors && showsPrerenderedPage(location.search) && samePage(location.pathname, prerenderedPath);
}

/** How long hydration waits for the page's lazy parts and navigations before it starts without them. */
const PRELOAD_WAIT_MS = 3000;

/**
 * What the prerendered markup shows beyond the route's data: its lazy parts and navigations, and
 * the translation namespaces it used (the build lists them on #root). Anything still loading when
 * hydration starts would suspend its part of the page, which then hydrates later on its own.
 */
function preloadPage(container: HTMLElement): Promise<unknown> {
  const namespaces = (container.dataset.namespaces ?? '').split(',').filter(Boolean) as Namespace[];
  return Promise.all([preloadFirstPaint(), loadNamespaces(...namespaces)]);
}

/** Marks the document once the app runs (tests and tools wait for it instead of guessing). */
function markReady(): void {
  document.documentElement.dataset.app = 'ready';
  // The visitor's own prices are on screen now (index.html hid the prerendered page's).
  delete document.documentElement.dataset.ownPrices;
  refreshWhenIdle();
}

/** Starts the app in #root: hydrates a prerendered page, renders anything else. */
export function startApp(container: HTMLElement): void {
  const prerendered = container.dataset.prerendered;
  const early = takeEarlyInput();
  const router = createAppRouter();
  const app = (hydrating: boolean) => (
    <StrictMode>
      <App router={router} hydrating={hydrating} />
    </StrictMode>
  );
  if (prerendered === undefined) {
    early.drop();
    onAppReady(markReady);
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding a phone's main thread for a quarter of a second (the cart).
    startTransition(() => root.render(app(false)));
    return;
  }
  // The shell's lazy parts load alongside the first page's data; the route's own (a contact form)
  // and the navigations (they need the locale's language) once the router has it.
  // In a task of its own, and their ~15 preload links a few per task: asking for a dozen chunks
  // costs a phone tens of milliseconds.
  inNextTask(() => spreadPreloads(() => void preloadFirstPaintParts().catch(() => undefined)));
  void initialized(router)
    // A part that takes long (a chunk on a weak connection) is hydrated when it arrives instead.
    .then(() => Promise.race([preloadPage(container).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]))
    .then(() => {
      // The visitor may have scrolled the page meanwhile: the app's first commit keeps the position.
      keepScrollOnTakeover();
      if (canHydrate(router, prerendered, readsFromPayloads())) {
        onAppReady(() => {
          endScrollTakeover();
          markReady();
          early.replay();
        });
        // As a transition, hydration yields to the browser every few milliseconds instead of
        // blocking the main thread for the whole page (a phone needs a second for a listing).
        startTransition(() => {
          hydrateRoot(container, app(true));
        });
      } else {
        // Taps and typing on the prerendered page go to the same controls of the new one.
        const carryOver = early.renderAnew(container);
        onAppReady(() => {
          endScrollTakeover();
          markReady();
          carryOver();
        });
        const root = createRoot(container);
        // The prerendered page stays on screen until the fresh render is complete.
        startTransition(() => root.render(app(false)));
      }
    });
}
