import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** The account needs a connection (online-only area): said plainly instead of an error page. */
export function AccountOffline() {
  const { t } = useTranslation('account');
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ mb: 3 }}>
      <AlertTitle>{t('offline.title')}</AlertTitle>
      {t('offline.text')}
    </Alert>
  );
}
