import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../api';

const LOW_STOCK = 10;

/** Availability, low stock, restock time and delivery time of the selected variant. */
export function Availability({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  if (product.isDigital) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'success.main' }}>
        <CloudDownloadOutlinedIcon />
        <Typography sx={{ fontWeight: 600 }}>{t('availability.digital')}</Typography>
      </Stack>
    );
  }
  if (!product.available) {
    return (
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'error.main' }}>
          <ReportProblemOutlinedIcon />
          <Typography sx={{ fontWeight: 700 }}>{t('availability.soldOut')}</Typography>
        </Stack>
        {product.restockDays ? <Typography variant="body2">{t('availability.restock', { days: product.restockDays })}</Typography> : null}
      </Stack>
    );
  }
  const low = product.stock !== undefined && product.stock > 0 && product.stock <= LOW_STOCK;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ color: low ? 'warning.main' : 'success.main' }}>
        <CheckCircleOutlineIcon />
        <Typography sx={{ fontWeight: 700 }}>{low ? t('availability.lowStock', { count: product.stock }) : t('availability.available')}</Typography>
      </Stack>
      {product.delivery?.name && (
        <Stack direction="row" spacing={1} alignItems="center">
          <LocalShippingOutlinedIcon fontSize="small" color="action" />
          <Typography variant="body2">{t('availability.deliveryTime', { time: product.delivery.name })}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
