// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProviders } from '../../app/LocaleProviders';
import { appStore } from '../../app/store';
import { activateLocale, i18nForComponents } from '../../i18n';
import { RETRY_DELAYS_MS } from '../../offline/retrySchedule';
import { PageError } from './PageError';
import { useRetryWhenBack } from './useRetryWhenBack';

/** A page whose data read fails for lack of a network until `line.up`, with the app's error page. */
async function renderPage(line: { up: boolean }) {
  await activateLocale('de-DE', ['common', 'errors', 'catalog', 'cart']);
  const loader = vi.fn(async () => {
    if (!line.up) throw new TypeError('Failed to fetch');
    return 'Miscanthus-Einstreu';
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleProviders locale="de-DE">
            <Outlet />
          </LocaleProviders>
        ),
        children: [{ path: '*', loader, Component: () => <h1>Miscanthus-Einstreu</h1>, errorElement: <PageError /> }],
      },
    ],
    { initialEntries: ['/Einstreu/Miscanthus/'] },
  );
  render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18nForComponents}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </JotaiProvider>,
  );
  return loader;
}

const setOnline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

describe('an offline dead end loads the page by itself when the connection is back', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says so, and shows the page when the browser is back online, without a tap', async () => {
    setOnline(false);
    const line = { up: false };
    const loader = await renderPage(line);
    expect(await screen.findByRole('heading', { name: 'Keine Verbindung' })).toBeTruthy();
    expect(screen.getByText(/Sobald die Verbindung zurück ist, lädt diese Seite von selbst\./)).toBeTruthy();
    line.up = true;
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Miscanthus-Einstreu' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('on a flaky line the browser calls online (no event comes), it tries again after 10 s, 30 s, … until the page is shown', async () => {
    setOnline(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const retry = vi.fn();
    const { unmount } = renderHook(() => useRetryWhenBack(retry, { periodic: true }));
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1));
    expect(retry).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(retry).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]));
    expect(retry).toHaveBeenCalledTimes(2);
    // The page is shown (the error page unmounts): nothing is tried any more.
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2] * 3));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('missing code (only a reload fetches it) waits for the browser to be back online: no reloads on a timer', async () => {
    setOnline(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const reload = vi.fn();
    const { unmount } = renderHook(() => useRetryWhenBack(reload, { periodic: false }));
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]));
    expect(reload).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
