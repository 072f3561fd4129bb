import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../ui/ClientOnly';
import { onlineAtom } from '../session';

/** A calm note under the header while the connection is gone. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const online = useAtomValue(onlineAtom);
  if (online || !inBrowser) return null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} square role="status" sx={{ justifyContent: 'center' }}>
      {t('offline.banner')}
    </Alert>
  );
}
