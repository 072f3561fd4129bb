import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../api';

/** Top-seller, sale, free-shipping and download badges. */
export function ProductBadges({ product, size = 'small' }: { product: ProductSummary; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('catalog');
  const badges: Array<{ key: string; label: string; color: 'secondary' | 'error' | 'success' | 'info' }> = [];
  if (product.topseller) badges.push({ key: 'top', label: t('badges.topseller'), color: 'secondary' });
  if (product.price.listPrice) badges.push({ key: 'sale', label: t('badges.sale'), color: 'error' });
  if (product.shippingFree) badges.push({ key: 'free', label: t('badges.shippingFree'), color: 'success' });
  if (product.isDigital) badges.push({ key: 'digital', label: t('badges.digital'), color: 'info' });
  if (badges.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {badges.map((b) => (
        <Chip key={b.key} label={b.label} color={b.color} size={size} />
      ))}
    </Stack>
  );
}
