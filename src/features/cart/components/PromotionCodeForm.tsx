import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemView } from '../../../api';
import { applyPromotion, removeItem } from '../actions';

export interface PromotionCodeFormProps {
  promotions: CartItemView[];
  /** No changes (the checkout while a payment runs). */
  disabled?: boolean;
  /** The cart changed (a code was applied or refused, a promotion removed): e.g. the checkout reloads its methods. */
  onChanged?: () => void;
}

/**
 * Promotion code entry ('Enter a promo code' when empty) and the applied promotions, in the cart
 * and in the checkout. A refused code stays in the field to be corrected; the cart's messages say why.
 */
export function PromotionCodeForm({ promotions, disabled, onChanged }: PromotionCodeFormProps) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('promotion.empty'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await applyPromotion(code);
    setBusy(false);
    if (result === 'applied') setCode('');
    if (result !== 'failed') onChanged?.();
  };
  const remove = async (id: string) => {
    setBusy(true);
    const removed = await removeItem(id);
    setBusy(false);
    if (removed) onChanged?.();
  };
  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={submit} noValidate>
        <TextField
          label={t('promotion.label')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" disabled={busy || disabled} sx={{ flexShrink: 0 }}>
          {t('promotion.add')}
        </Button>
      </Stack>
      {promotions.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('promotion.applied')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {promotions.map((p) => (
              <Chip
                key={p.id}
                icon={<LocalOfferOutlinedIcon />}
                label={p.label}
                color="success"
                variant="outlined"
                onDelete={p.removable && !disabled ? () => void remove(p.id) : undefined}
                deleteIcon={<CloseIcon aria-label={t('promotion.remove', { name: p.label })} />}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
