import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { formatDate } from '../../../lib/money';
import { useLocale } from '../../session';
import { isolate } from '../../../lib/bidi';
import { BidiText } from '../../../ui/BidiText';

/** "Thank you", the order number, date and where the confirmation went. */
export function OrderResultHeader({ order, title, tone = 'success' }: { order: OrderView; title?: string; tone?: 'success' | 'warning' }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 3 }}>
      <Box sx={{ color: `${tone}.main`, display: 'flex', pt: 0.5 }} aria-hidden>
        {tone === 'success' ? <CheckCircleOutlineIcon sx={{ fontSize: 44 }} /> : <ErrorOutlineIcon sx={{ fontSize: 44 }} />}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="h1" gutterBottom>
          {title ?? t('success.title')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-testid="order-number">
          {t('success.orderNumber', { number: order.orderNumber })}
        </Typography>
        <Typography color="text.secondary">
          {t('success.orderDate', { date: formatDate(order.orderDate, locale) })}
          {order.email ? (
            <>
              {' '}
              · <BidiText text={t('success.mailSent', { email: isolate(order.email) })} />
            </>
          ) : null}
        </Typography>
      </Box>
    </Stack>
  );
}
