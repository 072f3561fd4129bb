import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterFacets, ListingQuery } from '../../../api';
import { activeFilterCount } from '../../../lib/listingQuery';
import { usePrice } from '../../session';

interface ActiveFiltersProps {
  facets: FilterFacets;
  query: ListingQuery;
  onChange: (patch: Partial<ListingQuery>) => void;
}

/** The active filters as removable chips, plus "reset all". */
export function ActiveFilters({ facets, query, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation('catalog');
  const format = usePrice();
  if (activeFilterCount(query) === 0) return null;
  const optionName = new Map(facets.properties.flatMap((g) => g.options.map((o) => [o.id, o.name] as const)));
  const manufacturerName = new Map(facets.manufacturers.map((m) => [m.id, m.name] as const));
  const chips: Array<{ key: string; label: string; remove: Partial<ListingQuery> }> = [
    ...query.properties.map((id) => ({ key: id, label: optionName.get(id) ?? id, remove: { properties: query.properties.filter((p) => p !== id) } })),
    ...query.manufacturer.map((id) => ({ key: id, label: manufacturerName.get(id) ?? id, remove: { manufacturer: query.manufacturer.filter((m) => m !== id) } })),
  ];
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label: `${format(query.minPrice ?? facets.price?.min ?? 0)} – ${query.maxPrice !== undefined ? format(query.maxPrice) : '…'}`,
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (query.rating) chips.push({ key: 'rating', label: t('filters.ratingAtLeast', { count: query.rating }), remove: { rating: undefined } });
  if (query.shippingFree) chips.push({ key: 'free', label: t('badges.shippingFree'), remove: { shippingFree: false } });
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" aria-label={t('filters.active')} role="group" sx={{ mb: 2 }}>
      {chips.map((c) => (
        <Chip key={c.key} label={c.label} onDelete={() => onChange(c.remove)} deleteIcon={<CancelIcon aria-label={t('filters.remove', { name: c.label })} aria-hidden={false} />} />
      ))}
      <Button size="small" onClick={() => onChange({ manufacturer: [], properties: [], minPrice: undefined, maxPrice: undefined, rating: undefined, shippingFree: false })}>
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
