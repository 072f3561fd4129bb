// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Whether React is inside startTransition right now (the wrapper below counts). */
const transition = vi.hoisted(() => ({ depth: 0 }));
const rendered = vi.hoisted(() => [] as boolean[]);

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transition.depth += 1;
      try {
        react.startTransition(scope);
      } finally {
        transition.depth -= 1;
      }
    },
  };
});
vi.mock('react-dom/client', () => ({
  createRoot: () => ({ render: () => rendered.push(transition.depth > 0) }),
  hydrateRoot: () => undefined,
}));
vi.mock('./router', () => ({ createAppRouter: () => ({ state: { initialized: false }, subscribe: () => () => undefined }) }));
vi.mock('./App', () => ({ App: () => null }));

const { startApp } = await import('./hydration');

describe('startApp on a page that is not prerendered (cart, checkout, account)', () => {
  afterEach(() => {
    rendered.length = 0;
  });

  it('renders the app as a transition, so the first render yields to the browser instead of one long task on a phone (issue 16, TBT)', () => {
    const container = document.createElement('div');
    startApp(container);
    expect(rendered).toEqual([true]);
  });
});
