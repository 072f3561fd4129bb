import { keyframes } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Only shown while navigating: its code loads with the first navigation, not the first paint. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

const appear = keyframes`from { opacity: 0 } to { opacity: 1 }`;

/** A thin progress bar while a navigation loads; it fades in late so fast pages never flash it. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t('a11y.loading')}
        color="secondary"
        sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 2, height: 4, opacity: 0, animation: `${appear} 200ms ease-out 150ms forwards` }}
      />
    </Suspense>
  );
}
