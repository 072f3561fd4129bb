import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, type PurchaseRules } from '../lib/quantity';

export interface QuantityStepperProps {
  value: number;
  rules: PurchaseRules;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
  size?: 'medium' | 'small';
}

/**
 * Quantity input honouring minimum, purchase steps and maximum: −/+ move by one step, typed
 * values snap to the nearest allowed quantity when the field loses focus.
 */
export function QuantityStepper({ value, rules, onChange, label, disabled, size = 'medium' }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const [text, setText] = useState<string | null>(null);
  const commit = (raw: string) => {
    setText(null);
    const next = clampQuantity(Number.parseInt(raw, 10), rules);
    if (next !== value) onChange(next);
  };
  const height = size === 'small' ? 40 : 48;
  return (
    <Stack direction="row" alignItems="center" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, width: 'fit-content', bgcolor: 'background.paper' }}>
      <IconButton
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= rules.min}
        onClick={() => onChange(clampQuantity(value - rules.step, rules))}
        sx={{ minHeight: height, minWidth: height }}
      >
        <RemoveIcon />
      </IconButton>
      <InputBase
        value={text ?? String(value)}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
        }}
        inputProps={{
          inputMode: 'numeric',
          'aria-label': label,
          min: rules.min,
          max: rules.max,
          step: rules.step,
          role: 'spinbutton',
          'aria-valuenow': value,
          'aria-valuemin': rules.min,
          'aria-valuemax': rules.max,
        }}
        sx={{ width: '3.5ch', minWidth: 44, '& input': { textAlign: 'center', fontWeight: 700, fontSize: '1rem', p: 0 } }}
      />
      <IconButton
        aria-label={t('quantity.increase')}
        disabled={disabled || value + rules.step > rules.max}
        onClick={() => onChange(clampQuantity(value + rules.step, rules))}
        sx={{ minHeight: height, minWidth: height }}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
