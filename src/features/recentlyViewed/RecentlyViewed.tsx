import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n';
import { clearRecent, hasRecent, onRecentChange } from './recentStore';

const Nothing = () => null;
// The row's code and texts load only on a device that has a history (never on a first visit).
const Row = lazy(() =>
  Promise.all([import('./RecentlyViewedRow'), loadNamespaces('catalog', 'cms')])
    .then(([module]) => module)
    .catch(() => ({ default: Nothing })),
);

// The prerendered HTML has no row: hydration renders none, then the device's history counts.
const noHistoryOnServer = () => false;

/**
 * Where a page offers the recently viewed products (home, product page, empty cart).
 * `exclude` is the product family the page itself shows.
 */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const { t } = useTranslation('catalog');
  const present = useSyncExternalStore(onRecentChange, () => hasRecent(exclude), noHistoryOnServer);
  const [cleared, setCleared] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cleared) note.current?.focus();
  }, [cleared]);

  if (cleared) {
    // Focus goes from the vanished button to what happened, which is also announced.
    return (
      <Typography ref={note} role="status" tabIndex={-1} color="text.secondary" sx={{ my: 3, outline: 'none' }}>
        {t('recentlyViewed.cleared')}
      </Typography>
    );
  }
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <Row
        exclude={exclude}
        onClear={() => {
          setCleared(true);
          clearRecent();
        }}
      />
    </Suspense>
  );
}
