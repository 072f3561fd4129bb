import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWideScreen } from '../../../ui/useWideScreen';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/**
 * The filters beside a listing on wide screens; phones open them in the listing's drawer. The
 * column and its heading are always there, so the listing beside it never moves; the panel's
 * controls are built only where they show (see useWideScreen).
 */
export function FilterSidebar({ facets, query, onChange }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const wide = useWideScreen();
  return (
    <Box component="aside" aria-label={t('filters.title')} sx={{ display: { xs: 'none', md: 'block' } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('filters.title')}
      </Typography>
      {wide && <FilterPanel facets={facets} query={query} onChange={onChange} />}
    </Box>
  );
}
