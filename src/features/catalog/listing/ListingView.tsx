import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { ListingView as Listing } from '../../../api';
import { activeFilterCount } from '../../../lib/listingQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { NativeSelectField } from '../../../ui/NativeSelectField';
import { ProductGrid } from '../components/ProductGrid';
import { ActiveFilters } from './ActiveFilters';
import { FilterDrawer } from './FilterDrawer';
import { FilterSidebar } from './FilterSidebar';
import { hasFacets } from './hasFacets';
import { ListingPagination } from './ListingPagination';
import { useListingQuery } from './useListingQuery';

export interface ListingViewProps {
  listing: Listing;
  /** Render the desktop filter sidebar here (false when the CMS layout places it). */
  sidebar?: boolean;
  /** The CMS layout shows the filters beside the listing on desktop: no drawer button there. */
  filtersPlaced?: boolean;
}

/** Product listing: count, sorting, filters (sidebar or drawer), active filters, grid, pages. */
export function ListingView({ listing, sidebar = true, filtersPlaced = false }: ListingViewProps) {
  const { t } = useTranslation('catalog');
  const { query, update } = useListingQuery();
  const [drawer, setDrawer] = useState(false);
  const loading = useNavigation().state === 'loading';
  const filterCount = activeFilterCount(query);
  const pages = Math.max(1, Math.ceil(listing.total / listing.limit));
  const filterable = hasFacets(listing.facets);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: sidebar && filterable ? '260px minmax(0, 1fr)' : '1fr' } }}>
      {sidebar && filterable && <FilterSidebar facets={listing.facets} query={query} onChange={update} />}
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Typography role="status" sx={{ fontWeight: 700, flex: 1, minWidth: 120 }}>
            {t('listing.results', { count: listing.total })}
          </Typography>
          {filterable && (
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setDrawer(true)} sx={{ display: { md: sidebar || filtersPlaced ? 'none' : 'inline-flex' } }}>
              {filterCount ? t('filters.openWithCount', { count: filterCount }) : t('filters.open')}
            </Button>
          )}
          {listing.sortings.length > 1 && (
            <NativeSelectField
              width={210}
              label={t('listing.sort')}
              value={query.order ?? listing.sorting ?? ''}
              options={listing.sortings.map((s) => ({ value: s.key, label: s.label }))}
              onChange={(order) => update({ order })}
            />
          )}
        </Stack>
        <ActiveFilters facets={listing.facets} query={query} onChange={update} />
        <Box sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          {listing.products.length ? (
            <ProductGrid products={listing.products} />
          ) : (
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('listing.noResults')}
              text={t('listing.noResultsText')}
              action={
                filterCount ? (
                  <Button variant="contained" onClick={() => update({ manufacturer: [], properties: [], minPrice: undefined, maxPrice: undefined, rating: undefined, shippingFree: false })}>
                    {t('filters.reset')}
                  </Button>
                ) : undefined
              }
            />
          )}
        </Box>
        <ListingPagination page={listing.page} pages={pages} />
      </Box>
      {filterable && <FilterDrawer open={drawer} onClose={() => setDrawer(false)} listing={listing} query={query} onChange={update} />}
    </Box>
  );
}
