import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page is being hydrated (and on the server), true afterwards: state
 * only the browser knows (the cart's count, the wishlist, the connection) is shown one render
 * after hydration, so the markup hydrates as the build rendered it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Children that depend on the visitor's browser (stored consent, cart, installed app) render
 * only in the browser: a prerendered page and its hydration show nothing in their place, the
 * render right after hydration adds them (a fresh render has them at once).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
