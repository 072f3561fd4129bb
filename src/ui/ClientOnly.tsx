import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether state only the browser knows may show; a fresh render in the browser may at once. */
const InBrowserContext = createContext(true);

/**
 * Around the app: a fresh render shows browser state at once; a hydrated page first renders as the
 * build did and then, as a transition (interruptible, in small slices instead of one long task
 * on a phone), once more with the cart, the wishlist, the connection and the overlays.
 */
export function InBrowserProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(!hydrating);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return <InBrowserContext.Provider value={inBrowser}>{children}</InBrowserContext.Provider>;
}

/** Around the build's prerendering: the markup carries no visitor's state. */
export function ServerMarkup({ children }: { children: ReactNode }) {
  return <InBrowserContext.Provider value={false}>{children}</InBrowserContext.Provider>;
}

/**
 * False while a prerendered page is being hydrated (and in the build's prerendering), true
 * afterwards: state only the browser knows (the cart's count, the wishlist, the connection) is
 * shown one render after hydration, so the markup hydrates as the build rendered it.
 */
export function useInBrowser(): boolean {
  return useContext(InBrowserContext);
}

/**
 * Children that depend on the visitor's browser (stored consent, cart, installed app) render
 * only in the browser: a prerendered page and its hydration show nothing in their place, the
 * render right after hydration adds them (a fresh render has them at once).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
