import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<T> = { default: T };

const firstPaint: Array<() => Promise<unknown>> = [];

/** A thenable that calls back at once: React reads it without suspending. */
function settled<V>(value: V): Promise<V> {
  return {
    then: (onFulfilled: (v: V) => unknown) => {
      onFulfilled(value);
    },
  } as unknown as Promise<V>;
}

/**
 * React.lazy whose module can be loaded ahead (`preload`). Once loaded, the component renders
 * without suspending — so a prerendered page's lazy parts (search field, selects, tooltips, forms)
 * are hydrated with the rest of the page instead of one chunk later. `firstPaint` parts are
 * loaded by `preloadFirstPaintParts()` before a prerendered page is hydrated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint (props of any shape)
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<Loaded<T>>, options: { firstPaint?: boolean } = {}): LazyExoticComponent<T> & { preload: () => Promise<Loaded<T>> } {
  let loaded: Loaded<T> | undefined;
  let loading: Promise<Loaded<T>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled(loaded) : preload()));
  if (options.firstPaint) firstPaint.push(preload);
  return Object.assign(component, { preload });
}

/** Loads every part a prerendered page may show from a lazy chunk (registered so far). */
export function preloadFirstPaintParts(): Promise<unknown> {
  return Promise.all(firstPaint.map((preload) => preload()));
}
