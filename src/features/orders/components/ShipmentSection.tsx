import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { formatDate } from '../../../lib/money';
import { useLocale } from '../../session';
import { deliveryStateTone } from '../orderStates';

/** The delivery's state as a chip ("Versandstatus: Versendet"), named by our texts, else by the backend. */
export function DeliveryStateChip({ delivery, variant }: { delivery: NonNullable<OrderView['delivery']>; variant?: 'filled' | 'outlined' }) {
  const { t } = useTranslation('orders');
  const state = t(`shipment.state.${delivery.state}` as never, { defaultValue: delivery.stateName || delivery.state });
  return <Chip size="small" variant={variant} color={deliveryStateTone(delivery.state)} label={t('shipment.stateLabel', { state })} />;
}

export interface ShipmentSectionProps {
  order: OrderView;
}

/**
 * Where the goods are: the delivery's state and carrier, the expected window until they leave, and
 * per tracking code a link to the carrier's page (a stable waiting for a pallet plans around it).
 * Orders of downloads only have no delivery and no section.
 */
export function ShipmentSection({ order }: ShipmentSectionProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const delivery = order.delivery;
  if (!delivery) return null;
  const waiting = delivery.state === 'open' && order.state !== 'cancelled';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-shipment" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="order-shipment">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
        <LocalShippingOutlinedIcon color="primary" aria-hidden />
        <Typography id="order-shipment" variant="h3" component="h2">
          {t('shipment.title')}
        </Typography>
      </Stack>
      <Stack spacing={1.25} alignItems="flex-start">
        <DeliveryStateChip delivery={delivery} />
        {delivery.method && <Typography color="text.secondary">{t('shipment.method', { method: delivery.method })}</Typography>}
        {waiting && delivery.earliest && delivery.latest && <Typography>{t('shipment.expected', { from: formatDate(delivery.earliest, locale), to: formatDate(delivery.latest, locale) })}</Typography>}
        {delivery.tracking.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, width: '100%' }} aria-label={t('shipment.codes')}>
            {delivery.tracking.map(({ code, url }) => (
              <Stack key={code} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} alignItems={{ sm: 'center' }}>
                <Typography>
                  {t('shipment.code')}: {/* Codes read left to right in every language, and one tap selects the whole code to copy. */}
                  <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '1rem', userSelect: 'all', overflowWrap: 'anywhere' }}>
                    {code}
                  </Box>
                </Typography>
                {url && (
                  <Button variant="outlined" size="small" href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />} aria-label={t('shipment.trackLabel', { code })}>
                    {t('shipment.track')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
