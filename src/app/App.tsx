import { useEffect } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import type { AppRouter } from './router';
import { appStore } from './store';

/** Tells `onReady` once the app's first render is on screen (committed, effects running). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function App({ router, onReady }: { router: AppRouter; onReady?: () => void }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        {onReady && <Ready onReady={onReady} />}
      </I18nextProvider>
    </JotaiProvider>
  );
}
