import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRetryWhenBack } from '../../errors';

/**
 * The account needs a connection (online-only area): said plainly instead of an error page. Every
 * use is a page whose loader found no connection: it is read again by itself once one is back.
 */
export function AccountOffline() {
  const { t } = useTranslation(['account', 'errors']);
  const { revalidate } = useRevalidator();
  useRetryWhenBack(revalidate, { periodic: true });
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ mb: 3 }}>
      <AlertTitle>{t('offline.title')}</AlertTitle>
      {t('offline.text')} {t('errors:offline.auto')}
    </Alert>
  );
}
