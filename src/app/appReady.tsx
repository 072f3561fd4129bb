import { useEffect } from 'react';

let whenReady: (() => void) | null = null;

/** What to do once the first page's layout is on screen (hydrated or rendered). */
export function onAppReady(callback: () => void): void {
  whenReady = callback;
}

/**
 * Rendered by every layout (and the locale's error page): its effect runs when the layout and its
 * page have committed — for a prerendered page, when they are hydrated, which can be a moment
 * after the root when a part of them waited for code or texts.
 */
export function AppReady() {
  useEffect(() => {
    const callback = whenReady;
    whenReady = null;
    callback?.();
  }, []);
  return null;
}
