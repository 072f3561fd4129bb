import Box from '@mui/material/Box';
import { visuallyHidden } from './visuallyHidden';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PriceView } from '../api';
import { usePricesWithheld } from './usePricesWithheld';

export interface PriceTagProps {
  price: PriceView;
  size?: 'card' | 'page';
  /** Show the "from" price of tiers or variants (cards); the product page shows its own price. */
  showFrom?: boolean;
  /** Formats an amount in the session currency (the session's `usePrice()`). */
  format: (value: number) => string;
}

/**
 * Price with list price, saving and unit price (e.g. "0,45 € / 1 kg"); offline, where the page
 * shows the build's data in place of a signed-in customer's, the note that their price shows online.
 */
export function PriceTag({ price, size = 'card', showFrom = true, format }: PriceTagProps) {
  const { t } = useTranslation();
  const withheld = usePricesWithheld();
  if (withheld) {
    return (
      <Typography variant="body2" color="text.secondary" data-price-withheld="">
        {t(size === 'page' ? 'price.withheld' : 'price.withheldShort')}
      </Typography>
    );
  }
  const main = showFrom && price.from !== undefined ? t('price.from', { price: format(price.from) }) : format(price.unitPrice);
  const ref = price.reference;
  return (
    <Stack spacing={0.25} data-price="">
      <Stack direction="row" alignItems="baseline" spacing={1} useFlexGap flexWrap="wrap">
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'page' ? '2rem' : '1.25rem', color: price.listPrice ? 'error.main' : 'text.primary' }}>
          {main}
        </Typography>
        {price.listPrice && (
          <Typography component="span" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('price.listPriceLabel')}:{' '}
            </Box>
            {format(price.listPrice)}
          </Typography>
        )}
        {price.listPercentage ? (
          <Typography component="span" sx={{ fontWeight: 700, color: 'error.main' }}>
            {t('price.save', { percent: Math.round(price.listPercentage) })}
          </Typography>
        ) : null}
      </Stack>
      {ref && (
        <Typography variant="body2" color="text.secondary">
          {t('price.reference', { price: format(ref.price), amount: ref.referenceUnit, unit: ref.unitName })}
        </Typography>
      )}
    </Stack>
  );
}
