import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRetryWhenBack } from '../../errors';

/** The orders could not be read for lack of a connection: they are read again by themselves once one is back. */
export function OrdersOffline() {
  const { t } = useTranslation(['orders', 'errors']);
  const { revalidate } = useRevalidator();
  useRetryWhenBack(revalidate, { periodic: true });
  return (
    <Alert severity="warning" role="status">
      {t('list.offline')} {t('errors:offline.auto')}
    </Alert>
  );
}
