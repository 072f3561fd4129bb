import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { firstLoadYields } from './router';

function deferredTask() {
  let run!: () => void;
  const calls = vi.fn(() => new Promise<void>((resolve) => (run = resolve)));
  return { nextTask: calls, run: () => run() };
}

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('firstLoadYields', () => {
  it('starts the first page’s loaders only after the task that created the router', async () => {
    const task = deferredTask();
    const pageLoader = vi.fn(() => ({ heading: 'Einstreu' }));
    const router = createMemoryRouter(
      [
        { id: 'page', path: '/Einstreu', loader: pageLoader },
        { id: 'other', path: '/Futter', loader: () => 'Futter' },
      ],
      {
        initialEntries: ['/Einstreu'],
        dataStrategy: firstLoadYields(task.nextTask),
      },
    );
    await Promise.resolve();
    expect(pageLoader).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    task.run();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(pageLoader).toHaveBeenCalledTimes(1);
    expect(router.state.loaderData.page).toEqual({ heading: 'Einstreu' });
    // Later navigations load at once, as React Router's own strategy does.
    await router.navigate('/Futter');
    expect(router.state.loaderData.other).toBe('Futter');
    expect(task.nextTask).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('keeps loader errors and routes that should not load as React Router reports them', async () => {
    const parentLoader = vi.fn(() => 'session');
    const router = createMemoryRouter(
      [
        {
          id: 'locale',
          path: '/',
          loader: parentLoader,
          shouldRevalidate: () => false,
          children: [
            { id: 'ok', path: 'ok', loader: () => 'fine' },
            { id: 'broken', path: 'broken', loader: () => Promise.reject(new Error('backend down')), ErrorBoundary: () => null },
          ],
        },
      ],
      { initialEntries: ['/ok'], dataStrategy: firstLoadYields(settled) },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.loaderData).toMatchObject({ locale: 'session', ok: 'fine' });
    await router.navigate('/broken');
    expect((router.state.errors?.broken as Error).message).toBe('backend down');
    // The parent opted out of revalidation: it did not load again.
    expect(parentLoader).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
