import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { AddressText } from '../../customer/pages';
import { LineItemList } from './LineItemList';
import { SummaryRows } from '../../cart/pages';

export interface OrderDetailsProps {
  order: OrderView;
  methodName?: string;
}

/** Items, totals, addresses and methods of a placed order. */
export function OrderDetails({ order, methodName }: OrderDetailsProps) {
  const { t } = useTranslation(['checkout', 'payment']);
  const sameAddress = order.billingAddress && order.shippingAddress && order.billingAddress.id === order.shippingAddress.id;
  const paymentState = t(`payment:state.${order.payment.state}` as never, { defaultValue: order.payment.stateName });
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="order-items" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="order-items" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('success.items')}
        </Typography>
        <LineItemList items={order.lineItems} />
        <Divider sx={{ my: 2 }} />
        <SummaryRows subtotal={order.positionPrice} shipping={order.shippingTotal} total={order.amountTotal} taxes={order.taxes} taxStatus={order.taxStatus} />
      </Paper>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="order-addresses" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Typography id="order-addresses" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('success.addresses')}
          </Typography>
          {order.shippingAddress && (
            <Box sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{t('page.shippingAddress')}</Typography>
              <AddressText address={order.shippingAddress} />
            </Box>
          )}
          {order.billingAddress && !sameAddress && (
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('page.billingAddress')}</Typography>
              <AddressText address={order.billingAddress} />
            </Box>
          )}
          {sameAddress && (
            <Typography variant="body2" color="text.secondary">
              {t('page.sameAsShipping')}
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="order-payment" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Typography id="order-payment" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('success.payment')}
          </Typography>
          <Stack spacing={0.5}>
            <Typography>{t('success.paymentMethod', { method: methodName ?? order.payment.methodName ?? '–' })}</Typography>
            <Typography data-testid="payment-state">{t('success.paymentState', { state: paymentState })}</Typography>
            {order.shippingMethod && <Typography>{t('success.shippingMethod', { method: order.shippingMethod })}</Typography>}
            {order.customerComment && <Typography sx={{ overflowWrap: 'anywhere' }}>{t('success.comment', { comment: order.customerComment })}</Typography>}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
