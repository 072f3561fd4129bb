import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterFacets, ListingQuery } from '../../../api';
import { toggleValue } from '../../../lib/listingQuery';
import { StarRow } from '../../../ui/RatingStars';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';
import { PriceFilter } from './PriceFilter';

export interface FilterPanelProps {
  facets: FilterFacets;
  query: ListingQuery;
  onChange: (patch: Partial<ListingQuery>) => void;
}

function Group({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Accordion defaultExpanded={open} disableGutters elevation={0} sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0, minHeight: 52 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

const swatch = (hex?: string) =>
  hex ? <Box component="span" sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: hex, border: 1, borderColor: 'divider', display: 'inline-block', me: 1, verticalAlign: 'middle' }} /> : null;

/** Filters of a listing: price, properties, manufacturer, rating, free shipping (spec §2). */
export function FilterPanel({ facets, query, onChange }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const maxRating = Math.min(5, Math.floor(facets.maxRating ?? 0));
  // A guest's price range, offline in place of the customer's own (see usePricesWithheld).
  const withheld = usePricesWithheld();
  return (
    <Box>
      {facets.price && !withheld && (
        <Group title={t('filters.price')} open>
          <PriceFilter bounds={facets.price} value={{ min: query.minPrice, max: query.maxPrice }} onChange={onChange} />
        </Group>
      )}
      {facets.properties.map((group) => (
        <Group key={group.id} title={group.name} open={group.options.some((o) => query.properties.includes(o.id))}>
          <FormGroup>
            {group.options.map((o) => (
              <FormControlLabel
                key={o.id}
                control={<Checkbox checked={query.properties.includes(o.id)} onChange={() => onChange({ properties: toggleValue(query.properties, o.id) })} />}
                label={
                  <>
                    {group.displayType === 'color' && swatch(o.colorHex)}
                    {o.name}
                  </>
                }
              />
            ))}
          </FormGroup>
        </Group>
      ))}
      {facets.manufacturers.length > 0 && (
        <Group title={t('filters.manufacturer')} open={query.manufacturer.length > 0}>
          <FormGroup>
            {facets.manufacturers.map((m) => (
              <FormControlLabel
                key={m.id}
                control={<Checkbox checked={query.manufacturer.includes(m.id)} onChange={() => onChange({ manufacturer: toggleValue(query.manufacturer, m.id) })} />}
                label={m.name}
              />
            ))}
          </FormGroup>
        </Group>
      )}
      {maxRating > 0 && (
        <Group title={t('filters.rating')} open={Boolean(query.rating)}>
          <RadioGroup value={query.rating ?? ''} onChange={(e) => onChange({ rating: Number(e.target.value) || undefined })}>
            {Array.from({ length: maxRating }, (_, i) => maxRating - i).map((stars) => (
              <FormControlLabel
                key={stars}
                value={stars}
                control={<Radio />}
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <StarRow value={stars} />
                    {t('filters.ratingAtLeast', { count: stars })}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </Group>
      )}
      {(facets.shippingFreeAvailable || query.shippingFree) && (
        <FormControlLabel sx={{ py: 1.5 }} control={<Switch checked={query.shippingFree} onChange={(e) => onChange({ shippingFree: e.target.checked })} />} label={t('filters.shippingFree')} />
      )}
    </Box>
  );
}
