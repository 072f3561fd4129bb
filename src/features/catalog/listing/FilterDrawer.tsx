import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListingQuery, ListingView } from '../../../api';
import { FilterPanel } from './FilterPanel';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  listing: ListingView;
  query: ListingQuery;
  onChange: (patch: Partial<ListingQuery>) => void;
}

/** Filters on phones: a bottom sheet whose button shows how many products match. */
export function FilterDrawer({ open, onClose, listing, query, onChange }: FilterDrawerProps) {
  const { t } = useTranslation('catalog');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '90dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }, role: 'dialog', 'aria-label': t('filters.title') } }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h3" component="h2">
          {t('filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('actions.close', { ns: 'common' })}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ overflowY: 'auto', px: 2 }}>
        <FilterPanel facets={listing.facets} query={query} onChange={onChange} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', pb: 'calc(16px + env(safe-area-inset-bottom))' }}>
        <Button variant="contained" size="large" fullWidth onClick={onClose}>
          {t('filters.show', { count: listing.total })}
        </Button>
      </Box>
    </Drawer>
  );
}
