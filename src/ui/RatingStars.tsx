import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../lib/money';

/** Material's star (in relative steps, so it can be repeated), five along one 120 × 24 row. */
const STAR = 'l6.18 3.73-1.64-7.03 5.46-4.73-7.19-.61-2.81-6.63-2.81 6.63-7.19.61 5.46 4.73-1.64 7.03z';
const FIVE_STARS = [0, 24, 48, 72, 96].map((x) => `M${x + 12} 17.27${STAR}`).join('');
const PX = { small: 18, medium: 24, large: 30 } as const;
const COLOR = '#8a5a00';

type Size = keyof typeof PX;

function Stars({ size, opacity }: { size: Size; opacity?: number }) {
  return (
    <svg viewBox="0 0 120 24" width={PX[size] * 5} height={PX[size]} focusable="false" aria-hidden="true" style={{ display: 'block', flexShrink: 0 }}>
      <path d={FIVE_STARS} fill="currentColor" fillOpacity={opacity} />
    </svg>
  );
}

/**
 * The five stars alone, filled to `value` in half stars (from the inline start, so from the right
 * in Arabic). Two SVGs of one path each: MUI's Rating renders two spans, an SVG and a path per
 * star (and more per half star), some 30 elements a product card, which a listing's first style
 * and layout paid for ten times over.
 */
export function StarRow({ value, size = 'small', label }: { value: number; size?: Size; label?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  return (
    <Box
      component="span"
      {...(label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true })}
      data-value={filled}
      sx={{ position: 'relative', display: 'inline-block', flexShrink: 0, width: PX[size] * 5, height: PX[size], color: COLOR }}
    >
      <Stars size={size} opacity={0.26} />
      <Box component="span" sx={{ position: 'absolute', top: 0, insetInlineStart: 0, height: '100%', overflow: 'hidden' }} style={{ width: `${filled * 20}%` }}>
        <Stars size={size} />
      </Box>
    </Box>
  );
}

/** Read-only star rating with an accessible label ("4.5 of 5 stars"). */
export function RatingStars({ value, count, size = 'small' }: { value: number; count?: number; size?: Size }) {
  const { t, i18n } = useTranslation('catalog');
  // In the reader's digits and decimal mark ("4,3 von 5 Sternen").
  const label = t('rating.label', { value: formatNumber(value, i18n.language, 1) });
  return (
    <Stack direction="row" alignItems="center" spacing={0.75}>
      <StarRow value={value} size={size} label={label} />
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary">
          ({count})
        </Typography>
      )}
    </Stack>
  );
}
