import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18nForComponents } from '../i18n';
import type { AppRouter } from './router';
import { appStore } from './store';
import { InBrowserProvider } from '../ui/ClientOnly';

/** `hydrating`: the app takes over a prerendered page (see src/ui/ClientOnly.tsx). */
export function App({ router, hydrating = false }: { router: AppRouter; hydrating?: boolean }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18nForComponents}>
        <InBrowserProvider hydrating={hydrating}>
          <RouterProvider router={router} />
        </InBrowserProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
