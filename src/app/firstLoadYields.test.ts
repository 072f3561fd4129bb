import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { nextTask as settled } from '../lib/tasks';
import { firstLoadYields } from './router';

/** Tasks the strategy waits for, run by the test one round at a time. */
function deferredTasks() {
  const pending: Array<() => void> = [];
  const nextTask = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  const runPending = async () => {
    for (const run of pending.splice(0)) run();
    await settled();
  };
  return { nextTask, runPending };
}

describe('firstLoadYields', () => {
  it('starts the first page’s loaders after the task that created the router, each in a task after its module', async () => {
    const tasks = deferredTasks();
    const pageLoader = vi.fn(() => ({ heading: 'Einstreu' }));
    const router = createMemoryRouter(
      [
        { id: 'page', path: '/Einstreu', lazy: async () => ({ loader: pageLoader }) },
        { id: 'other', path: '/Futter', loader: () => 'Futter' },
      ],
      { initialEntries: ['/Einstreu'], dataStrategy: firstLoadYields(tasks.nextTask) },
    );
    await Promise.resolve();
    expect(pageLoader).not.toHaveBeenCalled();
    // The router's task is over: the page's module loads, its loader waits for one more task.
    await tasks.runPending();
    expect(pageLoader).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    await tasks.runPending();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(pageLoader).toHaveBeenCalledTimes(1);
    expect(router.state.loaderData.page).toEqual({ heading: 'Einstreu' });
    // Later navigations load at once, as React Router's own strategy does.
    const yieldsOfFirstLoad = tasks.nextTask.mock.calls.length;
    await router.navigate('/Futter');
    expect(router.state.loaderData.other).toBe('Futter');
    expect(tasks.nextTask).toHaveBeenCalledTimes(yieldsOfFirstLoad);
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
