import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { onlineAtom } from '../../session';

/** Reloads the page data when the connection returns (the checkout continues where it was). */
export function useReloadWhenOnline(active = true): void {
  const online = useAtomValue(onlineAtom);
  const revalidator = useRevalidator();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (active && online && !wasOnline.current) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, active, revalidator]);
}

export interface CheckoutOfflineProps {
  /** The page could not load at all (not just a lost connection while typing). */
  blocking?: boolean;
}

/** The checkout needs a connection: says so clearly; typed data stays in the forms. */
export function CheckoutOffline({ blocking = false }: CheckoutOfflineProps) {
  const { t } = useTranslation('checkout');
  const online = useAtomValue(onlineAtom);
  const revalidator = useRevalidator();
  useReloadWhenOnline(blocking);
  if (online && !blocking) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      sx={{ mb: 3 }}
      action={
        blocking && online ? (
          <Button color="inherit" onClick={() => void revalidator.revalidate()}>
            {t('offline.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('offline.title')}</AlertTitle>
      {t('offline.text')}
    </Alert>
  );
}
