import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemView } from '../../../api';
import { purchaseRules } from '../../../lib/quantity';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { useLocalePath, usePrice } from '../../session';
import { removeItem, updateQuantity } from '../actions';

export interface CartLineItemProps {
  item: CartItemView;
  compact?: boolean;
}

/** One product in the cart: image, name, options, quantity stepper, price and remove. */
export function CartLineItem({ item, compact }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const format = usePrice();
  const lp = useLocalePath();
  const [busy, setBusy] = useState(false);
  const rules = purchaseRules(item.minPurchase, item.purchaseSteps, item.maxPurchase);
  const run = (action: () => Promise<boolean>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const imageSize = compact ? 72 : 104;
  return (
    <Stack direction="row" spacing={2} sx={{ py: 2, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={busy}>
      <Box sx={{ width: imageSize, height: imageSize, flexShrink: 0, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {item.image && <ResponsiveImage image={item.image} width={imageSize * 2} sizes={`${imageSize}px`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <Box sx={{ minWidth: 0 }}>
            {item.referencedId ? (
              <Link href={lp(`/detail/${item.referencedId}`)} color="text.primary" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {item.label}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 700 }}>{item.label}</Typography>
            )}
            {item.options.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {item.options.map((o) => `${o.group}: ${o.option}`).join(' · ')}
              </Typography>
            )}
            {!compact && item.productNumber && (
              <Typography variant="body2" color="text.secondary">
                {t('item.productNumber', { number: item.productNumber })}
              </Typography>
            )}
            {item.isDownload && (
              <Typography variant="body2" color="text.secondary">
                {t('item.download')}
              </Typography>
            )}
            {!compact && item.deliveryTime && (
              <Typography variant="body2" color="success.main">
                {t('item.deliveryTime', { time: item.deliveryTime })}
              </Typography>
            )}
          </Box>
          {item.removable && (
            <IconButton aria-label={t('item.remove', { name: item.label })} onClick={() => run(() => removeItem(item.id))} disabled={busy} sx={{ mt: -1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
          {item.stackable ? (
            <QuantityStepper
              value={item.quantity}
              rules={rules}
              size={compact ? 'small' : 'medium'}
              label={t('item.quantity', { name: item.label })}
              disabled={busy}
              onChange={(q) => run(() => updateQuantity(item.id, q))}
            />
          ) : (
            <Typography>{item.quantity} ×</Typography>
          )}
          <Box sx={{ textAlign: 'end' }}>
            <Typography sx={{ fontWeight: 700 }}>{format(item.totalPrice)}</Typography>
            {item.quantity > 1 && (
              <Typography variant="body2" color="text.secondary">
                {item.quantity} × {format(item.unitPrice)}
              </Typography>
            )}
          </Box>
        </Stack>
      </Stack>
    </Stack>
  );
}
