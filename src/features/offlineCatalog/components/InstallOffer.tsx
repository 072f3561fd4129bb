import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '../../session';

const DISMISSED = 'stallwerk-offline-offer-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
}

/**
 * The install moment: right after the shop was installed (`appinstalled`), or on the first start
 * as an installed app with nothing stored yet, it offers to store the whole catalogue for the barn.
 * Shown once; "not now" is remembered.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (dismissedBefore()) return;
    let alive = true;
    const offer = () => {
      if (alive && !dismissedBefore()) setOpen(true);
    };
    window.addEventListener('appinstalled', offer);
    if (window.matchMedia?.('(display-mode: standalone)').matches) {
      void import('../catalogStore')
        .then((m) => m.readOfflineCatalog(locale))
        .then((stored) => {
          if (!stored) offer();
        });
    }
    return () => {
      alive = false;
      window.removeEventListener('appinstalled', offer);
    };
  }, [locale]);

  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(DISMISSED, '1');
    } catch {
      // shown again next time
    }
  };
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('offlineCatalog.installOffer')}
      action={
        <>
          <Button color="secondary" variant="contained" size="small" href={lp('/offline')} onClick={close}>
            {t('offlineCatalog.installAction')}
          </Button>
          <IconButton color="inherit" aria-label={t('offlineCatalog.notNow')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </>
      }
    />
  );
}
