import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TransferView } from '../../../api';
import { formatDate } from '../../../lib/money';
import { useLocale, usePrice } from '../../session';

export interface TransferDetailsProps {
  transfer: TransferView;
}

/** Prepayment and invoice: recipient, IBAN, BIC, amount and the order number as reference. */
export function TransferDetails({ transfer }: TransferDetailsProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const format = usePrice();
  const amount = format(transfer.amount);
  const rows: Array<[string, string]> = [
    [t('transfer.recipient'), transfer.recipient],
    [t('transfer.iban'), transfer.iban],
    [t('transfer.bic'), transfer.bic],
    [t('transfer.bank'), transfer.bank],
    [t('transfer.amount'), amount],
    [t('transfer.reference'), transfer.reference],
  ];
  return (
    <Alert severity="info" icon={<AccountBalanceIcon />} sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }} data-testid="transfer-details">
      <AlertTitle component="h2" sx={{ fontSize: '1.125rem' }}>
        {t('transfer.title')}
      </AlertTitle>
      <Typography sx={{ mb: 1.5 }}>{t(transfer.kind === 'invoice' ? 'transfer.invoice' : 'transfer.prepayment', { amount, date: formatDate(transfer.dueDate, locale) })}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
