import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocaleProviders } from '../app/LocaleProviders';
import { appStore } from '../app/store';
import { activateLocale, i18nForComponents, type Namespace } from '../i18n';
import type { Locale } from '../i18n/locales';

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());

/**
 * Renders a component the way the app does (jotai store, i18n with the real locale files,
 * theme and direction, a router at `path`) for component tests in jsdom.
 */
export async function renderInShop(ui: ReactNode, options: { locale?: Locale; path?: string; namespaces?: Namespace[] } = {}): Promise<RenderResult> {
  const locale = options.locale ?? 'de-DE';
  await activateLocale(locale, options.namespaces ?? ['common', 'errors', 'catalog', 'cart', 'cms']);
  const router = createMemoryRouter([{ path: '*', element: <LocaleProviders locale={locale}>{ui}</LocaleProviders> }], {
    initialEntries: [options.path ?? '/'],
  });
  return render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18nForComponents}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </JotaiProvider>,
  );
}
