import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { formatDate } from '../../../lib/money';
import { OrderDetails } from '../../checkout';
import { onlineAtom, useLocale, useLocalePath } from '../../session';
import { isPaidState, orderStateTone, paymentStateTone } from '../orderStates';
import { CancelOrder } from './CancelOrder';
import { DocumentList } from './DocumentList';
import { DownloadList } from './DownloadList';
import { SaveOrderAsDraft } from '../../cartDrafts';
import { OrderAgainButton } from './OrderAgainButton';
import { ShipmentSection } from './ShipmentSection';
import { TransferDetails } from './TransferDetails';

export interface OrderDetailViewProps {
  order: OrderView;
  /** A guest's e-mail and postal code (deep link), sent along with document downloads. */
  guest?: { email: string; zipcode: string };
  /** Reload the order after a change (cancel). */
  onChanged: () => void;
}

/** One order: states, bank details, actions the state allows, documents, items and addresses. */
export function OrderDetailView({ order, guest, onChanged }: OrderDetailViewProps) {
  const { t } = useTranslation(['orders', 'payment']);
  const locale = useLocale();
  const lp = useLocalePath();
  const online = useAtomValue(onlineAtom);
  const paid = isPaidState(order.payment.state);
  const cancelled = order.state === 'cancelled';
  const open = order.state === 'open' || order.state === 'in_progress';
  const payable = order.paymentChangeable && !paid && !cancelled && order.state !== 'completed';
  const paymentState = t(`payment:state.${order.payment.state}` as never, { defaultValue: order.payment.stateName });
  const payHref = lp(`/checkout/success/${order.id}/unpaid`);
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {t('detail.title', { number: order.orderNumber })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('detail.placedOn', { date: formatDate(order.orderDate, locale) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 3 }}>
        <Chip color={orderStateTone(order.state)} label={t('detail.state', { state: order.stateName })} data-testid="order-state" />
        <Chip variant="outlined" color={paymentStateTone(order.payment.state)} label={t('detail.paymentState', { state: paymentState })} />
        {order.business && order.vatIds.length > 0 && <Chip variant="outlined" label={t('detail.vatIds', { ids: order.vatIds.join(', ') })} />}
      </Stack>
      {order.transfer && !paid && !cancelled && <TransferDetails transfer={order.transfer} />}
      <Paper variant="outlined" component="section" aria-labelledby="order-actions" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
        <Typography id="order-actions" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('actions.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap" alignItems={{ sm: 'center' }}>
          <OrderAgainButton order={order} />
          <SaveOrderAsDraft order={order} />
          {payable && !order.transfer && (
            <Button variant="contained" color="secondary" href={payHref} disabled={!online}>
              {t('actions.pay')}
            </Button>
          )}
          {payable && (
            <Button variant="outlined" href={payHref} disabled={!online}>
              {t('actions.changePayment')}
            </Button>
          )}
          {open && !paid && <CancelOrder order={order} disabled={!online} onCancelled={onChanged} />}
        </Stack>
        {open && paid && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('actions.paidNotCancellable')}
          </Alert>
        )}
        {!online && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('actions.offline')}
          </Alert>
        )}
      </Paper>
      <Stack spacing={3} sx={{ mb: 3 }}>
        <ShipmentSection order={order} />
        <DocumentList order={order} guest={guest} />
        <DownloadList order={order} />
      </Stack>
      <OrderDetails order={order} />
    </Box>
  );
}
