import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Read-only star rating with an accessible label ("4.5 of 5 stars"). */
export function RatingStars({ value, count, size = 'small' }: { value: number; count?: number; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation('catalog');
  const label = t('rating.label', { value: Math.round(value * 10) / 10 });
  return (
    <Stack direction="row" alignItems="center" spacing={0.75}>
      <Rating value={value} precision={0.5} readOnly size={size} aria-label={label} title={label} sx={{ color: '#8a5a00' }} />
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary">
          ({count})
        </Typography>
      )}
    </Stack>
  );
}
