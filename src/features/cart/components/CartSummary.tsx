import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CartView } from '../../../api';
import { formatDate, netTotal } from '../../../lib/money';
import { useLocale, usePrice } from '../../session';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography sx={{ fontWeight: strong ? 800 : 400, fontSize: strong ? '1.15rem' : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? '1.15rem' : undefined, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

/** Subtotal, shipping estimate, taxes and total of the cart (spec §3: shown on the page). */
export function CartSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation('cart');
  const format = usePrice();
  const locale = useLocale();
  const shipping = cart.shippingCosts;
  const { earliest, latest } = cart.deliveryDate ?? {};
  const net = cart.taxStatus === 'net';
  // Net carts (business customers): net rows, net total, VAT per rate, then the gross total.
  const taxRows = cart.taxes.map((tax) => (
    <Stack key={tax.rate} direction="row" justifyContent="space-between">
      <Typography variant={net ? 'body1' : 'body2'} color={net ? undefined : 'text.secondary'}>
        {net ? t('summary.tax', { rate: tax.rate }) : t('summary.taxIncluded', { rate: tax.rate })}
      </Typography>
      <Typography variant={net ? 'body1' : 'body2'} color={net ? undefined : 'text.secondary'} sx={{ fontWeight: net ? 600 : undefined }}>{format(tax.tax)}</Typography>
    </Stack>
  ));
  return (
    <Stack spacing={1.25} data-testid="summary-rows" data-tax-status={cart.taxStatus}>
      <Row label={net ? t('summary.subtotalNet') : t('summary.subtotal')} value={format(cart.positionPrice)} />
      {cart.isVirtual ? (
        <Typography variant="body2" color="text.secondary">{t('summary.virtual')}</Typography>
      ) : (
        <>
          <Row label={net ? t('summary.shippingEstimateNet') : t('summary.shippingEstimate')} value={shipping === null ? '–' : shipping === 0 ? t('summary.shippingFree') : format(shipping)} />
          {cart.shippingMethod && <Typography variant="body2" color="text.secondary">{t('summary.shippingVia', { method: cart.shippingMethod })}</Typography>}
        </>
      )}
      <Divider />
      {net ? (
        <>
          <Row label={t('summary.net')} value={format(netTotal(cart.totalPrice, cart.taxes))} />
          {taxRows}
          <Divider />
          <Row label={t('summary.grossTotal')} value={format(cart.totalPrice)} strong />
        </>
      ) : (
        <>
          <Row label={t('summary.total')} value={format(cart.totalPrice)} strong />
          {taxRows}
        </>
      )}
      {!cart.isVirtual && earliest && latest && (
        <Typography variant="body2" color="success.main">
          {t('summary.deliveryDate', { from: formatDate(earliest, locale), to: formatDate(latest, locale) })}
        </Typography>
      )}
    </Stack>
  );
}
