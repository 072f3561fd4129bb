import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '../../api';
import { useLocalePath } from '../session';

/** Breadcrumbs from the home page to the current page (the last entry is not a link). */
export function Breadcrumbs({ items, current }: { items: BreadcrumbItem[]; current?: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const trail = current && items.at(-1)?.name === current ? items.slice(0, -1) : items;
  return (
    <MuiBreadcrumbs
      aria-label={t('a11y.breadcrumb')}
      separator={<NavigateNextIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
    >
      <Link href={lp('/')} color="inherit" sx={{ display: 'inline-flex', minHeight: 40, alignItems: 'center' }}>
        {t('shop.name')}
      </Link>
      {trail.map((b) =>
        b.url ? (
          <Link key={b.id} href={lp(b.url)} color="inherit" sx={{ display: 'inline-flex', minHeight: 40, alignItems: 'center' }}>
            {b.name}
          </Link>
        ) : (
          <Typography key={b.id} color="text.secondary">
            {b.name}
          </Typography>
        ),
      )}
      {current && (
        <Typography color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
          {current}
        </Typography>
      )}
    </MuiBreadcrumbs>
  );
}
