import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../session';

export interface PriceFilterProps {
  bounds: { min: number; max: number };
  value: { min?: number; max?: number };
  onChange: (range: { minPrice?: number; maxPrice?: number }) => void;
}

/** Price range as a slider plus two number fields; applied on release, blur or Enter. */
export function PriceFilter({ bounds, value, onChange }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const format = usePrice();
  const current: [number, number] = [value.min ?? bounds.min, value.max ?? bounds.max];
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const shown = draft ?? current;
  const commit = ([lo, hi]: [number, number]) => {
    setDraft(null);
    const min = Math.max(bounds.min, Math.min(lo, hi));
    const max = Math.min(bounds.max, Math.max(lo, hi));
    onChange({ minPrice: min > bounds.min ? min : undefined, maxPrice: max < bounds.max ? max : undefined });
  };
  const field = (i: 0 | 1, label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={shown[i]}
      onChange={(e) => setDraft(i === 0 ? [Number(e.target.value), shown[1]] : [shown[0], Number(e.target.value)])}
      onBlur={() => draft && commit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && draft) commit(draft);
      }}
      slotProps={{ htmlInput: { min: bounds.min, max: bounds.max, inputMode: 'decimal' } }}
    />
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={shown}
          min={bounds.min}
          max={bounds.max}
          onChange={(_, v) => setDraft(v as [number, number])}
          onChangeCommitted={(_, v) => commit(v as [number, number])}
          getAriaLabel={(i) => (i === 0 ? t('filters.priceMin') : t('filters.priceMax'))}
          getAriaValueText={(v) => format(v)}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => format(v)}
          disableSwap
        />
      </Box>
      <Stack direction="row" spacing={1}>
        {field(0, t('filters.priceMin'))}
        {field(1, t('filters.priceMax'))}
      </Stack>
    </Stack>
  );
}
