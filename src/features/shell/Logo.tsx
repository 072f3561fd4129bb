import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../session';

/** The horseshoe mark (also the app icon), drawn inline. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#24472b" />
      <path d="M18 50V30a14 14 0 0 1 28 0v20" fill="none" stroke="#f3e7c4" strokeWidth="8" strokeLinecap="round" />
      <g fill="#24472b">
        <circle cx="18" cy="34" r="2" />
        <circle cx="46" cy="34" r="2" />
        <circle cx="21" cy="22" r="2" />
        <circle cx="43" cy="22" r="2" />
      </g>
    </svg>
  );
}

/** Logo with wordmark, linking home. */
export function Logo() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Link href={lp('/')} underline="none" aria-label={t('a11y.homeLink')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', minHeight: 48 }}>
      <LogoMark />
      <Box component="span" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.5rem' }, letterSpacing: '-0.02em' }} aria-hidden="true">
        {t('shop.name')}
      </Box>
    </Link>
  );
}
