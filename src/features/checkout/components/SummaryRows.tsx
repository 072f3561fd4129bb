import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { netTotal } from '../../../lib/money';
import { usePrice } from '../../session';

export interface SummaryRowsProps {
  subtotal: number;
  shipping: number | null;
  total: number;
  taxes: Array<{ rate: number; tax: number }>;
  taxStatus: 'gross' | 'net' | 'tax-free';
  /** Only digital goods: no shipping row. */
  virtual?: boolean;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography sx={{ fontWeight: strong ? 800 : 400, fontSize: strong ? '1.15rem' : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? '1.15rem' : undefined, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Subtotal, shipping, VAT and total. Net shops (business customers) show the net rows, the net
 * total, the VAT per rate and the gross total, each labelled as net or gross.
 */
export function SummaryRows({ subtotal, shipping, total, taxes, taxStatus, virtual }: SummaryRowsProps) {
  const { t } = useTranslation('checkout');
  const format = usePrice();
  const shippingValue = shipping === null ? '–' : shipping === 0 ? t('page.free') : format(shipping);
  if (taxStatus === 'net') {
    return (
      <Stack spacing={1} data-testid="summary-rows" data-tax-status="net">
        <Typography variant="body2" color="text.secondary">{t('page.vatNoteNet')}</Typography>
        <Row label={t('page.subtotalNet')} value={format(subtotal)} />
        {!virtual && <Row label={t('page.shippingNet')} value={shippingValue} />}
        <Divider />
        <Row label={t('page.totalNet')} value={format(netTotal(total, taxes))} />
        {taxes.map((tax) => <Row key={tax.rate} label={t('page.taxAdded', { rate: tax.rate })} value={format(tax.tax)} />)}
        <Divider />
        <Row label={t('page.grossTotal')} value={format(total)} strong />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} data-testid="summary-rows" data-tax-status={taxStatus}>
      <Row label={t('page.subtotal')} value={format(subtotal)} />
      {!virtual && <Row label={t('page.shipping')} value={shippingValue} />}
      <Divider />
      <Row label={t('page.total')} value={format(total)} strong />
      {taxStatus === 'gross' &&
        taxes.map((tax) => (
          <Stack key={tax.rate} direction="row" justifyContent="space-between">
            <Typography variant="body2" color="text.secondary">{t('page.taxIncluded', { rate: tax.rate })}</Typography>
            <Typography variant="body2" color="text.secondary">{format(tax.tax)}</Typography>
          </Stack>
        ))}
      <Typography variant="body2" color="text.secondary">{t('page.vatNote')}</Typography>
    </Stack>
  );
}
