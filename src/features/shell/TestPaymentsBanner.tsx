import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';

/**
 * A shop that runs on the payment simulator (PAYMENT_PROVIDER=simulator, /context
 * extensions.adyenData.testPayments) says so on every page: nothing is really paid.
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.testPayments) return null;
  return (
    <Alert severity="info" icon={<ScienceOutlinedIcon />} square role="note" sx={{ justifyContent: 'center' }}>
      {t('testPayments.banner')}
    </Alert>
  );
}
