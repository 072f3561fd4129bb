import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { formatDate } from '../../../lib/money';
import { useLocale, useLocalePath, usePrice } from '../../session';
import { paymentStateTone, orderStateTone } from '../orderStates';
import { OrderAgainButton } from './OrderAgainButton';
import { DeliveryStateChip } from './ShipmentSection';

const MAX_THUMBS = 4;

export interface OrderCardProps {
  order: OrderView;
  /** h3 where the card sits in a titled section (the account overview's latest order). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One order in the history: number, date, states, total, item thumbnails, following its parcel and
 * ordering it again, without opening it.
 */
export function OrderCard({ order, headingLevel = 'h2' }: OrderCardProps) {
  const { t } = useTranslation(['orders', 'payment']);
  const locale = useLocale();
  const lp = useLocalePath();
  const format = usePrice();
  const products = order.lineItems.filter((l) => l.type !== 'promotion');
  const paymentState = t(`payment:state.${order.payment.state}` as never, { defaultValue: order.payment.stateName });
  const titleId = `order-${order.id}`;
  // Only news about the goods earns a chip: "open" is what every new order's delivery is.
  const delivery = order.delivery && order.delivery.state !== 'open' && order.state !== 'cancelled' ? order.delivery : undefined;
  // Goods on their way can be followed from here; once the order is completed they have arrived.
  const onItsWay = delivery && (delivery.state === 'shipped' || delivery.state === 'shipped_partially') && order.state !== 'completed';
  const tracking = onItsWay ? delivery.tracking.filter((c): c is { code: string; url: string } => !!c.url) : [];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component={headingLevel}>
            <Link href={lp(`/account/order/${order.id}`)} aria-label={t('list.details', { number: order.orderNumber })}>
              <span id={`${titleId}-number`}>{t('list.order', { number: order.orderNumber })}</span>
            </Link>
          </Typography>
          <Typography color="text.secondary">
            <span>{t('list.date')}: </span>
            <time dateTime={order.orderDate}>{formatDate(order.orderDate, locale)}</time>
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }} aria-label={`${t('list.total')}: ${format(order.amountTotal)}`}>
          {format(order.amountTotal)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1.5 }}>
        <Chip size="small" color={orderStateTone(order.state)} label={`${t('list.state')}: ${order.stateName}`} />
        <Chip size="small" variant="outlined" color={paymentStateTone(order.payment.state)} label={`${t('list.paymentState')}: ${paymentState}`} />
        {delivery && <DeliveryStateChip delivery={delivery} variant="outlined" />}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {products.slice(0, MAX_THUMBS).map((l) => {
          const thumb = l.image ? ((l.image.thumbnails.find((th) => th.width >= 120) ?? l.image.thumbnails.at(-1))?.url ?? l.image.url) : undefined;
          return (
            <Box component="li" key={l.id} sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', bgcolor: 'background.default', flexShrink: 0 }}>
              {thumb ? (
                <Box component="img" src={thumb} alt={l.label} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <Typography variant="caption" sx={{ p: 0.5, display: 'block' }}>
                  {l.label}
                </Typography>
              )}
            </Box>
          );
        })}
        {products.length > MAX_THUMBS && (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('list.moreItems', { count: products.length - MAX_THUMBS })}
          </Typography>
        )}
      </Stack>
      {(tracking.length > 0 || products.some((l) => l.type === 'product')) && (
        <Stack direction="row" justifyContent="flex-end" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
          {tracking.map(({ code, url }) => (
            <Button key={code} href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />} aria-label={t('shipment.trackLabel', { code })}>
              {t('shipment.track')}
            </Button>
          ))}
          {products.some((l) => l.type === 'product') && <OrderAgainButton order={order} variant="outlined" aria-describedby={`${titleId}-number`} />}
        </Stack>
      )}
    </Paper>
  );
}
